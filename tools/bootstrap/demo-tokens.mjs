// Ingestion tokens issued through the admin API by the demo admin (for the bench
// and the fault scripts, which need several tokens, each with its own 60/min).
export async function issueDemoTokens(
  base,
  count,
  entidades = ['incidente_seguranca'],
  label = 'Carga',
) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      email: 'admin@demo.local',
      senha: process.env.DEMO_PASSWORD ?? 'demo1234',
    }),
  });
  if (!login.ok)
    throw new Error(`Login do administrador de demonstração falhou (HTTP ${login.status})`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/admin/tokens-ingestao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      body: JSON.stringify({ nome: `${label} ${i}`, entidades }),
    });
    const created = /** @type {{ dados: { token: string } }} */ (await response.json());
    tokens.push(created.dados.token);
  }
  return tokens;
}
