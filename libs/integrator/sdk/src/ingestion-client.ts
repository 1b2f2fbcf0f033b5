import { batchBody, idempotencyKey, type RowSource, toBatches } from './batches';
import type { LinhasPorEntidade } from './entities.generated';
import { HttpTransport, type HttpOptions } from './http';
import type { BatchData, Discovery, Row, WireRowResult } from './types';

/** The row type of an entity: generated for the product's entities, a plain record otherwise. */
export type RowOf<E extends string> = E extends keyof LinhasPorEntidade
  ? LinhasPorEntidade[E]
  : Row;

/** A row's result, pointing back to its line in the source and carrying the row as sent. */
export interface RowOutcome<T extends object = Row> extends Omit<WireRowResult, 'linha'> {
  /** The row's line in the source (file line, or position from 1). */
  linha: number;
  dados: T;
}

/** What one batch did. */
export interface BatchOutcome<T extends object = Row> {
  /** 0 for the first batch of the source. */
  indice: number;
  primeiraLinha: number;
  ultimaLinha: number;
  totalLinhas: number;
  gravadas: number;
  recusadas: number;
  duplicadas: number;
  loteId: string;
  /** The server had this batch already (same Idempotency-Key and body) and replayed its answer. */
  repetido: boolean;
  resultados: RowOutcome<T>[];
}

export interface SendOptions<T extends object = Row> {
  /** Rows per request; at most (and by default) the discovered `maxLinhasPorRequisicao`. */
  tamanhoDoLote?: number;
  /** Skips the first batches of the source without sending them (resuming a run). */
  pularLotes?: number;
  /**
   * Sends an `Idempotency-Key` derived from each batch (default). Without it, an INSERT
   * token's writes are not retried after a 5xx or a network error.
   */
  idempotencia?: boolean;
  /** Told after each batch. */
  aoLote?: (lote: BatchOutcome<T>) => void | Promise<void>;
}

/** Totals of a whole send, with the refused rows and the rows that came back with a warning. */
export interface SendSummary<T extends object = Row> {
  totalLinhas: number;
  gravadas: number;
  recusadas: number;
  duplicadas: number;
  lotes: number;
  lotesRepetidos: number;
  linhasRecusadas: RowOutcome<T>[];
  linhasComAviso: RowOutcome<T>[];
}

/**
 * Client of the public ingestion API. Sends any number of rows in batches of the
 * discovered size, one request at a time, paced by the rate-limit headers; writes carry
 * an `Idempotency-Key` derived from their content, so a re-run replays instead of writing
 * twice; 5xx and network failures are retried when that is safe.
 *
 * ```ts
 * const campo = new IngestionClient({ url: 'https://campo.example.com', token: process.env.CAMPO_TOKEN! });
 * const resumo = await campo.enviar('ativo_informacao', linhas);
 * ```
 */
export class IngestionClient {
  private readonly http: HttpTransport;
  private discovered?: Promise<Discovery>;

  constructor(options: HttpOptions) {
    this.http = new HttpTransport(options);
  }

  /** Discovery: the token, the row ceiling and every entity in the token's scope, with its fields. */
  async entidades(): Promise<Discovery> {
    const answer = await this.http.request('GET', '/api/ingestao-pub/entidades', {
      retrySafe: true,
    });
    const discovery = (answer.body as { dados: Discovery }).dados;
    this.discovered = Promise.resolve(discovery);
    return discovery;
  }

  /** Validates the rows and reports what would be stored or refused; writes nothing. */
  preview<E extends string>(
    entidade: E,
    linhas: RowSource<RowOf<E>>,
    opcoes?: SendOptions<RowOf<E>>,
  ) {
    return this.summarise(this.lotes(entidade, linhas, { ...opcoes, preview: true }));
  }

  /** Validates and stores the rows; refused rows come back with their line and reasons. */
  enviar<E extends string>(
    entidade: E,
    linhas: RowSource<RowOf<E>>,
    opcoes?: SendOptions<RowOf<E>>,
  ) {
    return this.summarise(this.lotes(entidade, linhas, opcoes));
  }

  /** Sends batch after batch, yielding each one's outcome as it comes (for progress and resuming). */
  async *lotes<E extends string, T extends object = RowOf<E>>(
    entidade: E,
    linhas: RowSource<T>,
    opcoes: SendOptions<T> & { preview?: boolean } = {},
  ): AsyncGenerator<BatchOutcome<T>> {
    const discovery = await this.discovery();
    const size = Math.min(
      opcoes.tamanhoDoLote ?? discovery.maxLinhasPorRequisicao,
      discovery.maxLinhasPorRequisicao,
    );
    const keyed = !opcoes.preview && opcoes.idempotencia !== false;
    const path = `/api/ingestao-pub/${encodeURIComponent(entidade)}${opcoes.preview ? '/preview' : ''}`;
    for await (const batch of toBatches(linhas, size)) {
      if (batch.indice < (opcoes.pularLotes ?? 0)) continue;
      const body = batchBody(batch);
      const answer = await this.http.request('POST', path, {
        body,
        headers: keyed ? { 'idempotency-key': idempotencyKey(entidade, batch, body) } : {},
        retrySafe: opcoes.preview || keyed || discovery.token.modo === 'UPSERT',
      });
      const dados = (answer.body as { dados: BatchData }).dados;
      const outcome: BatchOutcome<T> = {
        indice: batch.indice,
        primeiraLinha: batch.linhas[0].linha,
        ultimaLinha: batch.linhas[batch.linhas.length - 1].linha,
        totalLinhas: dados.totalLinhas,
        gravadas: dados.gravadas,
        recusadas: dados.recusadas,
        duplicadas: dados.duplicadas ?? 0,
        loteId: dados.loteId,
        repetido: answer.headers.get('idempotency-replayed') === 'true',
        resultados: dados.resultados.map((result) => {
          const row = batch.linhas[result.linha - 1];
          return { ...result, linha: row.linha, dados: row.dados };
        }),
      };
      await opcoes.aoLote?.(outcome);
      yield outcome;
    }
  }

  private discovery() {
    this.discovered ??= this.entidades();
    return this.discovered;
  }

  private async summarise<T extends object>(batches: AsyncIterable<BatchOutcome<T>>) {
    const summary: SendSummary<T> = {
      totalLinhas: 0,
      gravadas: 0,
      recusadas: 0,
      duplicadas: 0,
      lotes: 0,
      lotesRepetidos: 0,
      linhasRecusadas: [],
      linhasComAviso: [],
    };
    for await (const batch of batches) {
      summary.lotes++;
      if (batch.repetido) summary.lotesRepetidos++;
      summary.totalLinhas += batch.totalLinhas;
      summary.gravadas += batch.gravadas;
      summary.recusadas += batch.recusadas;
      summary.duplicadas += batch.duplicadas;
      for (const row of batch.resultados) {
        if (row.status === 'ERRO') summary.linhasRecusadas.push(row);
        else if (row.aviso) summary.linhasComAviso.push(row);
      }
    }
    return summary;
  }
}
