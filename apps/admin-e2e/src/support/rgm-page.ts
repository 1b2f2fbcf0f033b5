import type { Page } from 'puppeteer-core';
import { saveScreen } from './browser';

/** The texts of the cells of every row matching `selector`. */
export function cells(page: Page, selector: string) {
  return page.$$eval(`${selector} td`, (tds) => tds.map((td) => td.textContent?.trim()));
}

/** The workflow buttons in the RGM page's header, in order (not the PDF's, grouped apart). */
export function headerButtons(page: Page) {
  return page.$$eval('.page-header__actions > button', (buttons) =>
    buttons.map((button) => button.textContent),
  );
}

/** Clicks a workflow button, saves the confirmation, confirms; answers the confirmation's text. */
export async function confirmIn(page: Page, button: string, confirm: string) {
  await page.locator(`.page-header__actions button::-p-text(${button})`).click();
  const dialog = await page.waitForSelector('dialog[open]');
  const text = await dialog!.evaluate((node) => node.textContent ?? '');
  await saveScreen(page, `tela-rgm-confirmar-${button.toLowerCase()}`);
  await page.locator(`dialog[open] button::-p-text(${confirm})`).click();
  return text;
}
