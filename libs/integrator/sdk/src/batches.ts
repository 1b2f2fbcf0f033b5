import { createHash } from 'node:crypto';
import type { Row } from './types';

/** A row with the line it came from (in a file, or its position in the caller's list). */
export class NumberedRow<T extends object = Row> {
  constructor(
    readonly linha: number,
    readonly dados: T,
  ) {}
}

/** Marks a row with its line in the source, so results and refused rows point back to it. */
export function comLinha<T extends object>(linha: number, dados: T) {
  return new NumberedRow(linha, dados);
}

export type RowSource<T extends object = Row> =
  Iterable<T | NumberedRow<T>> | AsyncIterable<T | NumberedRow<T>>;

export interface Batch<T extends object = Row> {
  /** 0 for the first batch of the source. */
  indice: number;
  linhas: NumberedRow<T>[];
}

/**
 * Cuts any number of rows into batches of `size`, pulling rows only as batches are taken,
 * so a file of any length is read as it is sent. Rows without a line number are numbered
 * by their position, from 1.
 */
export async function* toBatches<T extends object>(
  source: RowSource<T>,
  size: number,
): AsyncGenerator<Batch<T>> {
  let position = 0;
  let indice = 0;
  let linhas: NumberedRow<T>[] = [];
  for await (const item of source) {
    position++;
    linhas.push(item instanceof NumberedRow ? item : new NumberedRow(position, item));
    if (linhas.length === size) {
      yield { indice: indice++, linhas };
      linhas = [];
    }
  }
  if (linhas.length > 0) yield { indice, linhas };
}

/** The request body of a batch, exactly as sent (the idempotency key covers these bytes). */
export function batchBody(batch: Batch<object>) {
  return JSON.stringify({ linhas: batch.linhas.map((row) => row.dados) });
}

/**
 * The `Idempotency-Key` of a batch: derived from its entity, its first line and its body,
 * so sending the same file again sends the same keys and the server replays its first
 * answers instead of writing twice.
 */
export function idempotencyKey(entity: string, batch: Batch<object>, body: string) {
  const digest = createHash('sha256')
    .update(entity)
    .update('\n')
    .update(String(batch.linhas[0]?.linha ?? 0))
    .update('\n')
    .update(body)
    .digest('base64url');
  return `campo-sdk-${digest}`;
}
