// Times 500-row incidente_seguranca batches against a running server (loopback):
//   TOKEN=ing_... [URL=http://localhost:3000] [BATCHES=20] node tools/bench/batch-latency.mjs
// Half of each batch is new keys, half resends of the previous batch's keys.
const url = process.env.URL ?? 'http://localhost:3000';
const token = process.env.TOKEN;
const batches = Number(process.env.BATCHES ?? 20);
if (!token) throw new Error('Defina TOKEN com um token de ingestão (npm start imprime um).');

const run = Date.now().toString(36);
const row = (n) => ({
  codigo: `BENCH-${run}-${n}`,
  tipo: ['Confidencialidade', 'Integridade', 'Disponibilidade'][n % 3],
  titulo: `Incidente ${n}`,
  descricao: 'Gerado pelo benchmark de latência',
  severidade: ['Baixa', 'Média', 'Alta', 'Crítica'][n % 4],
  dataDeteccao: `${String((n % 28) + 1).padStart(2, '0')}/10/2026 ${String(n % 24).padStart(2, '0')}:15`,
  status: ['Aberto', 'Em análise', 'Encerrado'][n % 3],
  dadosPessoaisEnvolvidos: n % 2 ? 'Sim' : 'Não',
});

const times = [];
for (let b = 0; b < batches; b++) {
  const linhas = Array.from({ length: 500 }, (_, i) => row(b * 250 + i));
  const started = performance.now();
  const response = await fetch(`${url}/api/ingestao-pub/incidente_seguranca`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ linhas }),
  });
  const body = /** @type {{ dados: { gravadas: number } }} */ (await response.json());
  times.push(performance.now() - started);
  if (response.status !== 200 || body.dados.gravadas !== 500)
    throw new Error(`Lote ${b}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
}
times.sort((a, b) => a - b);
const pct = (p) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(`${batches} lotes de 500 linhas (metade novas, metade reenvios), 1 por vez:`);
console.log(
  `  p50 ${pct(50)} ms   p90 ${pct(90)} ms   máx ${times[times.length - 1].toFixed(1)} ms   ~${Math.round((500 * 1000) / Number(pct(50)))} linhas/s`,
);
