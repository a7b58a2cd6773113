import { createFileRoute } from '@tanstack/react-router';
import { MedicalDependencyPage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/medical-dependency')({
  staticData: routeStaticData('power-medical-dependency'),
  component: MedicalDependencyPage,
});
