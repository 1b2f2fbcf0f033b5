// `npm test`: every Jest project (unit and integration, against a real
// PostgreSQL) and then the browser tests against the built app in Chromium.
import { CHROMIUM_HELP, findChromium } from './chromium.mjs';
import { provideDatabase } from './database.mjs';

export async function test({ root, log, build, nx, prettier }) {
  const chromium = await findChromium(root);
  if (!chromium) throw new Error(CHROMIUM_HELP);
  process.env.CHROME_PATH = chromium;

  const database = await provideDatabase({ root, dir: 'pg-test', name: 'postgres', log });
  // Test projects create (and drop) their own fresh databases on this server.
  process.env.DATABASE_URL = database.serverUrl ?? database.url;
  try {
    await build();
    log('Formatação (Prettier)...');
    const format = await prettier('--check', '--log-level=warn', '.');
    log('Lint e verificação de tipos...');
    const lint = await nx('run-many', '-t', 'lint', 'typecheck', '--outputStyle=static');
    log('Testes unitários e de integração...');
    const unit = await nx('run-many', '-t', 'test', '--outputStyle=static');
    log('Testes de navegador (Chromium headless)...');
    const e2e = await nx('run', 'admin-e2e:e2e', '--outputStyle=static');
    const failed = [
      format && 'formatação (rode npm run format)',
      lint && 'lint/tipos',
      unit && 'unitários/integração',
      e2e && 'navegador',
    ].filter(Boolean);
    if (failed.length > 0) {
      process.stderr.write(`Falharam os testes: ${failed.join(', ')}.\n`);
      return 1;
    }
    log('Todos os testes passaram.');
    return 0;
  } finally {
    await database.stop();
  }
}
