import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { MixedList } from 'typeorm';
import { AccessGuard } from './auth/access.guard';
import { AuthController } from './auth/auth.controller';
import { AuditModule } from './audit/audit.module';
import { AuthService } from './auth/auth.service';
import { ATTEMPT_COUNTER, attemptCounterProvider } from './auth/attempt-counter';
import { LoginThrottleService } from './auth/login-throttle.service';
import { PasswordResetThrottleService } from './auth/password-reset-throttle.service';
import { PasswordService } from './auth/password.service';
import { Session } from './auth/session.entity';
import { SessionRepository } from './auth/session.repository';
import { SessionService } from './auth/session.service';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { ShutdownState } from './common/graceful-shutdown';
import { createValidationPipe } from './common/validation.pipe';
import { CompaniesModule } from './companies/companies.module';
import { Company } from './companies/company.entity';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { platformMigrations } from './database/migrations';
import { SqlPool } from './database/sql-pool';
import { DatabaseProbe } from './health/database-probe';
import { FilesModule } from './files/files.module';
import { HealthController } from './health/health.controller';
import { LoggingModule } from './logging/logging.module';
import { Metrics } from './metrics/metrics';
import { MetricsCollector } from './metrics/metrics-collector';
import { MetricsController } from './metrics/metrics.controller';
import { MailDeliveryWorker } from './mail/mail-delivery.worker';
import { MailOutboxRepository } from './mail/mail-outbox.repository';
import { MailService } from './mail/mail.service';
import { SessionOpenApi } from './openapi/session-openapi';
import { SessionOpenApiController } from './openapi/session-openapi.controller';
import { OutboxModule } from './outbox/outbox.module';
import { PdfSigner } from './pdf/pdf-signer';
import { PdfService } from './pdf/pdf.service';
import { DocumentsController } from './documents/documents.controller';
import { DocumentRepository } from './documents/document.repository';
import { DocumentService } from './documents/document.service';
import { DocumentTypeRegistry } from './documents/document-signing';
import { EffectiveRetention } from './privacy/effective-retention';
import { PrivacyController } from './privacy/notice/privacy.controller';
import { PrivacyNoticeService } from './privacy/notice/privacy-notice.service';
import { PersonalDataRegistry } from './privacy/personal-data';
import { PlatformPersonalData } from './privacy/platform-personal-data.registration';
import { RetentionModule } from './privacy/retention/retention.module';
import { DataRightsModule } from './privacy/rights/data-rights.module';
import { User } from './users/user.entity';
import { PasswordHashing } from './users/password-hashing.service';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export interface PlatformOptions {
  config: AppConfig;
  /** Migrations of the domain libs, run after the platform's own. */
  migrations?: MixedList<Function>; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
}

/**
 * Companies, users, sessions, the database, logging, errors and access control:
 * what every domain of the service stands on.
 */
@Module({})
export class PlatformModule {
  static forRoot({ config, migrations = [] }: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule.forRoot({
          migrations: [...platformMigrations, ...Object.values(migrations)],
        }),
        TypeOrmModule.forFeature([Company, User, Session]),
        DiscoveryModule,
        AuditModule,
        UsersModule,
        CompaniesModule,
        OutboxModule,
        WebhooksModule,
        FilesModule,
        RetentionModule,
        DataRightsModule,
      ],
      controllers: [
        AuthController,
        HealthController,
        DocumentsController,
        MetricsController,
        SessionOpenApiController,
        PrivacyController,
      ],
      providers: [
        SessionOpenApi,
        ShutdownState,
        DatabaseProbe,
        MailOutboxRepository,
        MailService,
        MailDeliveryWorker,
        Metrics,
        MetricsCollector,
        PdfService,
        PdfSigner,
        DocumentRepository,
        DocumentService,
        DocumentTypeRegistry,
        PersonalDataRegistry,
        PlatformPersonalData,
        EffectiveRetention,
        PrivacyNoticeService,
        SqlPool,
        SessionRepository,
        SessionService,
        attemptCounterProvider,
        LoginThrottleService,
        AuthService,
        PasswordResetThrottleService,
        PasswordService,
        PasswordHashing,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [
        TypeOrmModule,
        SqlPool,
        SessionService,
        ATTEMPT_COUNTER,
        ShutdownState,
        MailService,
        MailDeliveryWorker,
        Metrics,
        PdfService,
        PdfSigner,
        DocumentService,
        DocumentTypeRegistry,
        PersonalDataRegistry,
        EffectiveRetention,
        PrivacyNoticeService,
        AuditModule,
        CompaniesModule,
        WebhooksModule,
        FilesModule,
        UsersModule,
        RetentionModule,
      ],
    };
  }
}
