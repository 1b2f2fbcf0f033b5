import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { FIELD_SERVICE_HTTP_OPTIONS } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS } from '@campo/ingestion';
import { configureHttpApp, loadConfig } from '@campo/platform';
import { AppModule } from '../src/app.module';

/**
 * The whole API as main builds it (every lib, the same HTTP set-up), on the test
 * database, without the demo seed; `env` adds or overrides settings.
 */
export async function startWholeApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    DEMO_SEED: 'false',
    ...env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.register(config)],
  }).compile();
  const app = configureHttpApp(
    moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false }),
    { ...INGESTION_HTTP_OPTIONS, ...FIELD_SERVICE_HTTP_OPTIONS },
  );
  await app.init();
  return app;
}
