import { closeSync, fstatSync, ftruncateSync, openSync, rmSync, writeSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import type { RowOutcome } from '../ingestion-client';
import type { EntityDescriptor } from '../types';

/**
 * `<arquivo>.recusadas.csv`: each refused row with its line in the input, the reasons, and
 * its values under the fields' labels, so it can be corrected and sent again as is (the
 * `linha` and `erros` columns are not fields and are ignored on the way back in).
 */
export class RefusedFile {
  readonly path: string;
  private fd?: number;

  constructor(
    input: string,
    private readonly entity: EntityDescriptor,
    private readonly separator: string,
  ) {
    this.path = `${input}.recusadas.csv`;
  }

  /** Starts the file, or, when resuming, cuts it back to what the last finished batch left. */
  open(resumeAt?: number) {
    if (resumeAt !== undefined) {
      this.fd = openSync(this.path, 'a+');
      ftruncateSync(this.fd, resumeAt);
      return;
    }
    this.fd = openSync(this.path, 'w');
    const header = ['linha', 'erros', ...this.entity.campos.map((field) => field.rotulo)];
    this.write([header]);
  }

  add(rows: readonly RowOutcome[]) {
    const records = rows.map((row) => [
      row.linha,
      (row.erros ?? []).join(' | '),
      ...this.entity.campos.map((field) => cell(row.dados[field.campo])),
    ]);
    if (records.length > 0) this.write(records);
  }

  /** Bytes written so far (saved in the resume state). */
  size() {
    return this.fd === undefined ? 0 : fstatSync(this.fd).size;
  }

  /** Closes it, and deletes it when no row was refused. */
  close(anyRefused: boolean) {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (!anyRefused) rmSync(this.path, { force: true });
  }

  private write(records: unknown[][]) {
    if (this.fd === undefined) throw new Error('RefusedFile.open() was not called');
    writeSync(this.fd, stringify(records, { delimiter: this.separator }));
  }
}

function cell(value: unknown) {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
