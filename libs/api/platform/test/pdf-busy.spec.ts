import { Controller, Get, Res } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Response } from 'express';
import request from 'supertest';
import { AppException, type AppConfig, Public } from '../src';
import { html } from '../src/lib/pdf/html';
import { PdfService } from '../src/lib/pdf/pdf.service';
import { createTestApp } from '../src/testing';

const company = { name: 'Demo Climatização' };

@Controller('teste-pdf')
class PdfProbeController {
  constructor(private readonly pdf: PdfService) {}

  @Public()
  @Get()
  async render(@Res() response: Response) {
    const pdf = await this.pdf.render({ title: 'Fila', company, body: html`<p>Fila</p>` });
    response.type('application/pdf').send(pdf);
  }
}

/** The PDF pool's back-pressure: a bounded queue and a bounded wait, then 503 PDF_OCUPADO. */
describe('PDF back-pressure', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    // One page and room for one waiting render: a burst of six overflows at once.
    app = await createTestApp({
      controllers: [PdfProbeController],
      env: { PDF_PAGES: '1', PDF_QUEUE_MAX: '1', PDF_ACQUIRE_TIMEOUT_MS: '20000' },
    });
  });
  afterAll(() => app.close());

  it('answers a burst beyond the queue with 503 PDF_OCUPADO and Retry-After, and the rest with PDFs', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => request(app.getHttpServer()).get('/api/teste-pdf')),
    );
    const rendered = responses.filter((response) => response.status === 200);
    const busy = responses.filter((response) => response.status === 503);
    expect(rendered.length + busy.length).toBe(6);
    // The first render starts the browser, so it is still running when the last requests arrive.
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const response of rendered)
      expect(response.headers['content-type']).toBe('application/pdf');
    for (const response of busy) {
      expect(response.body).toEqual({
        sucesso: false,
        codigo: 'PDF_OCUPADO',
        erro: expect.stringContaining('Tente de novo'),
        tenteNovamenteEm: expect.any(Number),
      });
      expect(response.headers['retry-after']).toBe(String(response.body.tenteNovamenteEm));
      expect(response.body.tenteNovamenteEm).toBeGreaterThanOrEqual(1);
    }

    const metrics = await request(app.getHttpServer()).get('/api/metricas').expect(200);
    expect(metrics.text).toContain(
      `campo_pdf_rejections_total{motivo="fila_cheia"} ${busy.length}`,
    );
    expect(metrics.text).toContain(`campo_pdf_render_duration_seconds_count ${rendered.length}`);
  });

  it('gives up on a render that waited longer than PDF_ACQUIRE_TIMEOUT_MS', async () => {
    const pdf = new PdfService({
      PDF_PAGES: 1,
      PDF_QUEUE_MAX: 5,
      PDF_ACQUIRE_TIMEOUT_MS: 1,
    } as AppConfig);
    try {
      // The first render holds the only page while the browser starts; the second cannot wait 1 ms.
      const first = pdf.render({ title: 'a', company, body: html`a` });
      const second = await pdf
        .render({ title: 'b', company, body: html`b` })
        .catch((error: unknown) => error);
      expect(second).toBeInstanceOf(AppException);
      expect(second).toMatchObject({ codigo: 'PDF_OCUPADO', status: 503 });
      expect(pdf.load.waiting).toBe(0);
      await expect(first).resolves.toBeInstanceOf(Buffer);
    } finally {
      await pdf.onModuleDestroy();
    }
  });
});
