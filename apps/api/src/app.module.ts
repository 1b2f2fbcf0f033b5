import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { DemoSeedModule } from '@campo/demo';
import { FieldServiceModule, fieldServiceMigrations } from '@campo/field-service';
import { IngestionModule, ingestionMigrations } from '@campo/ingestion';
import { AppConfig, PlatformModule } from '@campo/platform';

/**
 * The API: the platform and each domain lib, wired together. Domain libs bring
 * their controllers and migrations; the app only lists them.
 */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          config,
          migrations: [...ingestionMigrations, ...fieldServiceMigrations],
        }),
        // Framework singletons once, here: the cron of field-service's automatic RGM closing.
        ScheduleModule.forRoot(),
        IngestionModule,
        FieldServiceModule,
        ...(config.DEMO_SEED ? [DemoSeedModule] : []),
      ],
    };
  }
}
