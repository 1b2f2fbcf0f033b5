import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { FIELD_SERVICE_HTTP_OPTIONS } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS } from '@campo/ingestion';
import type { DestinationStream } from 'pino';
import { configureHttpApp, loadConfig, LOG_DESTINATION } from '@campo/platform';
import { AppModule } from '../src/app.module';

/**
 * The whole API as main builds it (every lib, the same HTTP set-up), on the test
 * database, without the demo seed; `env` adds or overrides settings. `logs` receives
 * the log lines (with LOG_LEVEL set in `env`); `beforeInit` adds what main adds before
 * listening (the web apps).
 */
export async function startWholeApp(
  env: Record<string, string> = {},
  options: {
    logs?: DestinationStream;
    beforeInit?: (app: NestExpressApplication) => void;
  } = {},
) {
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
  })
    .overrideProvider(LOG_DESTINATION)
    .useValue(options.logs ?? null)
    .compile();
  const app = configureHttpApp(
    moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false }),
    { ...INGESTION_HTTP_OPTIONS, ...FIELD_SERVICE_HTTP_OPTIONS },
  );
  options.beforeInit?.(app);
  await app.init();
  return app;
}
