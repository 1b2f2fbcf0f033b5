import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

export interface Totals {
  linhas: number;
  gravadas: number;
  recusadas: number;
  duplicadas: number;
  lotesRepetidos: number;
}

/** What a run has done so far, saved beside the input after every batch. */
export interface ResumeState {
  versao: 1;
  entidade: string;
  /** Size and modification time: another file under the same name is not resumed. */
  arquivo: { tamanho: number; modificadoEm: number };
  tamanhoDoLote: number;
  lotesConcluidos: number;
  totais: Totals;
  /** Length of the refused-rows file when the last finished batch was recorded. */
  bytesRecusadas: number;
}

export const emptyTotals = (): Totals => ({
  linhas: 0,
  gravadas: 0,
  recusadas: 0,
  duplicadas: 0,
  lotesRepetidos: 0,
});

/**
 * The state file `<arquivo>.estado.json`. A run killed midway finds it and skips the
 * batches already answered; the batch that was in flight is sent again with the same
 * Idempotency-Key, so the server replays it rather than writing it twice.
 */
export class ResumeFile {
  readonly path: string;

  constructor(private readonly input: string) {
    this.path = `${input}.estado.json`;
  }

  fileIdentity() {
    const { size, mtimeMs } = statSync(this.input);
    return { tamanho: size, modificadoEm: Math.trunc(mtimeMs) };
  }

  /** The saved state, when it belongs to this entity and to this very file. */
  load(entidade: string): { state?: ResumeState; discarded?: string } {
    if (!existsSync(this.path)) return {};
    let state: ResumeState;
    try {
      state = JSON.parse(readFileSync(this.path, 'utf8')) as ResumeState;
    } catch {
      return { discarded: 'o arquivo de estado está ilegível' };
    }
    const identity = this.fileIdentity();
    if (state.versao !== 1 || state.entidade !== entidade)
      return { discarded: `o estado salvo é de outra entidade (${state.entidade})` };
    if (
      state.arquivo?.tamanho !== identity.tamanho ||
      state.arquivo?.modificadoEm !== identity.modificadoEm
    )
      return { discarded: 'o arquivo mudou desde a execução interrompida' };
    return { state };
  }

  /** Written to a temporary file and renamed, so a kill never leaves half a state. */
  save(state: ResumeState) {
    const temporary = `${this.path}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 2));
    renameSync(temporary, this.path);
  }

  remove() {
    rmSync(this.path, { force: true });
  }
}
