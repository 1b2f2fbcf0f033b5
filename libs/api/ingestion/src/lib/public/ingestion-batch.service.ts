import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { BatchData, BatchResponse, IngestionMode, RowResult } from '@campo/contracts';
import { Metrics, type SqlRunner, WebhookEmitter } from '@campo/platform';
import { ImportHistoryService, HistoryRow } from '../history/import-history.service';
import { storableRow } from '../history/storable-row';
import { EntityDefinition, EntityRegistry, labelMessage } from '../registry/entity-registry';
import type { TokenPrincipal } from '../tokens/token-principal';
import { compileRowValidator, RowValidator } from '../validation/row-validator';
import { type BatchContext, joinKey, type PreparedRow } from '../writer/batch.types';
import { BatchStatementFailed, BatchWriter } from '../writer/batch-writer.service';
import { buildEntitySql, EntitySql } from '../writer/entity-sql';
import {
  buildReferenceLookups,
  ReferenceLookup,
  resolveReferences,
} from '../writer/reference-resolver';
import { IdempotencyService, StoredResponse } from './idempotency.service';

/** What the registry compiles for each entity, once at start. */
interface EntityRuntime {
  definition: EntityDefinition;
  validate: RowValidator;
  sql: EntitySql;
  lookups: ReferenceLookup[];
  keyIndexes: number[];
}

/** Who sends a batch: a token of the public API, or a person importing a spreadsheet. */
export interface BatchSource {
  companyId: string;
  timeZone: string;
  mode: IngestionMode;
  tokenId: string | null;
  /** Shown as the batch's origin in the import history. */
  origin: string;
  /**
   * Row messages name fields by their labels (a spreadsheet, headed by labels) instead of
   * their `campo` (the API, whose callers send `campo`s).
   */
  fieldLabels?: boolean;
  /**
   * A refused row is checked against every reference too (a spreadsheet, fixed by hand: the
   * person sees each problem of the row at once, as the write would find them). The API
   * answers a row that fails validation with its validation errors only.
   */
  checkReferencesOfRefusedRows?: boolean;
}

export interface BatchRequest {
  source: BatchSource;
  entity: string;
  rows: Record<string, unknown>[];
  /** Position reported for each row (a spreadsheet's row numbers); 1, 2, 3... by default. */
  lineNumbers?: number[];
  preview: boolean;
  ip: string | null;
  idempotency?: { key: string; hash: Buffer };
}

export function tokenSource(principal: TokenPrincipal): BatchSource {
  return {
    companyId: principal.companyId,
    timeZone: principal.timeZone,
    mode: principal.mode,
    tokenId: principal.tokenId,
    origin: principal.name,
  };
}

/**
 * Validates a batch row by row and, unless previewing, stores the valid rows
 * with one statement and records the batch in the import history, in one
 * transaction. Rows are independent: a refused row never stops the others.
 */
@Injectable()
export class IngestionBatchService {
  private readonly logger = new Logger(IngestionBatchService.name);
  private readonly runtimes: Map<string, EntityRuntime>;

  constructor(
    registry: EntityRegistry,
    private readonly writer: BatchWriter,
    private readonly history: ImportHistoryService,
    private readonly idempotency: IdempotencyService,
    private readonly metrics: Metrics,
    private readonly webhooks: WebhookEmitter,
  ) {
    this.runtimes = new Map(
      registry.all().map((definition) => [
        definition.nome,
        {
          definition,
          validate: compileRowValidator(definition),
          sql: buildEntitySql(definition),
          lookups: buildReferenceLookups(definition, registry),
          keyIndexes: definition.keyFields.map((key) => definition.fields.indexOf(key)),
        },
      ]),
    );
  }

  /** Processes the batch and counts it in the metrics: its rows by outcome, and its duration. */
  async process(request: BatchRequest): Promise<StoredResponse> {
    const started = performance.now();
    const response = await this.processBatch(request, started);
    const { dados } = response.body as BatchResponse;
    const modo = request.preview ? 'previa' : 'gravacao';
    const rows = this.metrics.ingestionRows;
    rows.inc({ entidade: request.entity, modo, resultado: 'gravada' }, dados.gravadas);
    rows.inc({ entidade: request.entity, modo, resultado: 'recusada' }, dados.recusadas);
    rows.inc({ entidade: request.entity, modo, resultado: 'duplicada' }, dados.duplicadas);
    this.metrics.ingestionBatchSeconds.observe({ modo }, (performance.now() - started) / 1000);
    return response;
  }

