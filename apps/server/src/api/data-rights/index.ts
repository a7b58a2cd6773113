export { dataRightsRoutes } from './routes';
export { dataExportJobs, DATA_EXPORTS_JOB } from './data-exports-job';
