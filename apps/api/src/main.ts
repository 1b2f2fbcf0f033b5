import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { INGESTION_HTTP_OPTIONS } from '@campo/ingestion';
import { ConfigError, configureHttpApp, handleShutdownSignals, loadConfig } from '@campo/platform';
import { serveAdminApp } from './admin-app';
import { AppModule } from './app.module';

async function bootstrap() {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttpApp(app, INGESTION_HTTP_OPTIONS);
  const adminFolder = serveAdminApp(app, config.ADMIN_DIST_DIR);
  handleShutdownSignals(app, config.SHUTDOWN_GRACE_MS);
  await app.listen(config.PORT, config.listenHost);
  const logger = new Logger('Inicio');
  logger.log(
    { url: await app.getUrl(), admin: adminFolder ?? null },
    adminFolder ? 'API e painel administrativo no ar' : 'API no ar (painel administrativo não encontrado)',
  );
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Falha ao iniciar a API: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
