import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where `npx nx serve portal` sends /api (as the other apps' dev servers do). */
function apiUrl(): string {
  if (process.env.API_URL) return process.env.API_URL;
  const file = `${workspaceRoot}.data/dev-api-url`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'http://127.0.0.1:3000';
}

/**
 * The client portal: its own small app under `/portal/`, phone first. No service worker
 * and no chart or editor library: a client opens it now and then, on a phone, to read a
 * few lists and download PDFs, so the first load is what matters.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/portal/',
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/portal`,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4400,
    strictPort: true,
    proxy: { '/api': apiUrl() },
  },
  build: {
    outDir: `${workspaceRoot}dist/apps/portal`,
    emptyOutDir: true,
  },
});
