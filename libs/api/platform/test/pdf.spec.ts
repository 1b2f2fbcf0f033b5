import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { AppException, type AppConfig } from '../src';
import { html, trustedHtml } from '../src/lib/pdf/html';
import { findChromium } from '../src/lib/pdf/chromium';
import { PdfService } from '../src/lib/pdf/pdf.service';
import type { PrintDocument } from '../src/lib/pdf/print-layout';
import { readPdf } from '../src/testing';

const company = { name: 'Demo Climatização' };
/** The pool's limits as the defaults set them. */
const limits = { PDF_QUEUE_MAX: 10, PDF_ACQUIRE_TIMEOUT_MS: 10_000 };

describe('PDF service (real Chromium)', () => {
  let pdf: PdfService;
  let listener: Server;
  let port: number;
  const requests: string[] = [];

  beforeAll(async () => {
    pdf = new PdfService({ PDF_PAGES: 2, ...limits } as AppConfig);
    listener = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await pdf.onModuleDestroy();
    await new Promise((resolve) => listener.close(resolve));
  });

  it('renders A4 pages with the running header, "Página X de Y" and a table whose header row repeats on every page', async () => {
    const rows = Array.from(
      { length: 120 },
      (_, index) =>
        html`<tr>
          <td>EQ-${index + 1}</td>
          <td class="num">${index * 3}</td>
        </tr>`,
    );
    const document: PrintDocument = {
      title: 'Relatório de teste',
      company,
      footnote: 'Emitido em 22/11/2026',
      body: html`<h1>Inventário</h1>
        <table>
          <thead>
            <tr>
              <th>Equipamento</th>
              <th>Chamados</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`,
    };
    const { pages, text } = readPdf(await pdf.render(document));
    expect(pages).toBeGreaterThanOrEqual(2);
    text.forEach((page, index) => {
      expect(page).toContain('Demo Climatização');
      expect(page).toContain('Relatório de teste');
      expect(page).toContain(`Página ${index + 1} de ${pages}`);
      expect(page).toContain('Equipamento Chamados');
    });
    expect(text.join(' ')).toContain('EQ-120 357');
  });

  it('tags the PDF: table cells and headers, and a chart image with its accessible name', async () => {
    // Tagging carries the tables' structure and the charts' names to screen readers (docs/performance.md).
    const tagged = await pdf.render({
      title: 'Marcação',
      company,
      body: html`<table>
          <thead>
            <tr>
              <th>Equipamento</th>
              <th>Chamados</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>EQ-1</td>
              <td class="num">3</td>
            </tr>
          </tbody>
        </table>
        ${trustedHtml(
          '<svg role="img" aria-label="Ordens por semana: 3" width="40" height="20"><rect width="40" height="20" fill="#1f5f99"/></svg>',
        )}`,
    });
    const structure = tagged.toString('latin1');
    expect(structure).toContain('/StructTreeRoot');
    for (const tag of ['/S /Table', '/S /TR', '/S /TH', '/S /TD', '/S /Figure'])
      expect(structure).toContain(tag);
    expect(structure).toContain('(Ordens por semana: 3)');
    expect(readPdf(tagged).text[0]).toContain('Equipamento Chamados EQ-1 3');
  });

  it('prints injected markup as text, and nothing in a document reaches the network or the file system', async () => {
    const hostile = [
      `<img src=http://127.0.0.1:${port}/img>`,
      `<iframe src=file:///etc/passwd></iframe>`,
      `<script>document.write('executado')</script>`,
      `<meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/refresh">`,
      `<link rel=stylesheet href=http://127.0.0.1:${port}/css>`,
    ];
    const escaped = await pdf.render({
      title: hostile[0],
      company: { name: hostile[2] },
      body: html`<p>${hostile.join(' ')}</p>`,
    });
    const text = readPdf(escaped).text.join(' ');
    for (const fragment of hostile) expect(text).toContain(fragment.replace(/\s+/g, ' '));

    // Even markup that skipped escaping is contained: no request leaves, no script runs, no file is read.
    const raw = await pdf.render({
      title: 'Bruto',
      company,
      body: trustedHtml(`<p>início</p>${hostile.join('')}<p>fim</p>`),
    });
    const rawText = readPdf(raw).text.join(' ');
    expect(rawText).toContain('início');
    expect(rawText).not.toContain('executado');
    expect(rawText).not.toContain('root:');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);
  });

  it('renders several documents at once through the small page pool, and restarts a browser that died', async () => {
    const document = (n: number): PrintDocument => ({
      title: `Doc ${n}`,
      company,
      body: html`<p>Documento número ${n}</p>`,
    });
    const texts = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => readPdf(await pdf.render(document(n))).text[0]),
    );
    texts.forEach((text, index) => expect(text).toContain(`Documento número ${index + 1}`));

    const browser = await (pdf as unknown as { browser: Promise<Browser> }).browser;
    browser.process()!.kill('SIGKILL');
    await new Promise((resolve) => browser.once('disconnected', resolve));
    expect(readPdf(await pdf.render(document(6))).text[0]).toContain('Documento número 6');
  });

  it('without a usable Chromium answers 503 PDF_INDISPONIVEL with how to install it', async () => {
    const emptyCache = mkdtempSync(join(tmpdir(), 'puppeteer-cache-'));
    const noBundle = async () => undefined;
    expect(
      await findChromium([undefined, '/nao/existe/chromium'], [], emptyCache, noBundle),
    ).toBeUndefined();

    const broken = new PdfService({
      PDF_PAGES: 1,
      ...limits,
      CHROME_PATH: '/bin/false',
    } as AppConfig);
    const failure = await broken
      .render({ title: 'x', company, body: html`x` })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppException);
    expect(failure).toMatchObject({
      codigo: 'PDF_INDISPONIVEL',
      status: 503,
      message: expect.stringContaining('apt-get install -y chromium'),
    });
    await broken.onModuleDestroy();
  });

  it('answers 503 PDF_TEMPO_ESGOTADO when Chromium takes longer than PDF_RENDER_TIMEOUT_MS', async () => {
    const hurried = new PdfService({
      PDF_PAGES: 1,
      ...limits,
      PDF_RENDER_TIMEOUT_MS: 1,
    } as AppConfig);
    const rows = Array.from(
      { length: 2_000 },
      (_, index) =>
        html`<tr>
          <td>OS-${index + 1}</td>
          <td>Troca de filtro e limpeza da bandeja</td>
        </tr>`,
    );
    try {
      const failure = await hurried
        .render({
          title: 'Longo',
          company,
          body: html`<table>
            <tbody>
              ${rows}
            </tbody>
          </table>`,
        })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppException);
      expect(failure).toMatchObject({
        codigo: 'PDF_TEMPO_ESGOTADO',
        status: 503,
        message: expect.stringContaining('período menor'),
      });
      expect(hurried.load).toEqual({ waiting: 0, rendering: 0 });
    } finally {
      await hurried.onModuleDestroy();
    }
  });

  it('with no Chromium on the machine, renders with the one inside the npm package', async () => {
    const emptyCache = mkdtempSync(join(tmpdir(), 'puppeteer-cache-'));
    const bundled = await findChromium([undefined], [], emptyCache);
    expect(bundled).toBe(join(tmpdir(), 'campo-chromium', 'chromium'));

    const fresh = new PdfService({ PDF_PAGES: 1, ...limits, CHROME_PATH: bundled } as AppConfig);
    try {
      const rendered = readPdf(
        await fresh.render({ title: 'Sem Chromium', company, body: html`<p>Manutenção ação</p>` }),
      );
      expect(rendered.text[0]).toContain('Manutenção ação');
    } finally {
      await fresh.onModuleDestroy();
    }
  });
});
