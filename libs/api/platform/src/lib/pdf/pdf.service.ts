import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { documentHtml, footerTemplate, headerTemplate, type PrintDocument } from './print-layout';

/** The address every document is loaded from: a reserved name that never resolves. */
const DOCUMENT_URL = 'https://documento.invalid/';
const RENDER_TIMEOUT_MS = 30_000;
/**
 * The document's own policy, a second wall behind interception: a sandboxed document
 * (no scripts, no automatic navigation such as a meta refresh, no forms or popups) that
 * may load nothing but inline styles and data: images and fonts.
 */
const DOCUMENT_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

const UNAVAILABLE =
  'Geração de PDF indisponível: o Chromium não foi encontrado ou não iniciou neste servidor. ' +
  'Instale-o (Debian/Ubuntu: apt-get install -y chromium) ou defina CHROME_PATH. O restante do serviço funciona normalmente.';

/**
 * PDFs rendered by Chromium through Puppeteer: one browser per process, started on the
 * first render and started again if it dies, and a small pool of reused pages.
 *
 * A page is a sandbox for the document: JavaScript is off, and request interception
 * answers the one navigation to `DOCUMENT_URL` with the document and aborts every other
 * request except inline `data:` resources, so markup that slipped into a report can reach
 * neither the network nor the file system. Templates escape user text besides (see `html`).
 */
@Injectable()
export class PdfService implements OnModuleDestroy {
  private readonly logger = new Logger(PdfService.name);
  private browser?: Promise<Browser>;
  private readonly idle: Page[] = [];
  private readonly waiting: Array<{
    resolve: (page: Page) => void;
    reject: (error: unknown) => void;
  }> = [];
  private readonly documents = new WeakMap<Page, string>();
  /** Pages open (idle or rendering) in the current browser, whose restarts bump `generation`. */
  private pages = 0;
  private generation = 0;
  private readonly generationOf = new WeakMap<Page, number>();
  private closing = false;

  constructor(private readonly config: AppConfig) {}

  /** Renders an A4 PDF with the running header and footer; 503 PDF_INDISPONIVEL without Chromium. */
  async render(document: PrintDocument): Promise<Buffer> {
    const page = await this.acquire();
    let healthy = true;
    try {
      this.documents.set(page, documentHtml(document));
      await page.goto(DOCUMENT_URL, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({
        format: 'A4',
        landscape: document.orientation === 'landscape',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(document),
        footerTemplate: footerTemplate(document),
        margin: { top: '20mm', bottom: '16mm', left: '12mm', right: '12mm' },
        timeout: RENDER_TIMEOUT_MS,
      });
      return Buffer.from(pdf);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.documents.delete(page);
      void this.release(page, healthy);
    }
  }

  /** Whether a Chromium executable can be found (it is not started). */
  async available(): Promise<boolean> {
    return (
      (await findChromium([this.config.CHROME_PATH, this.config.PUPPETEER_EXECUTABLE_PATH])) !==
      undefined
    );
  }

  async onModuleDestroy() {
    this.closing = true;
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await browser.then((running) => running.close()).catch(() => undefined);
  }

  private acquire(): Promise<Page> {
    const idle = this.idle.pop();
    if (idle) return Promise.resolve(idle);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.serveWaiting();
    });
  }

  /** A healthy page of the running browser goes back to the pool; any other is closed and replaced. */
  private async release(page: Page, healthy: boolean) {
    const current = this.generationOf.get(page) === this.generation;
    if (healthy && current && !page.isClosed()) {
      const next = this.waiting.shift();
      if (next) next.resolve(page);
      else this.idle.push(page);
      return;
    }
    await page.close().catch(() => undefined);
    if (current) this.pages--;
    this.serveWaiting();
  }

  private serveWaiting() {
    while (this.waiting.length > 0 && this.pages < this.config.PDF_PAGES) {
      const next = this.waiting.shift()!;
      this.pages++;
      const generation = this.generation;
      this.openPage().then(next.resolve, (error) => {
        if (generation === this.generation) this.pages--;
        next.reject(error);
      });
    }
  }

  private async openPage(): Promise<Page> {
    const generation = this.generation;
    const browser = await this.launch();
    const page = await browser.newPage();
    this.generationOf.set(page, generation);
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => this.intercept(page, request));
    return page;
  }

  /** The document itself and inline data: resources pass; everything else is aborted. */
  private intercept(page: Page, request: HTTPRequest) {
    const url = request.url();
    if (
      url === DOCUMENT_URL &&
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame()
    ) {
      void request.respond({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': DOCUMENT_POLICY },
        body: this.documents.get(page) ?? '',
      });
    } else if (url.startsWith('data:')) {
      void request.continue();
    } else {
      void request.abort('blockedbyclient');
    }
  }

  private launch(): Promise<Browser> {
    if (this.closing) return Promise.reject(platformError('PDF_INDISPONIVEL', UNAVAILABLE));
    this.browser ??= this.start().catch((error) => {
      this.browser = undefined;
      throw error;
    });
    return this.browser;
  }

  private async start(): Promise<Browser> {
    const executablePath = await findChromium([
      this.config.CHROME_PATH,
      this.config.PUPPETEER_EXECUTABLE_PATH,
    ]);
    if (!executablePath) throw platformError('PDF_INDISPONIVEL', UNAVAILABLE);
    let browser: Browser;
    try {
      // Loaded on the first PDF only (~20 MB): an instance that never prints never pays for it.
      const { default: puppeteer } = await import('puppeteer-core');
      browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    } catch (error) {
      this.logger.error({ err: error, executablePath }, 'O Chromium não iniciou');
      throw platformError('PDF_INDISPONIVEL', UNAVAILABLE);
    }
    browser.on('disconnected', () => {
      if (this.closing) return;
      this.logger.warn('O Chromium dos PDFs terminou; será iniciado de novo no próximo PDF');
      this.browser = undefined;
      this.idle.length = 0;
      this.pages = 0;
      this.generation++;
    });
    this.logger.log({ executablePath }, 'Chromium dos PDFs iniciado');
    return browser;
  }
}
