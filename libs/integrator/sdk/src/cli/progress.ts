import type { BatchOutcome } from '../ingestion-client';
import type { Wait } from '../http';
import type { Totals } from './resume-state';

const numberFormat = new Intl.NumberFormat('pt-BR');
const count = (value: number) => numberFormat.format(value);
const secondsFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const seconds = (ms: number) => `${secondsFormat.format(ms / 1000)} s`;

function duration(seconds: number) {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * What a send is doing. On a terminal: one line redrawn in place, with a bar, rows per
 * second and the time left (from the share of the file read). Elsewhere (a log, a pipe):
 * one plain line per batch, and the longer waits.
 */
export class Progress {
  private readonly started = Date.now();
  /** When, and at what share of the file, this run's first batch was answered (a resumed run skips fast). */
  private firstBatch?: { at: number; share: number };
  private sentThisRun = 0;
  private lastLine = '';

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly fraction: () => number,
    private readonly totals: Totals,
    private readonly tty = Boolean(out.isTTY),
  ) {}

  batch(outcome: BatchOutcome) {
    this.firstBatch ??= { at: Date.now(), share: this.fraction() };
    this.sentThisRun += outcome.totalLinhas;
    if (this.tty) return this.draw();
    const replay = outcome.repetido ? ' (já gravado antes: resposta repetida pelo servidor)' : '';
    const refused = outcome.recusadas > 0 ? `, ${count(outcome.recusadas)} recusadas` : '';
    this.out.write(
      `lote ${outcome.indice + 1} (linhas ${outcome.primeiraLinha}–${outcome.ultimaLinha}): ` +
        `${count(outcome.gravadas)} gravadas${refused}${replay}\n`,
    );
  }

  wait(wait: Wait) {
    const what = {
      limite: 'respeitando o limite de requisições',
      bloqueio: 'a API recusou por limite de requisições (429)',
      falha: `nova tentativa após falha (${wait.detalhe})`,
    }[wait.motivo];
    if (this.tty) return this.draw(`aguardando ${seconds(wait.ms)}, ${what}`);
    if (wait.motivo !== 'limite' || wait.ms >= 5000)
      this.out.write(`aguardando ${seconds(wait.ms)}, ${what}\n`);
  }

  note(message: string) {
    if (this.tty && this.lastLine) this.out.write('\n');
    this.lastLine = '';
    this.out.write(`${message}\n`);
  }

  finish() {
    if (this.tty && this.lastLine) this.out.write('\n');
    this.lastLine = '';
  }

  /** From the pace of the file since this run's first batch. */
  private timeLeft(share: number) {
    if (!this.firstBatch || share >= 1) return '';
    const done = share - this.firstBatch.share;
    const seconds = (Date.now() - this.firstBatch.at) / 1000;
    return done > 0 ? ` · faltam ${duration((seconds * (1 - share)) / done)}` : '';
  }

  private draw(status?: string) {
    const elapsed = (Date.now() - this.started) / 1000;
    const share = this.fraction();
    const width = 24;
    const filled = Math.round(share * width);
    const bar = `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%`;
    const rate = elapsed > 0 ? this.sentThisRun / elapsed : 0;
    const left = this.timeLeft(share);
    const refused = this.totals.recusadas > 0 ? ` · ${count(this.totals.recusadas)} recusadas` : '';
    const line =
      `${bar} ${count(this.totals.linhas)} linhas · ${count(Math.round(rate))} linhas/s${left}${refused}` +
      (status ? ` · ${status}` : '');
    this.out.write(`\r${line.padEnd(this.lastLine.length)}`);
    this.lastLine = line;
  }
}
