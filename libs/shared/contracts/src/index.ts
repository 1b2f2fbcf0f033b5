export * from './lib/envelope';
export * from './lib/error-codes';
export * from './lib/auth';
export * from './lib/ingestion';
export * from './lib/field-service';
export * from './lib/rgm';
export * from './lib/schedule';
export * from './lib/report-format';
