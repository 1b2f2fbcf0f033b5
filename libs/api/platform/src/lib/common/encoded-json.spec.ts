import { Readable } from 'node:stream';
import type { StreamableFile } from '@nestjs/common';
import { jsonBytes, jsonbParam, okEncoded } from './encoded-json';
import { ok } from './success';

async function text(file: StreamableFile) {
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream() as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('encoded JSON', () => {
  const snapshot = { resumo: { ordens: 3 }, texto: 'Não conforme: "dreno"', lista: [1, null] };

  it('answers the same JSON as ok(), with the large value copied from its one encoding', async () => {
    const view = { id: 'r1', estado: 'rascunho', snapshot, eventos: [{ acao: 'criado' }] };
    const file = okEncoded(view, 'snapshot');
    const body = await text(file);
    expect(JSON.parse(body)).toEqual(ok(view));
    expect(body.endsWith(`"snapshot":${JSON.stringify(snapshot)}}}`)).toBe(true);
    expect(file.getHeaders()).toMatchObject({
      type: 'application/json; charset=utf-8',
      length: Buffer.byteLength(body),
    });
    // Encoded once: the bytes are the ones remembered for the object.
    expect(jsonBytes(snapshot)).toBe(jsonBytes(snapshot));
  });

  it('writes an envelope of nothing but the large value, a null one and an absent one', async () => {
    expect(JSON.parse(await text(okEncoded({ snapshot }, 'snapshot')))).toEqual(ok({ snapshot }));
    const none = { id: 'r2', snapshot: null };
    expect(JSON.parse(await text(okEncoded(none, 'snapshot')))).toEqual(ok(none));
    const absent: { id: string; snapshot?: object } = { id: 'r3' };
    expect(JSON.parse(await text(okEncoded(absent, 'snapshot')))).toEqual(ok(absent));
  });

  it('makes a binary jsonb parameter: version 1, then the text', () => {
    const param = jsonbParam(snapshot);
    expect(param[0]).toBe(1);
    expect(param.subarray(1).toString('utf8')).toBe(JSON.stringify(snapshot));
  });
});
