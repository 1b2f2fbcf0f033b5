import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { fieldServiceMigrations, MASTER_DATA_ENTITIES } from '@campo/field-service';
import { entitiesForNewCompany, ingestionMigrations } from '@campo/ingestion';
import {
  AppConfig,
  CompanyOnboardingService,
  ConfigError,
  loadConfig,
  OnboardingError,
  PlatformModule,
} from '@campo/platform';

const USAGE = `Uso:
  campo empresa criar --nome <nome> --fuso <fuso IANA> --admin-email <e-mail> [--admin-nome <nome>]

Cria a empresa e o seu primeiro administrador e mostra um link de uso único para ele
criar a senha (vale 72 horas). Com ADMIN_SENHA no ambiente, define essa senha em vez
do link (para automação). Rodar de novo com o mesmo e-mail não muda nada.

Ambiente: DATABASE_URL (obrigatória) e PUBLIC_URL (o endereço do painel; obrigatória
em produção). As migrações pendentes rodam antes, como na API.`;

/** The operator's commands, over the same database, config and migrations as the API. */
@Module({})
class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        PlatformModule.forRoot({
          config,
          migrations: [...ingestionMigrations, ...fieldServiceMigrations],
        }),
      ],
    };
  }
}

async function main(argv: string[]): Promise<number> {
  const [group, command, ...rest] = argv;
  if (group !== 'empresa' || command !== 'criar') {
    process.stderr.write(`${USAGE}\n`);
    return group === undefined || group === '--help' || group === 'ajuda' ? 0 : 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      nome: { type: 'string' },
      fuso: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-nome': { type: 'string' },
    },
    strict: true,
  });
  const missing = (['nome', 'fuso', 'admin-email'] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    process.stderr.write(
      `Faltam opções: ${missing.map((name) => `--${name}`).join(', ')}.\n\n${USAGE}\n`,
    );
    return 2;
  }

  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await NestFactory.createApplicationContext(CliModule.register(config), {
    logger: ['error', 'warn'],
  });
  try {
    const result = await app.get(CompanyOnboardingService).create({
      name: String(values.nome),
      timeZone: String(values.fuso),
      adminEmail: String(values['admin-email']),
      adminName: values['admin-nome'],
      adminPassword: process.env.ADMIN_SENHA || undefined,
      // A new company starts with the field-service entities; its ADMIN enables others.
      ingestionEntities: entitiesForNewCompany(MASTER_DATA_ENTITIES),
    });
    if (!result.created) {
      process.stdout.write(
        `Nada mudou: ${result.email} já é usuário da empresa "${result.companyName}".\n`,
      );
      return 0;
    }
    process.stdout.write(`Empresa "${values.nome}" criada (id ${result.companyId}).\n`);
    process.stdout.write(
      result.link
        ? `Administrador: ${result.email}. Envie este link à pessoa para ela criar a senha (vale 72 horas, uso único):\n\n  ${result.link}\n`
        : `Administrador: ${result.email}, com a senha de ADMIN_SENHA; já pode entrar em ${config.publicUrl}.\n`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else if (error instanceof OnboardingError) {
      process.stderr.write(
        `Não foi possível criar a empresa:\n  - ${error.problems.join('\n  - ')}\n`,
      );
    } else if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    } else {
      process.stderr.write(`Falha: ${error instanceof Error ? error.stack : String(error)}\n`);
    }
    process.exit(1);
  },
);
