export { BroadbandHomePage } from './components/broadband-home-page';
export { ChangeBroadbandPlanPage } from './components/change-broadband-plan-page';
