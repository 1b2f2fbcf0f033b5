// PostgreSQL's own ceiling for the write the product does: 500-row batches upserted
// with INSERT ... SELECT FROM unnest(...) ON CONFLICT DO UPDATE into a scratch table
// of the same shape as incidente_seguranca, half new keys and half updates. The
// arrays go as node-postgres sends them (text literals) or, given `columnEncoder`
// (the product's, from writer/binary-arrays), in PostgreSQL's binary array format.

const TIPOS = ['Confidencialidade', 'Integridade', 'Disponibilidade'];
const SEVERIDADES = ['Baixa', 'Média', 'Alta', 'Crítica'];
const STATUS = ['Aberto', 'Em análise', 'Contido', 'Resolvido', 'Encerrado'];

/** A realistic incident row in the API's formats (DD/MM/YYYY HH:mm, Portuguese labels, Sim/Não). */
export function incidentRow(codigo, n) {
  return {
    codigo,
    tipo: TIPOS[n % 3],
    titulo: `Incidente ${n}: acesso indevido detectado`,
    descricao: 'Evento correlacionado pelo SIEM a partir de múltiplas falhas de autenticação.',
    severidade: SEVERIDADES[n % 4],
    dataDeteccao: `${String((n % 28) + 1).padStart(2, '0')}/${String((n % 12) + 1).padStart(2, '0')}/2026 ${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`,
    status: STATUS[n % 5],
    dadosPessoaisEnvolvidos: n % 2 ? 'Sim' : 'Não',
    rootCause: 'Credencial vazada',
  };
}

const COLUMN_TYPES = [
  'text',
  'text',
  'text',
  'text',
  'text',
  'timestamptz',
  'text',
  'boolean',
  'text',
];

const UPSERT = `
  INSERT INTO bench_raw AS t (empresa_id, codigo, tipo, titulo, descricao, severidade, data_deteccao, status, dados_pessoais_envolvidos, root_cause)
  SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[], $9::boolean[], $10::text[])
  ON CONFLICT (empresa_id, codigo) DO UPDATE SET tipo = EXCLUDED.tipo, titulo = EXCLUDED.titulo, descricao = EXCLUDED.descricao,
    severidade = EXCLUDED.severidade, data_deteccao = EXCLUDED.data_deteccao, status = EXCLUDED.status,
    dados_pessoais_envolvidos = EXCLUDED.dados_pessoais_envolvidos, root_cause = EXCLUDED.root_cause, atualizado_em = now()`;

/**
 * The scratch table, created once per benchmark and kept across the rounds, so that it
 * grows through the run as the product's table does (a fresh empty table every round
 * would flatter the ceiling). Returns what a round needs and a function that drops it.
 */
export async function ceilingTable(pg, url, concurrency) {
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  await pool.query(`DROP TABLE IF EXISTS bench_raw`);
  await pool.query(
    `CREATE TABLE bench_raw (LIKE incidente_seguranca INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`,
  );
  const company = (await pool.query(`SELECT id FROM companies LIMIT 1`)).rows[0].id;
  const version = (await pool.query('SHOW server_version')).rows[0].server_version;
  return {
    pool,
    company,
    version: `PostgreSQL ${version}`,
    async drop() {
      await pool.query(`DROP TABLE bench_raw`);
      await pool.end();
    },
  };
}

/**
 * One round of the ceiling: `concurrency` connections upserting 500-row batches for
 * `seconds`, keys prefixed by `round` (half new, half the previous batch's). Returns
 * the raw sample; run.mjs pools the rounds of each kind.
 */
export async function rawCeilingRound(
  table,
  { seconds, concurrency, batch, postgresCpuSeconds, columnEncoder, round },
) {
  const encoders = columnEncoder
    ? COLUMN_TYPES.map((type) => columnEncoder(type))
    : COLUMN_TYPES.map(() => (values) => values);
  const latencies = [];
  let rows = 0;
  const cpuBefore = postgresCpuSeconds();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let number = 0; performance.now() < deadline; number++) {
        const keys = Array.from({ length: batch }, (_, i) =>
          number > 0 && i % 2 === 1
            ? `${round}-${worker}-${number - 1}-${i - 1}`
            : `${round}-${worker}-${number}-${i}`,
        );
        /** @type {Array<Array<string | boolean>>} */
        const columns = [[], [], [], [], [], [], [], [], []];
        keys.sort().forEach((key, i) => {
          const n = number * batch + i;
          columns[0].push(key);
          columns[1].push(['CONFIDENCIALIDADE', 'INTEGRIDADE', 'DISPONIBILIDADE'][n % 3]);
          columns[2].push(`Incidente ${n}: acesso indevido detectado`);
          columns[3].push(
            'Evento correlacionado pelo SIEM a partir de múltiplas falhas de autenticação.',
          );
          columns[4].push(['BAIXA', 'MEDIA', 'ALTA', 'CRITICA'][n % 4]);
          columns[5].push(
            new Date(Date.UTC(2026, n % 12, (n % 28) + 1, n % 24, n % 60)).toISOString(),
          );
          columns[6].push(['ABERTO', 'EM_ANALISE', 'CONTIDO', 'RESOLVIDO', 'ENCERRADO'][n % 5]);
          columns[7].push(n % 2 === 1);
          columns[8].push('Credencial vazada');
        });
        const t0 = performance.now();
        await table.pool.query(UPSERT, [
          table.company,
          ...columns.map((values, column) => encoders[column](values)),
        ]);
        latencies.push(performance.now() - t0);
        rows += batch;
      }
    }),
  );
  const client = process.cpuUsage(clientBefore);
  return {
    rows,
    elapsed: (performance.now() - started) / 1000,
    latencies,
    postgresCpu: postgresCpuSeconds() - cpuBefore,
    // The load generator here is the benchmark process itself (building and sending the arrays).
    clientCpu: (client.user + client.system) / 1e6,
  };
}
