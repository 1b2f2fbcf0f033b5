import { Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../metrics/metrics';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { documentHtml, footerTemplate, headerTemplate, type PrintDocument } from './print-layout';

/** The address every document is loaded from: a reserved name that never resolves. */
const DOCUMENT_URL = 'https://documento.invalid/';
/**
 * The document's own policy, a second wall behind interception: a sandboxed document
 * (no scripts, no automatic navigation such as a meta refresh, no forms or popups) that
 * may load nothing but inline styles and data: images and fonts.
 */
const DOCUMENT_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

const BUSY = 'Muitos PDFs sendo gerados agora neste servidor. Tente de novo em alguns segundos.';

const UNAVAILABLE =
  'Geração de PDF indisponível: o Chromium não foi encontrado ou não iniciou neste servidor. ' +
  'Instale-o (Debian/Ubuntu: apt-get install -y chromium) ou defina CHROME_PATH. O restante do serviço funciona normalmente.';

const outOfTime = (seconds: number) =>
  `O PDF não ficou pronto em ${seconds} s: o documento é longo demais (centenas de páginas) ou o servidor está sobrecarregado. ` +
  'Tente de novo em alguns minutos; se o documento for muito longo, gere-o para um período menor.';

/**
 * Resolves once what the page shows is ready to print: its fonts loaded and every image
 * decoded (`load` waits for images to arrive, not to decode). Runs through the DevTools
 * protocol, which works while the page's own JavaScript is off (a string: the platform's
 * TypeScript has no DOM types).
 */
const EVERYTHING_SHOWN = `(async () => {
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
})()`;

/**
 * The promise, or Puppeteer's kind of TimeoutError (by name) once `ms` have passed; no limit
 * without a positive `ms` (Puppeteer's meaning of 0).
 */
async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (!(ms > 0)) return promise;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('page not ready in time'), { name: 'TimeoutError' })),
      ms,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A render waiting for a page; its timer gives up after PDF_ACQUIRE_TIMEOUT_MS. */
interface Waiter {
  resolve: (page: Page) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

/**
 * PDFs rendered by Chromium through Puppeteer: one browser per process, started on the
 * first render and started again if it dies, and a small pool of reused pages.
 *
 * Back-pressure: a render waits for a page at most PDF_ACQUIRE_TIMEOUT_MS, and at most
 * PDF_QUEUE_MAX renders wait at once; beyond either, 503 PDF_OCUPADO with `Retry-After`
 * (estimated from the queue and the recent render time), so a burst of PDFs costs bounded
 * memory and leaves the rest of the service answering.
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
  private readonly waiting: Waiter[] = [];
  /** Pages rendering right now. */
  private busy = 0;
  /** Recent render time (exponential moving average), for the Retry-After estimate. */
  private averageRenderMs = 2000;
  private readonly documents = new WeakMap<Page, string>();
  /** Pages open (idle or rendering) in the current browser, whose restarts bump `generation`. */
  private pages = 0;
  private generation = 0;
  private readonly generationOf = new WeakMap<Page, number>();
  private closing = false;

  constructor(
    private readonly config: AppConfig,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /**
   * Renders an A4 PDF with the running header and footer; 503 PDF_INDISPONIVEL without
   * Chromium, 503 PDF_OCUPADO when the pool is saturated, 503 PDF_TEMPO_ESGOTADO when
   * Chromium takes longer than PDF_RENDER_TIMEOUT_MS (a month of 10,000 orders prints
   * 449 pages in ~50 s).
   */
  async render(document: PrintDocument): Promise<Buffer> {
    const page = await this.acquire();
    const started = performance.now();
    this.busy++;
    let healthy = true;
    try {
      this.documents.set(page, documentHtml(document));
      const timeout = this.config.PDF_RENDER_TIMEOUT_MS;
      await page.goto(DOCUMENT_URL, { waitUntil: 'load', timeout });
      await withinTime(page.evaluate(EVERYTHING_SHOWN), timeout);
      const pdf = await page.pdf({
        format: 'A4',
        landscape: document.orientation === 'landscape',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(document),
        footerTemplate: footerTemplate(document),
        margin: { top: '20mm', bottom: '16mm', left: '12mm', right: '12mm' },
        timeout,
      });
      const elapsed = performance.now() - started;
      this.averageRenderMs = 0.8 * this.averageRenderMs + 0.2 * elapsed;
      this.metrics?.pdfRenderSeconds.observe(elapsed / 1000);
      return Buffer.from(pdf);
    } catch (error) {
      healthy = false;
      // Puppeteer's TimeoutError, known by name: puppeteer-core loads only with the first PDF.
      if ((error as Error | undefined)?.name === 'TimeoutError') {
        const seconds = Math.round(this.config.PDF_RENDER_TIMEOUT_MS / 1000);
        throw platformError('PDF_TEMPO_ESGOTADO', outOfTime(seconds), { limiteSegundos: seconds });
      }
      throw error;
    } finally {
      this.busy--;
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

  /** Renders waiting for a page, and pages rendering: for the metrics. */
  get load() {
    return { waiting: this.waiting.length, rendering: this.busy };
  }

  private acquire(): Promise<Page> {
    const idle = this.idle.pop();
    if (idle) return Promise.resolve(idle);
    // A free page slot serves the caller at once; otherwise it queues, if there is room.
    const canOpen = this.pages < this.config.PDF_PAGES && this.waiting.length === 0;
    if (!canOpen && this.waiting.length >= this.config.PDF_QUEUE_MAX) {
      return Promise.reject(this.busyError('fila_cheia'));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve, reject };
      waiter.timer = setTimeout(() => {
        const index = this.waiting.indexOf(waiter);
        if (index === -1) return;
        this.waiting.splice(index, 1);
        reject(this.busyError('espera_esgotada'));
      }, this.config.PDF_ACQUIRE_TIMEOUT_MS);
      this.waiting.push(waiter);
      this.serveWaiting();
    });
  }

  /** The next waiter, its timer stopped: it is served now. */
  private nextWaiter(): Waiter | undefined {
    const next = this.waiting.shift();
    clearTimeout(next?.timer);
    return next;
  }

  private busyError(reason: 'fila_cheia' | 'espera_esgotada') {
    this.metrics?.pdfRejections.inc({ motivo: reason });
    const ahead = this.waiting.length + this.busy;
    const seconds = Math.ceil(
      (this.averageRenderMs * Math.max(1, ahead)) / this.config.PDF_PAGES / 1000,
    );
    const retryAfter = Math.min(60, Math.max(1, seconds));
    return platformError('PDF_OCUPADO', BUSY, { tenteNovamenteEm: retryAfter });
  }

  /** A healthy page of the running browser goes back to the pool; any other is closed and replaced. */
  private async release(page: Page, healthy: boolean) {
    const current = this.generationOf.get(page) === this.generation;
    if (healthy && current && !page.isClosed()) {
      const next = this.nextWaiter();
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
      const next = this.nextWaiter()!;
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