  private async processBatch(request: BatchRequest, started: number): Promise<StoredResponse> {
    const { source } = request;
    const runtime = this.runtimes.get(request.entity)!;
    const context: BatchContext = {
      companyId: source.companyId,
      timeZone: source.timeZone,
      entity: request.entity,
      mode: source.mode,
      tokenId: source.tokenId,
      origin: source.origin,
      ip: request.ip,
    };

    if (request.preview) {
      const { prepared, applied } = await this.prepareAll(runtime, request, this.writer.reader);
      await this.writer.preview(runtime.sql, source.mode, source.companyId, applied);
      return { statusCode: 200, body: this.respond(context, randomUUID(), true, prepared) };
    }

    const batchId = randomUUID();
    const attempt = (rowByRow: boolean) =>
      this.writer.transaction(async (sql) => {
        const { prepared, applied } = await this.prepareAll(runtime, request, sql);
        if (rowByRow)
          await this.writer.writeRowByRow(sql, runtime.sql, source.mode, source.companyId, applied);
        else await this.writer.write(sql, runtime.sql, source.mode, source.companyId, applied);
        const body = this.respond(context, batchId, false, prepared);
        const counts = {
          ...countActions(body.dados, prepared),
          duracaoMs: Math.round(performance.now() - started),
        };
        await this.history.record(
          sql,
          batchId,
          context,
          counts,
          historyRows(prepared, body.dados.resultados),
        );
        const event = batchEvent(this.webhooks, context, body.dados);
        await this.webhooks.emit(sql, source.companyId, 'importacao.concluida', event);
        const response = { statusCode: 200, body };
        if (request.idempotency) {
          const { key, hash } = request.idempotency;
          const stored = await this.idempotency.store(
            sql,
            source.companyId,
            source.tokenId!,
            key,
            hash,
            response,
          );
          if (!stored) throw new ConcurrentIdempotentRequest();
        }
        return response;
      });
    try {
      return await attempt(false);
    } catch (error) {
      if (!(error instanceof BatchStatementFailed)) throw error;
      this.logger.warn(
        { err: error.cause },
        'Gravação do lote recusada pelo banco; repetindo linha a linha',
      );
      return attempt(true);
    }
  }

  /**
   * Validation, reference links and key de-duplication: pure work on the request,
   * done again from scratch if the write has to be retried row by row.
   */
  private async prepareAll(runtime: EntityRuntime, request: BatchRequest, sql: SqlRunner) {
    const prepared = request.rows.map((raw, index) =>
      this.prepare(
        runtime,
        raw,
        request.lineNumbers?.[index] ?? index + 1,
        request.source.timeZone,
      ),
    );
    const valid = prepared.filter((row) => row.errors.length === 0);
    await this.linkReferences(
      runtime,
      request.source.companyId,
      request.source.checkReferencesOfRefusedRows ? prepared : valid,
      sql,
    );
    const applied = dedupe(
      valid.filter((row) => row.errors.length === 0),
      request.source.mode,
    );
    if (request.source.fieldLabels) {
      const label = (message: string) => labelMessage(runtime.definition, message);
      for (const row of prepared) {
        row.errors = row.errors.map(label);
        row.warnings = row.warnings.map(label);
      }
    }
    return { prepared, applied };
  }

  private prepare(
    runtime: EntityRuntime,
    raw: Record<string, unknown>,
    linha: number,
    timeZone: string,
  ): PreparedRow {
    const { values, errors, warnings } = runtime.validate(raw, timeZone);
    // The validator's fresh array becomes the row's columns: the fields, then one id per reference (linkReferences fills them).
    for (let reference = 0; reference < runtime.lookups.length; reference++) values.push(null);
    return {
      linha,
      raw,
      columns: values,
      key: joinKey(runtime.keyIndexes.map((index) => values[index])),
      errors,
      warnings,
    };
  }

  /**
   * Fills each reference's id column; unknown targets warn or refuse the row, as the field
   * declares; a retired target is linked, with a warning.
   */
  private async linkReferences(
    runtime: EntityRuntime,
    companyId: string,
    rows: PreparedRow[],
    sql: SqlRunner,
  ) {
    if (runtime.lookups.length === 0 || rows.length === 0) return;
    const fieldCount = runtime.definition.fields.length;
    const maps = await resolveReferences(sql, companyId, runtime.lookups, rows);
    runtime.lookups.forEach((lookup, position) => {
      for (const row of rows) {
        const code = row.columns[lookup.fieldIndex] as string | null;
        if (code === null) continue;
        const what =
          lookup.field.referencia!.entidade === 'usuario'
            ? 'usuário com e-mail'
            : `${lookup.field.referencia!.entidade}`;
        const id = maps[position].ids.get(code);
        if (id) {
          row.columns[fieldCount + position] = id;
          if (maps[position].retired.has(code))
            row.warnings.push(`${lookup.field.campo}: ${what} "${code}" está desativado.`);
          continue;
        }
        if (lookup.field.referencia!.seDesconhecida === 'erro') {
          row.errors.push(
            `${lookup.field.campo}: ${what} "${code}" não encontrado; cadastre-o antes.`,
          );
        } else {
          row.warnings.push(
            `${lookup.field.campo}: ${what} "${code}" não encontrado; gravado sem o vínculo.`,
          );
        }
      }
    });
  }

