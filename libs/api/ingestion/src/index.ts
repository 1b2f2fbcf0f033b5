export * from './lib/ingestion.module';
export * from './lib/database/migrations';
export * from './lib/registry/entity-registry';
export * from './lib/entities';
export * from './lib/tokens/token-format';
export * from './lib/tokens/token-admin.service';
