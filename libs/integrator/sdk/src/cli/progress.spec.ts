import type { BatchOutcome } from '../ingestion-client';
import { Progress } from './progress';
import { emptyTotals } from './resume-state';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) > 0 };
  return { stream: stream as unknown as NodeJS.WriteStream, written };
}

const batch = (indice: number, recusadas = 0, repetido = false): BatchOutcome => ({
  indice,
  primeiraLinha: indice * 500 + 2,
  ultimaLinha: indice * 500 + 501,
  totalLinhas: 500,
  gravadas: 500 - recusadas,
  recusadas,
  duplicadas: 0,
  loteId: 'l',
  repetido,
  resultados: [],
});

describe('Progress', () => {
  it('on a terminal, redraws one line with a bar, rows per second and the time left', () => {
    jest.useFakeTimers({ now: 0 });
    const { stream, written } = fakeStream(true);
    let share = 0.1;
    const totals = { ...emptyTotals(), linhas: 1000, recusadas: 3 };
    const progress = new Progress(stream, () => share, totals);
    progress.batch(batch(0));
    jest.setSystemTime(10_000);
    share = 0.25;
    progress.batch(batch(1));
    jest.useRealTimers();
    const line = written[written.length - 1];
    // 1,000 rows in 10 s; 15 % of the file in 10 s, so 75 % in 50 s.
    expect(line).toMatch(
      /^\r\[█{6}░{18}\] {2}25% 1\.000 linhas · 100 linhas\/s · faltam 0:50 · 3 recusadas$/,
    );
    expect(written.join('')).not.toContain('\n');
  });

  it('elsewhere, writes a plain line per batch and says when a batch was a replay', () => {
    const { stream, written } = fakeStream(false);
    const progress = new Progress(stream, () => 0.5, emptyTotals());
    progress.batch(batch(0, 2));
    progress.batch(batch(1, 0, true));
    progress.wait({ motivo: 'limite', ms: 1000 });
    progress.wait({ motivo: 'bloqueio', ms: 1000 });
    expect(written).toEqual([
      'lote 1 (linhas 2–501): 498 gravadas, 2 recusadas\n',
      'lote 2 (linhas 502–1001): 500 gravadas (já gravado antes: resposta repetida pelo servidor)\n',
      'aguardando 1,0 s, a API recusou por limite de requisições (429)\n',
    ]);
  });
});
