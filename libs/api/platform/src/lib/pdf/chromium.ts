import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import candidates from './chromium-candidates.json';

/**
 * The Chromium that renders PDFs: `CHROME_PATH`, then `PUPPETEER_EXECUTABLE_PATH`, then the
 * usual system paths (Debian's `/usr/bin/chromium` first), then a browser installed in
 * Puppeteer's cache. Undefined when there is none.
 */
export async function findChromium(
  configured: Array<string | undefined>,
  systemPaths: readonly string[] = candidates,
  cacheDir = process.env.PUPPETEER_CACHE_DIR ?? join(homedir(), '.cache', 'puppeteer'),
): Promise<string | undefined> {
  const system = [...configured, ...systemPaths].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
  if (system) return system;
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
