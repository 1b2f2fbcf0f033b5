import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../tools/vite/precompress';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where `npx nx serve technician` sends /api (as the admin app's dev server does). */
function apiUrl(): string {
  if (process.env.API_URL) return process.env.API_URL;
  const file = `${workspaceRoot}.data/dev-api-url`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'http://127.0.0.1:3000';
}

/**
 * The technician's app: its own origin path (`/tecnico/`), its own service worker whose
 * scope is that path, and a precache of its shell only. API calls never go through the
 * service worker's cache: what the app needs offline it keeps in IndexedDB itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/tecnico/',
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/technician`,
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        id: '/tecnico/',
        name: 'Campo — Técnico',
        short_name: 'Campo Técnico',
        description:
          'Ordens do dia, atendimento, checklist e fluido refrigerante, mesmo sem sinal.',
        lang: 'pt-BR',
        start_url: '/tecnico/',
        scope: '/tecnico/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f4f6f8',
        theme_color: '#0f6e5c',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/tecnico/index.html',
        navigateFallbackAllowlist: [/^\/tecnico(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first opening is served offline-ready: the worker takes the page at once.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4300,
    strictPort: true,
    proxy: { '/api': apiUrl() },
  },
  build: {
    outDir: `${workspaceRoot}dist/apps/technician`,
    emptyOutDir: true,
  },
});
