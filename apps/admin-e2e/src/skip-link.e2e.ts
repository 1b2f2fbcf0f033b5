import type { Page } from 'puppeteer-core';
import { baseUrl, DEMO_PASSWORD, loginAs, openPage, signIn, useBrowser } from './support/browser';
import { PHONE, TECHNICIAN } from './support/technician-app';

/** What has the keyboard focus: its tag, id, class and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      className: element?.className ?? '',
      text: element?.textContent?.trim() ?? '',
      inMain: Boolean(element?.closest('main')),
    };
  });

/**
 * The first Tab stop of the page is the skip link; Enter takes the focus to the content,
 * and the next Tab lands inside it, past the bar and the menu.
 */
async function skipsToContent(page: Page) {
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({
    tag: 'a',
    className: 'skip-link',
    text: 'Pular para o conteúdo',
  });
  // Visible while focused.
  const box = await page.$eval('.skip-link', (link) => link.getBoundingClientRect().toJSON());
  expect(box.top).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ tag: 'main', id: 'conteudo' });
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain).toBe(true);
}

describe('a skip link on every app', () => {
  const browser = useBrowser();

  it('takes the keyboard past the menu in the admin, the technician’s app and the portal', async () => {
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, '/despacho', 'Despacho');
    await skipsToContent(page);
    // The address is left alone: the page did not navigate.
    expect(new URL(page.url()).pathname).toBe('/despacho');
    expect(new URL(page.url()).hash).toBe('');

    const technician = await page.browser().createBrowserContext();
    const phone = await technician.newPage();
    try {
      await phone.setViewport(PHONE);
      await phone.goto(`${baseUrl()}/tecnico/`);
      await phone.locator('input[name="email"]').fill(TECHNICIAN.email);
      await phone.locator('input[name="senha"]').fill(DEMO_PASSWORD);
      await phone.locator('button[type="submit"]').click();
      await phone.waitForSelector('a.order-card');
      await skipsToContent(phone);
    } finally {
      await technician.close();
    }

    const client = await page.browser().createBrowserContext();
    const portal = await client.newPage();
    try {
      await portal.setViewport(PHONE);
      await signIn(portal, 'cliente@demo.local');
      await portal.waitForFunction(() => location.pathname.startsWith('/portal'));
      // A fresh load of the portal, as the client opens it from a bookmark.
      await portal.goto(`${baseUrl()}/portal/`);
      await portal.waitForSelector('nav.tabs');
      await skipsToContent(portal);
    } finally {
      await client.close();
    }
  });
});
