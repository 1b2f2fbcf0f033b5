import type { Page } from 'puppeteer-core';

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

/** Types over the first `[preencher]` blank of a section's editor, as a person filling it would. */
export async function fillBlank(page: Page, sectionId: string, text: string) {
  const editor = `form.document-editor [data-secao="${sectionId}"] .ProseMirror`;
  await page.locator(editor).click();
  await page.$eval(`${editor} mark.preencher`, (mark) => {
    const range = document.createRange();
    range.selectNodeContents(mark);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await page.keyboard.type(text);
}

/** Saves the edit and waits for the page to show the new version. */
export async function saveVersion(page: Page, version: number) {
  await page.locator('form.document-editor button[type="submit"]').click();
  await page.waitForSelector(`[role="status"]::-p-text(Versão ${version} salva)`);
  await page.waitForSelector(`[data-testid="documento-versao"]::-p-text(versão ${version},)`);
}
