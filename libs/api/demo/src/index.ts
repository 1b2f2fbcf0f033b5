export * from './lib/demo-seed.module';
export * from './lib/demo-accounts';
export { seedFieldServiceDemo } from './lib/field-service-demo';
export { seedTechnicianDay } from './lib/technician-day-demo';
