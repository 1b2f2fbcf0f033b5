import { Client } from 'pg';
import { columnEncoder } from '../src/lib/writer/binary-arrays';

/**
 * Each column encoder against PostgreSQL itself: what it reads from the binary
 * parameter must equal what it reads from the same values sent as text (the way
 * node-postgres sent them before).
 */
describe('binary array parameters', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client.end());

  const read = async (type: string, parameter: unknown) =>
    (
      await client.query(
        `SELECT x::text AS x FROM unnest($1::${type}[]) WITH ORDINALITY AS u(x, n) ORDER BY n`,
        [parameter],
      )
    ).rows.map((row) => row.x as string | null);

  const cases: Array<[string, unknown[]]> = [
    [
      'text',
      [
        'INC-1',
        '',
        'NULL',
        'aspas " e \\ barra',
        '{chaves, vírgulas}',
        'acentuação: ção',
        'emoji 🛠️',
        'x'.repeat(5000),
        null,
        ' espaços ',
      ],
    ],
    ['boolean', [true, false, null, true]],
    ['date', ['2026-03-05', '1900-01-01', '2200-12-31', '2028-02-29', '1999-12-31', null]],
    [
      'timestamptz',
      [
        '2026-11-21T17:30:00.000Z',
        '1900-01-01T03:06:28.000Z',
        '2199-12-31T23:59:59.999Z',
        '1999-12-31T23:59:59.001Z',
        '2000-01-01T00:00:00.000Z',
        null,
      ],
    ],
    [
      'uuid',
      [
        '6f1c1f0e-5a3b-4c2d-9e8f-0a1b2c3d4e5f',
        null,
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      ],
    ],
    ['integer', [1, -5, 0, null, 2147483647]],
    ['numeric', [1234.5, -0.001, 0, null, 1e21, 123456789.123456]],
  ];

  it.each(cases)('%s: PostgreSQL reads the same values as from text', async (type, values) => {
    const encoded = columnEncoder(type)(values);
    expect(await read(type, encoded)).toEqual(await read(type, values));
  });

  it.each(cases.map(([type]) => [type]))('%s: an empty column is an empty array', async (type) => {
    expect(await read(type, columnEncoder(type)([]))).toEqual([]);
  });

  it('sends text, dates, instants, booleans and uuids as binary; numbers stay text so PostgreSQL checks their range', async () => {
    for (const type of ['text', 'boolean', 'date', 'timestamptz', 'uuid'])
      expect(Buffer.isBuffer(columnEncoder(type)([null]))).toBe(true);
    expect(columnEncoder('integer')([1, null])).toBe('{1,NULL}');
    await expect(read('integer', columnEncoder('integer')([2147483648]))).rejects.toMatchObject({
      code: '22003',
    });
  });

  it('refuses values of the wrong shape instead of sending garbage', () => {
    expect(() => columnEncoder('timestamptz')(['ontem'])).toThrow(TypeError);
    expect(() => columnEncoder('date')(['2026-03-05T10:00:00Z'])).toThrow(TypeError);
    expect(() => columnEncoder('uuid')(['não-é-uuid'])).toThrow(TypeError);
    expect(() => columnEncoder('boolean')(['Sim'])).toThrow(TypeError);
  });
});
