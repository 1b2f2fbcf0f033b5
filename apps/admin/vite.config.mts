import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/admin`,
  plugins: [react()],
  // `@campo/contracts` and the other aliases come from tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    strictPort: true,
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
  build: {
    outDir: `${workspaceRoot}dist/apps/admin`,
    emptyOutDir: true,
  },
});
