import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { FIELD_SERVICE_HTTP_OPTIONS } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS } from '@campo/ingestion';
import { ConfigError, configureHttpApp, handleShutdownSignals, loadConfig } from '@campo/platform';
import { serveWebApps } from './web-apps';
import { AppModule } from './app.module';

/**
 * No allocation-site pretenuring: V8 saw the objects of a batch in flight outlive a
 * young-generation collection and started allocating them straight in the old
 * generation, where they died within milliseconds but stayed until the next full
 * collection — under sustained ingestion the old generation grew ~30 MB/s and RSS
 * passed 300 MB. Without it the old generation stays near its live size (about
 * 85 MB less RSS and less collector CPU; docs/performance.md). Read by V8 at every
 * collection, so setting it here, before any traffic, has the effect of the
 * command-line flag.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

async function bootstrap() {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttpApp(app, { ...INGESTION_HTTP_OPTIONS, ...FIELD_SERVICE_HTTP_OPTIONS });
  const served = serveWebApps(app, {
    admin: config.ADMIN_DIST_DIR,
    technician: config.TECHNICIAN_DIST_DIR,
    portal: config.CLIENT_PORTAL_DIST_DIR,
  });
  handleShutdownSignals(app, config.SHUTDOWN_GRACE_MS);
  await app.listen(config.PORT, config.listenHost);
  const logger = new Logger('Inicio');
  logger.log(
    {
      url: await app.getUrl(),
      admin: served.admin ?? null,
      tecnico: served.technician ?? null,
      portal: served.portal ?? null,
    },
    served.admin
      ? 'API e painel administrativo no ar'
      : 'API no ar (painel administrativo não encontrado)',
  );
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Falha ao iniciar a API: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
