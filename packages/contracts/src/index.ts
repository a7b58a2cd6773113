export * from './common/envelope';
export * from './common/app-config';
