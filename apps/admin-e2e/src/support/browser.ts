import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import type { StaffRole } from '@campo/contracts';
import { launchChromium } from './chromium';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

export function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL ausente: a configuração global dos testes de navegador não rodou.',
    );
  return url;
}

/** Pages whose test expects Content-Security-Policy violations (a hostile input's own test). */
const violationsAllowed = new WeakSet<Page>();

/** For the test of a page that is meant to trip the CSP: its violations are not a failure. */
export function allowCspViolations(page: Page) {
  violationsAllowed.add(page);
}

/**
 * Reports every Content-Security-Policy violation of the page's documents as a console
 * error `CSP: <directive> <blocked>` (the browser's own refusal messages do not reach
 * Puppeteer's console event) into `violations`.
 */
async function watchCsp(page: Page, violations: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('CSP: '))
      violations.push(`${page.url()} ${message.text()}`);
  });
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP: ${event.effectiveDirective} ${event.blockedURI || '(inline)'}`),
    );
  });
}

/**
 * One browser per test file and a fresh incognito context per test; the last
 * screen of each test is saved to tmp/e2e/. Each test also fails if a page it opened
 * met a Content-Security-Policy violation (the served apps must work under their policy),
 * unless it called allowCspViolations.
 */
export function useBrowser() {
  let browser: Browser;
  const state = { page: undefined as unknown as Page };
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  beforeEach(async () => {
    const context = await browser.createBrowserContext();
    state.page = await context.newPage();
    violations.length = 0;
    await watchCsp(state.page, violations);
    await state.page.setViewport({ width: 1280, height: 800 });
    // The demo company's users are in Brazil: show times as they would see them.
    await state.page.emulateTimezone('America/Sao_Paulo');
  });

  afterEach(async () => {
    // The last screen of every test, to look at when one fails.
    const name = (expect.getState().currentTestName ?? 'teste').replace(/[^\w-]+/g, '-');
    if (state.page) await saveScreen(state.page, name);
    const allowed = state.page && violationsAllowed.has(state.page);
    await state.page?.browserContext().close();
    if (!allowed) expect(violations).toEqual([]);
  });

  return state;
}

const SCREENS_DIR = join(__dirname, '../../../../tmp/e2e');

/** Saves the page as tmp/e2e/<name>.png: the last screen of each test, and any step worth a look. */
export async function saveScreen(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page
    .screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage })
    .catch(() => undefined);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl()}/entrar`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="senha"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** The demo company's user of each role, and how the home page greets them. */
const DEMO_USERS: Record<StaffRole, { email: string; greeting: string }> = {
  ADMIN: { email: 'admin@demo.local', greeting: 'Olá, Administradora!' },
  SUPERVISOR: { email: 'supervisor@demo.local', greeting: 'Olá, Supervisor!' },
  TECNICO: { email: 'tecnico@demo.local', greeting: 'Olá, Técnico!' },
};

/** Signs the demo company's user of `role` in through the login form and waits for the home page. */
export async function loginAs(page: Page, role: StaffRole) {
  const { email, greeting } = DEMO_USERS[role];
  await signIn(page, email);
  await page.waitForSelector(`::-p-text("${greeting}")`);
}

/** Opens a page of the signed-in app and waits for its first heading. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector(`h1::-p-text(${heading})`);
}

/** The text of the first element matching `selector`. */
export async function textOf(page: Page, selector: string): Promise<string> {
  const element = await page.waitForSelector(selector);
  return (await element!.evaluate((node) => node.textContent ?? '')).trim();
}