  private respond(
    context: BatchContext,
    batchId: string,
    preview: boolean,
    prepared: PreparedRow[],
  ): BatchResponse {
    let gravadas = 0;
    let recusadas = 0;
    let duplicadas = 0;
    const resultados = prepared.map((row): RowResult => {
      if (row.errors.length > 0) {
        recusadas++;
        return { linha: row.linha, status: 'ERRO', erros: row.errors };
      }
      const applied = row.prevailing;
      const outcome = (applied ?? row).outcome;
      const duplicateInBatch = applied !== undefined && context.mode === 'INSERT';
      const status = duplicateInBatch || outcome?.acao === 'DUPLICADO' ? 'DUPLICADO' : 'OK';
      const result: RowResult = { linha: row.linha, status };
      if (outcome?.id) result.id = outcome.id;
      if (status === 'OK') {
        result.acao = outcome?.acao as RowResult['acao'];
        gravadas++;
      } else {
        duplicadas++;
      }
      let note: string | undefined;
      if (applied && context.mode === 'UPSERT')
        note = `mesma chave da linha ${applied.linha}, que prevalece (a última linha com a mesma chave vence).`;
      else if (duplicateInBatch)
        note = `mesma chave da linha ${applied.linha} deste lote; não gravada.`;
      else if (status === 'DUPLICADO') note = 'registro já existe; não gravado (modo INSERT).';
      const warnings = note ? [...row.warnings, note] : row.warnings;
      if (warnings.length > 0) result.aviso = warnings.join(' ');
      return result;
    });
    const dados: BatchData = {
      entidade: context.entity,
      modo: context.mode,
      preview,
      loteId: batchId,
      totalLinhas: prepared.length,
      gravadas,
      recusadas,
      duplicadas,
      resultados,
    };
    return { sucesso: true, mensagem: summary(dados), dados };
  }
}

/** The `importacao.concluida` webhook of a stored batch. */
function batchEvent(webhooks: WebhookEmitter, context: BatchContext, dados: BatchData) {
  return {
    entidade: dados.entidade,
    loteId: dados.loteId,
    token: context.tokenId ? context.origin : null,
    origem: context.origin,
    recebidas: dados.totalLinhas,
    gravadas: dados.gravadas,
    recusadas: dados.recusadas,
    duplicadas: dados.duplicadas,
    historicoUrl: webhooks.link(`/integracoes/importacoes/${dados.loteId}`),
  };
}

/** Thrown inside the transaction when another request stored the same Idempotency-Key first. */
export class ConcurrentIdempotentRequest extends Error {}

/**
 * Rows sharing a key: UPSERT applies the last (the earlier ones report its
 * outcome), INSERT stores the first (the later ones are duplicates); the others
 * point to it (`prevailing`). Applied rows are sorted by key so concurrent
 * batches lock rows in the same order.
 */
function dedupe(rows: PreparedRow[], mode: IngestionMode) {
  const byKey = new Map<string, PreparedRow>();
  for (const row of rows) {
    if (mode === 'UPSERT' || !byKey.has(row.key)) byKey.set(row.key, row);
  }
  if (byKey.size < rows.length) {
    for (const row of rows) {
      const applied = byKey.get(row.key)!;
      if (applied !== row) row.prevailing = applied;
    }
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Created, updated and unchanged among the rows written (a row that another prevailed over counts as neither). */
function countActions(dados: BatchData, prepared: PreparedRow[]) {
  let criadas = 0;
  let atualizadas = 0;
  let inalteradas = 0;
  for (const row of prepared) {
    const acao = row.outcome?.acao;
    if (acao === 'CRIADO') criadas++;
    else if (acao === 'ATUALIZADO') atualizadas++;
    else if (acao === 'INALTERADO') inalteradas++;
  }
  return {
    totalLinhas: dados.totalLinhas,
    gravadas: dados.gravadas,
    criadas,
    atualizadas,
    inalteradas,
    duplicadas: dados.duplicadas,
    recusadas: dados.recusadas,
  };
}

/** Refused, warned and duplicate rows, with the row as sent, for the import history. */
function historyRows(prepared: PreparedRow[], results: RowResult[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  results.forEach((result, index) => {
    if (result.status === 'OK' && !result.aviso) return;
    rows.push({
      linha: result.linha,
      status: result.status,
      erros: result.erros ?? [],
      aviso: result.aviso ?? null,
      dados: storableRow(prepared[index].raw) as Record<string, unknown>,
    });
  });
  return rows;
}

function summary({ totalLinhas, gravadas, recusadas, duplicadas, preview }: BatchData) {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const parts = [
    preview
      ? plural(gravadas, 'seria gravada', 'seriam gravadas')
      : plural(gravadas, 'gravada', 'gravadas'),
    plural(recusadas, 'recusada', 'recusadas'),
  ];
  if (duplicadas > 0) parts.push(plural(duplicadas, 'duplicada', 'duplicadas'));
  return `${plural(totalLinhas, 'linha recebida', 'linhas recebidas')}${preview ? ' (prévia, nada foi gravado)' : ''}: ${parts.join(', ')}.`;
}
