import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { PdfService } from '../pdf/pdf.service';
import { Metrics } from './metrics';

/** The gauges read at scrape time: the PDF queue, the database pool and the mail backlog. */
@Injectable()
export class MetricsCollector implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly pdf: PdfService,
    private readonly outbox: MailOutboxRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit() {
    const registers = [this.metrics.registry];
    const pdf = this.pdf;
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const outbox = this.outbox;
    new Gauge({
      name: 'campo_pdf_queue',
      help: 'PDFs esperando uma página do Chromium (esperando) e sendo gerados (gerando)',
      labelNames: ['estado'] as const,
      registers,
      collect() {
        const load = pdf.load;
        this.set({ estado: 'esperando' }, load.waiting);
        this.set({ estado: 'gerando' }, load.rendering);
      },
    });
    new Gauge({
      name: 'campo_db_pool_connections',
      help: 'Conexões do pool do PostgreSQL: em uso, ociosas, e requisições esperando uma',
      labelNames: ['estado'] as const,
      registers,
      collect() {
        this.set({ estado: 'em_uso' }, pool.totalCount - pool.idleCount);
        this.set({ estado: 'ociosas' }, pool.idleCount);
        this.set({ estado: 'esperando' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'campo_mail_outbox_messages',
      help: 'E-mails na caixa de saída de todas as empresas: pendentes de entrega e que falharam',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        const backlog = await outbox.backlog();
        this.set({ status: 'pendente' }, backlog.pending);
        this.set({ status: 'falhou' }, backlog.failed);
      },
    });
  }
}
