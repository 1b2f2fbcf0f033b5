import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds, from 5 ms to 30 s: HTTP requests and ingestion batches. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The service's Prometheus metrics (prom-client), one registry per app, scraped at
 * `GET /api/metricas`. Code that measures something pushes into these counters and
 * histograms (cheap: no I/O); gauges of state (PDF queue, database pool, mail backlog)
 * are read at scrape time by `MetricsCollector`. Labels are bounded sets (route
 * patterns, entity names, outcomes), never ids or user input.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequestSeconds = new Histogram({
    name: 'campo_http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por método, rota (padrão) e status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly ingestionRows = new Counter({
    name: 'campo_ingestion_rows_total',
    help: 'Linhas de lotes de ingestão, por entidade, modo (previa/gravacao) e resultado',
    labelNames: ['entidade', 'modo', 'resultado'] as const,
    registers: [this.registry],
  });

  readonly ingestionBatchSeconds = new Histogram({
    name: 'campo_ingestion_batch_duration_seconds',
    help: 'Duração do processamento de um lote de ingestão (validação e gravação)',
    labelNames: ['modo'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimitRejections = new Counter({
    name: 'campo_rate_limit_rejections_total',
    help: 'Requisições recusadas por limite (429), por limite',
    labelNames: ['limite'] as const,
    registers: [this.registry],
  });

  readonly pdfRenderSeconds = new Histogram({
    name: 'campo_pdf_render_duration_seconds',
    help: 'Tempo de geração de um PDF no Chromium (sem a espera na fila)',
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 30],
    registers: [this.registry],
  });

  readonly pdfRejections = new Counter({
    name: 'campo_pdf_rejections_total',
    help: 'PDFs recusados com 503 PDF_OCUPADO, por motivo (fila_cheia, espera_esgotada)',
    labelNames: ['motivo'] as const,
    registers: [this.registry],
  });

  readonly closingRuns = new Counter({
    name: 'campo_rgm_closing_runs_total',
    help: 'Execuções do fechamento automático de RGM, por resultado (ok, erro)',
    labelNames: ['resultado'] as const,
    registers: [this.registry],
  });

  readonly closingRgms = new Counter({
    name: 'campo_rgm_closing_rgms_total',
    help: 'RGMs criados pelo fechamento automático',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'campo_' });
  }
}
