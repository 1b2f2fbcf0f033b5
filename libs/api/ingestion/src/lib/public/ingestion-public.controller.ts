import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { MAX_ROWS_PER_REQUEST, type DiscoveryData, type SuccessResponse } from '@campo/contracts';
import { platformError, RequireIngestionToken } from '@campo/platform';
import { EntityRegistry } from '../registry/entity-registry';
import { IngestionTokenGuard } from '../tokens/ingestion-token.guard';
import type { IngestionRequest, TokenPrincipal } from '../tokens/token-principal';
import { parseBatchBody } from './batch-body';
import {
  ConcurrentIdempotentRequest,
  IngestionBatchService,
  tokenSource,
} from './ingestion-batch.service';
import { IdempotencyService, StoredResponse } from './idempotency.service';

/** The public, write-only ingestion API (token-authenticated). */
@Controller('ingestao-pub')
@RequireIngestionToken(UseGuards(IngestionTokenGuard))
export class IngestionPublicController {
  constructor(
    private readonly registry: EntityRegistry,
    private readonly batches: IngestionBatchService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Discovery: the token, the row ceiling, and every entity in scope with its fields. */
  @Get('entidades')
  discover(@Req() request: IngestionRequest): SuccessResponse<DiscoveryData> {
    const principal = request.ingestion!;
    return {
      sucesso: true,
      dados: {
        token: { nome: principal.name, prefixo: principal.prefix, modo: principal.mode },
        maxLinhasPorRequisicao: MAX_ROWS_PER_REQUEST,
        entidades: principal.entities.map((name) => this.registry.get(name)!.descriptor),
      },
    };
  }

  @Post(':entidade/preview')
  @HttpCode(200)
  preview(
    @Param('entidade') entity: string,
    @Req() request: IngestionRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.handle(entity, request, response, true);
  }

  @Post(':entidade')
  @HttpCode(200)
  write(
    @Param('entidade') entity: string,
    @Req() request: IngestionRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    return this.handle(entity, request, response, false);
  }

  private async handle(
    entity: string,
    request: IngestionRequest,
    response: Response,
    preview: boolean,
  ) {
    const principal = request.ingestion as TokenPrincipal;
    if (!request.is('application/json')) {
      throw platformError(
        'TIPO_DE_CONTEUDO_INVALIDO',
        'Envie o lote como JSON, com Content-Type: application/json.',
      );
    }
    const { rows, idempotency } = this.readBody(entity, request, preview);
    const replay =
      idempotency &&
      (await this.idempotency.find(
        principal.companyId,
        principal.tokenId,
        idempotency.key,
        idempotency.hash,
      ));
    if (replay) return this.send(response, replay, true);
    const batch = {
      source: tokenSource(principal),
      entity,
      rows,
      preview,
      ip: request.ip ?? null,
      idempotency,
    };
    try {
      return this.send(response, await this.batches.process(batch), false);
    } catch (error) {
      if (!(error instanceof ConcurrentIdempotentRequest)) throw error;
      const first = await this.idempotency.find(
        principal.companyId,
        principal.tokenId,
        idempotency!.key,
        idempotency!.hash,
      );
      return this.send(response, first!, true);
    }
  }

  /**
   * The rows of the body and, for a write with an `Idempotency-Key`, the key and the
   * hash of the body's text. The text (~170 KB for 500 rows, a large object to V8) is
   * let go here: kept by the request or by the async handler until the answer, it
   * outlived a young-generation collection on most batches and piled up in the old
   * generation between full collections (RSS).
   */
  private readBody(entity: string, request: IngestionRequest, preview: boolean) {
    const text =
      typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
    request.body = undefined;
    const rows = parseBatchBody(text);
    const key = preview
      ? undefined
      : this.idempotency.check(request.get('idempotency-key') || undefined);
    return {
      rows,
      idempotency: key ? { key, hash: this.idempotency.requestHash(entity, text) } : undefined,
    };
  }

  private send(response: Response, stored: StoredResponse, replayed: boolean) {
    if (replayed) response.setHeader('Idempotency-Replayed', 'true');
    response.status(stored.statusCode);
    return stored.body;
  }
}
