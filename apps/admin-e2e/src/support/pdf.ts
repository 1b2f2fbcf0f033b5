import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPResponse, Page } from 'puppeteer-core';

export interface Download {
  /** The name the browser saved the file under (the link's `download` name). */
  fileName: string;
  bytes: Buffer;
}

/**
 * Lets the page's browser context save downloads to a fresh folder, as a person's
 * browser would; `next()` answers the next finished one (call it before the click).
 */
export async function watchDownloads(page: Page) {
  const folder = mkdtempSync(join(tmpdir(), 'campo-e2e-downloads-'));
  const session = await page.browser().target().createCDPSession();
  await session.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: folder,
    browserContextId: page.browserContext().id,
    eventsEnabled: true,
  });

  return {
    next: () =>
      new Promise<Download>((resolve, reject) => {
        let started: { guid: string; fileName: string } | undefined;
        const onBegin = (event: { guid: string; suggestedFilename: string }) => {
          started ??= { guid: event.guid, fileName: event.suggestedFilename };
        };
        const onProgress = (event: { guid: string; state: string }) => {
          if (!started || event.guid !== started.guid || event.state === 'inProgress') return;
          session.off('Browser.downloadWillBegin', onBegin);
          session.off('Browser.downloadProgress', onProgress);
          if (event.state !== 'completed') {
            reject(new Error(`download de ${started.fileName}: ${event.state}`));
            return;
          }
          const { fileName } = started;
          resolve({ fileName, bytes: readFileSync(join(folder, fileName)) });
        };
        session.on('Browser.downloadWillBegin', onBegin);
        session.on('Browser.downloadProgress', onProgress);
      }),
  };
}

/** The answer of the next request to a PDF address containing `path`. */
export function pdfResponse(page: Page, path: string): Promise<HTTPResponse> {
  return page.waitForResponse((response) => response.url().includes(path));
}

/** Clicks "Visualizar PDF" and waits for the PDF to be shown in the page. */
export async function openPreview(page: Page) {
  await page.locator('.pdf-actions button::-p-text(Visualizar PDF)').click();
  await page.waitForSelector('.pdf-preview object[type="application/pdf"][data^="blob:"]');
}

/** Clicks "Baixar PDF" and answers the file the browser saved. */
export async function downloadPdf(page: Page, downloads: { next: () => Promise<Download> }) {
  const downloaded = downloads.next();
  await page.locator('[data-testid="baixar-pdf"]').click();
  return downloaded;
}

/** A PDF file starts with its version line. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}
