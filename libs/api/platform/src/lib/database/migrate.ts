import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Arbitrary constant that names the migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_262_031_001;

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so that several API
 * instances (or test workers) starting at once migrate one after the other instead
 * of racing; the later ones find nothing left to do.
 */
export async function migrateWithLock(dataSource: DataSource, logger = new Logger('Migrações')) {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) {
      logger.log(
        { migracoes: applied.map((migration) => migration.name) },
        `${applied.length} migração(ões) aplicada(s)`,
      );
    }
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await runner.release();
  }
}
