import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { types } from 'pg';
import { DataSource, MixedList } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { migrateWithLock } from './migrate';

export interface DatabaseOptions {
  /** Every lib's migrations, in order; run at start under a lock. */
  migrations: MixedList<Function>; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
}

/** Calendar dates (`date`) stay `YYYY-MM-DD` strings: no time zone may shift them. */
types.setTypeParser(types.builtins.DATE, (value) => value);

/** TypeORM over `pg`; the schema comes only from committed migrations, run at start. */
@Module({})
export class DatabaseModule {
  static forRoot({ migrations }: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            type: 'postgres',
            url: config.DATABASE_URL,
            autoLoadEntities: true,
            synchronize: false,
            migrations,
            migrationsRun: false,
            retryAttempts: 3,
            extra: {
              max: config.DATABASE_POOL_SIZE,
              // Past it, a request answers 503 SERVICO_OCUPADO with Retry-After (error-envelope.ts).
              connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
              application_name: 'campo-api',
              // No JIT compilation: the planner's row estimates for the reports' joins (a
              // 12-month series over 10,000 orders estimated at 10 million rows) pushed the
              // RGM's statements past jit_inline_above_cost, and compiling took 1–2 s of the
              // RGM's 0.1 s of work (docs/performance.md). Nothing this API runs reads enough
              // rows for JIT to pay for itself.
              options: '-c jit=off',
            },
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await migrateWithLock(dataSource);
            return dataSource;
          },
        }),
      ],
    };
  }
}
