import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where `npx nx serve admin` sends /api: API_URL when set, otherwise the API that
 * `npx nx serve api` started (it writes its address to .data/dev-api-url), otherwise
 * its default port.
 */
function apiUrl(): string {
  if (process.env.API_URL) return process.env.API_URL;
  const file = `${workspaceRoot}.data/dev-api-url`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'http://127.0.0.1:3000';
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/admin`,
  plugins: [react(), precompress()],
  // `@campo/contracts` and the other aliases come from tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    strictPort: true,
    proxy: { '/api': apiUrl() },
  },
  build: {
    outDir: `${workspaceRoot}dist/apps/admin`,
    emptyOutDir: true,
  },
});
