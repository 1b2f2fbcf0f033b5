import { batchBody, comLinha, idempotencyKey, toBatches } from './batches';

async function collect<T>(source: AsyncIterable<T>) {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

describe('toBatches', () => {
  it('cuts rows into batches of the given size, numbering plain rows from 1', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ codigo: `A${i}` }));
    const batches = await collect(toBatches(rows, 3));
    expect(batches.map((batch) => batch.linhas.map((row) => row.linha))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7],
    ]);
    expect(batches.map((batch) => batch.indice)).toEqual([0, 1, 2]);
  });

  it('keeps the line numbers a file gave its rows, from an async source', async () => {
    async function* file() {
      yield comLinha(2, { codigo: 'A' });
      yield comLinha(5, { codigo: 'B' });
    }
    const [batch] = await collect(toBatches(file(), 500));
    expect(batch.linhas.map((row) => row.linha)).toEqual([2, 5]);
  });

  it('pulls rows only as batches are taken (streams)', async () => {
    let pulled = 0;
    function* endless() {
      for (;;) {
        pulled++;
        yield { codigo: String(pulled) };
      }
    }
    const batches = toBatches(endless(), 10);
    await batches.next();
    expect(pulled).toBe(10);
  });
});

describe('idempotencyKey', () => {
  it('is the same for the same batch, and differs with its content or its place', async () => {
    const [a] = await collect(toBatches([{ codigo: 'A' }], 10));
    const [same] = await collect(toBatches([{ codigo: 'A' }], 10));
    const [other] = await collect(toBatches([{ codigo: 'B' }], 10));
    const [moved] = await collect(toBatches([comLinha(7, { codigo: 'A' })], 10));
    const key = (batch: typeof a) => idempotencyKey('ativo_informacao', batch, batchBody(batch));
    expect(key(a)).toBe(key(same));
    expect(key(a)).not.toBe(key(other));
    expect(key(a)).not.toBe(key(moved));
    expect(key(a)).toMatch(/^[\x21-\x7e]{1,200}$/);
  });
});
