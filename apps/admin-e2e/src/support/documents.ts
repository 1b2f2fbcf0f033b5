import type { Page } from 'puppeteer-core';
import { saveScreen, textOf } from './browser';

/** Opens edit mode and waits for the rich-text editors (loaded on demand). */
export async function startEditing(page: Page) {
  await page.locator('.page-header__actions button::-p-text(Editar)').click();
  await page.waitForSelector('form.document-editor .ProseMirror[contenteditable="true"]');
}

/** Types at the end of a text section's editor, as a person would. */
export async function typeInSection(page: Page, sectionId: string, text: string) {
  const editor = `form.document-editor [data-secao="${sectionId}"] .ProseMirror`;
  await page.locator(editor).click();
  await page.keyboard.down('Control');
  await page.keyboard.press('End');
  await page.keyboard.up('Control');
  await page.keyboard.type(text);
}

/** Saves the edit and waits for the page to show the new version. */
export async function saveVersion(page: Page, version: number) {
  await page.locator('form.document-editor button[type="submit"]').click();
  await page.waitForSelector(`[role="status"]::-p-text(Versão ${version} salva)`);
  await page.waitForSelector(`[data-testid="documento-versao"]::-p-text(versão ${version},)`);
}

/** Signs the current version through the confirmation; answers the SHA-256 the confirmation named. */
export async function signCurrentVersion(page: Page, version: number): Promise<string> {
  await page.locator('.page-header__actions button::-p-text(Assinar)').click();
  const sha256 = await textOf(page, 'dialog[open] [data-testid="sha256-assinado"]');
  await saveScreen(page, 'tela-documento-assinar');
  await page.locator(`dialog[open] button::-p-text(Assinar a versão ${version})`).click();
  await page.waitForSelector(`[role="status"]::-p-text(Versão ${version} assinada)`);
  return sha256;
}
