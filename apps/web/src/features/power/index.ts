export { AddPowerDetailsPage } from './components/add-power-details-page';
export { AddPowerPage } from './components/add-power-page';
export { ChangePowerPlanPage } from './components/change-plan-page';
export { MedicalDependencyPage } from './components/medical-dependency-page';
export { MeterReadingPage } from './components/meter-reading-page';
export { PowerHomePage } from './components/power-home-page';
export { SiteAccessPage } from './components/site-access-page';
