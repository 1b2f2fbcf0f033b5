import type { Page } from 'puppeteer-core';

/** The Cadastros "Novo" form of an entity, by its label ("Contrato"). */
export const NEW_FORM = (entity: string) => `form[aria-label="Novo registro de ${entity}"]`;

/** Opens a register from the Cadastros menu and its "Novo" form. */
export async function openNew(page: Page, register: string, button: string, entity: string) {
  await page.locator(`nav.sidenav a::-p-text(${register})`).click();
  await page.waitForSelector(`h1::-p-text(${register})`);
  await page.locator(`.page-header__actions a::-p-text(${button})`).click();
  await page.waitForSelector(NEW_FORM(entity));
}

/** Types the fields of a "Novo" form, by `campo`. */
export async function fill(page: Page, entity: string, values: Record<string, string>) {
  for (const [campo, value] of Object.entries(values)) {
    const selector = `${NEW_FORM(entity)} [name="${campo}"]`;
    await page.locator(selector).fill(value);
  }
}

/** Submits a "Novo" form and waits for the new record's page. */
export async function submitNew(page: Page, entity: string, key: string) {
  await page.locator(`${NEW_FORM(entity)} button[type="submit"]`).click();
  await page.waitForSelector(`h1::-p-text(${key})`);
  await page.waitForSelector('[role="status"]::-p-text(Registro cadastrado)');
}
