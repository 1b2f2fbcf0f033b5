import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createTestApp } from '@campo/platform/testing';
import { FIELD_SERVICE_HTTP_OPTIONS, fieldServiceMigrations, FieldServiceModule } from '../src';

/**
 * A real app with ingestion and field-service over the test database, wired as in
 * production; `env` overrides its configuration (a small pool, say).
 */
export async function createFieldServiceApp(env?: Record<string, string>) {
  const app = await createTestApp({
    env,
    imports: [IngestionModule, FieldServiceModule],
    migrations: [...ingestionMigrations, ...fieldServiceMigrations],
    http: { ...INGESTION_HTTP_OPTIONS, ...FIELD_SERVICE_HTTP_OPTIONS },
  });
  return { app, db: app.get<DataSource>(getDataSourceToken()) };
}
export * from './factories';
