import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { bundledChromium } from './bundled-chromium';
import candidates from './chromium-candidates.json';

/**
 * The Chromium that renders PDFs: `CHROME_PATH`, then `PUPPETEER_EXECUTABLE_PATH`, then the
 * usual system paths (Debian's `/usr/bin/chromium` first), then a browser installed in
 * Puppeteer's cache, then the one inside the `@sparticuz/chromium` npm package (linux-x64).
 * Undefined when there is none. `tools/bootstrap/chromium.mjs` looks in the same order.
 */
export async function findChromium(
  configured: Array<string | undefined>,
  systemPaths: readonly string[] = candidates,
  cacheDir = process.env.PUPPETEER_CACHE_DIR ?? join(homedir(), '.cache', 'puppeteer'),
  bundled: () => Promise<string | undefined> = bundledChromium,
): Promise<string | undefined> {
  const system = [...configured, ...systemPaths].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
  if (system) return system;
  return (await puppeteerCache(cacheDir)) ?? (await bundled());
}

async function puppeteerCache(cacheDir: string): Promise<string | undefined> {
  try {
    const { computeExecutablePath, getInstalledBrowsers } = await import('@puppeteer/browsers');
    const installed = await getInstalledBrowsers({ cacheDir });
    const chrome = installed.find(
      (browser) => browser.browser === 'chrome' || browser.browser === 'chromium',
    );
    if (!chrome) return undefined;
    const path = computeExecutablePath({
      cacheDir,
      browser: chrome.browser,
      buildId: chrome.buildId,
    });
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Flags for a headless, offline, sandboxless (containers) Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--no-first-run',
  '--lang=pt-BR',
];
