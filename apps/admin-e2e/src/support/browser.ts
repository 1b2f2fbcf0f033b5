import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from './chromium';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

export function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL ausente: a configuração global dos testes de navegador não rodou.');
  return url;
}

/**
 * One browser per test file and a fresh incognito context per test; the last
 * screen of each test is saved to tmp/e2e/.
 */
export function useBrowser() {
  let browser: Browser;
  const state = { page: undefined as unknown as Page };

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  beforeEach(async () => {
    const context = await browser.createBrowserContext();
    state.page = await context.newPage();
    await state.page.setViewport({ width: 1280, height: 800 });
  });

  afterEach(async () => {
    // The last screen of every test, to look at when one fails.
    const name = (expect.getState().currentTestName ?? 'teste').replace(/[^\w-]+/g, '-');
    const dir = join(__dirname, '../../../../tmp/e2e');
    mkdirSync(dir, { recursive: true });
    await state.page?.screenshot({ path: join(dir, `${name}.png`) }).catch(() => undefined);
    await state.page?.browserContext().close();
  });

  return state;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl()}/entrar`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="senha"]').fill(password);
  await page.locator('button[type="submit"]').click();
}
