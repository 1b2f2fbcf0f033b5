import { IngestionInit1763769700000 } from './1763769700000-ingestion-init';

export const ingestionMigrations = [IngestionInit1763769700000];
