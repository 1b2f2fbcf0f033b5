import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { EntityRegistry } from '@campo/ingestion';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { SEARCH_INDEXES } from '../src/lib/database/migrations/1764844010000-search-indexes';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createOrder,
} from './support';

/**
 * The search boxes forgive: part of a word, any case, no accents, across the order's
 * unit, contract and client; and each list's query is the expression its trigram index
 * holds, so the search stays an index scan as a company grows.
 */
describe('search', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: SessionAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const company = await createCompany(db);
    const other = await createCompany(db);
    ids.company = company.id;
    ({ api: admin } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' }));
    for (const [companyId, key] of [
      [company.id, 'mine'],
      [other.id, 'theirs'],
    ]) {
      const client = await createClient(db, companyId, {
        codigo: 'CLI-009',
        nome: 'Hospital São Lucas',
      });
      const contract = await createContract(db, companyId, {
        codigo: 'CT-2026-009',
        clienteId: client,
      });
      const rooftop = await createEquipment(db, companyId, {
        codigo: 'RW-12',
        contratoId: contract,
        setor: 'Cobertura',
      });
      await db.query(`UPDATE equipamento SET descricao = 'Condensadora Rooftop' WHERE id = $1`, [
        rooftop,
      ]);
      const split = await createEquipment(db, companyId, {
        codigo: 'AC-001',
        contratoId: contract,
        setor: 'Recepção',
      });
      ids[`${key}Rooftop`] = await createOrder(db, companyId, {
        codigo: 'OS-1',
        contratoId: contract,
        equipamentoId: rooftop,
        abertura: '2026-11-02T10:00:00-03:00',
        descricao: 'Ruído no compressor',
      });
      const [request] = await db.query(
        `INSERT INTO solicitacao (empresa_id, codigo, cliente_id, contrato_id, equipamento_id, local, descricao,
                                  urgencia, contato_nome, origem)
         VALUES ($1, 'SOL-000001', $2, $3, $4, 'Casa de máquinas', 'Vazamento no teto', 'ALTA', 'Rita', 'QR')
         RETURNING id`,
        [companyId, client, contract, rooftop],
      );
      ids[`${key}Request`] = request.id;
      ids[`${key}Split`] = await createOrder(db, companyId, {
        codigo: 'OS-2',
        contratoId: contract,
        equipamentoId: split,
        abertura: '2026-11-03T10:00:00-03:00',
        descricao: 'Pingando água na recepção',
      });
    }
  });
  afterAll(() => app.close());

  const orders = async (busca: string) =>
    (
      await admin.get(`/api/fs/ordens?busca=${encodeURIComponent(busca)}`).expect(200)
    ).body.dados.itens.map((order: { id: string }) => order.id);

  it("finds orders by part of a word, without accents or case, by the order's own text, its unit's or its client's", async () => {
    expect(await orders('COMPRESS')).toEqual([ids.mineRooftop]);
    expect(await orders('rooft')).toEqual([ids.mineRooftop]);
    expect(await orders('rw-1')).toEqual([ids.mineRooftop]);
    expect(await orders('agua na recep')).toEqual([ids.mineSplit]);
    expect(await orders('sao luc')).toEqual([ids.mineSplit, ids.mineRooftop]);
    expect(await orders('nada disso')).toEqual([]);
    // A LIKE wildcard is a character like any other.
    expect(await orders('%')).toEqual([]);
  });

  it("finds requests by their text, place, unit or client, the company's own only", async () => {
    const requests = async (busca: string) =>
      (
        await admin.get(`/api/fs/solicitacoes?busca=${encodeURIComponent(busca)}`).expect(200)
      ).body.dados.itens.map((request: { id: string }) => request.id);
    expect(await requests('VAZAMENTO')).toEqual([ids.mineRequest]);
    expect(await requests('casa de maq')).toEqual([ids.mineRequest]);
    expect(await requests('rw-1')).toEqual([ids.mineRequest]);
    expect(await requests('sao lucas')).toEqual([ids.mineRequest]);
    expect(await requests('pingando')).toEqual([]);
    await admin.get(`/api/fs/solicitacoes?busca=${'a'.repeat(101)}`).expect(400);
  });

  it('searches the registers the same way, within the company', async () => {
    const list = async (entity: string, busca: string) =>
      (
        await admin.get(`/api/dados/${entity}?busca=${encodeURIComponent(busca)}`).expect(200)
      ).body.dados.itens.map((row: { codigo: string }) => row.codigo);
    expect(await list('equipamento', 'condens')).toEqual(['RW-12']);
    expect(await list('equipamento', 'recepcao')).toEqual(['AC-001']);
    expect(await list('cliente', 'SÃO LUCAS')).toEqual(['CLI-009']);
    expect(await list('contrato', '2026-00')).toEqual(['CT-2026-009']);
  });

  it('names the records a list refers to beside their codes, from the company’s own records', async () => {
    const page = async (entity: string) =>
      (await admin.get(`/api/dados/${entity}`).expect(200)).body.dados;
    // The other company's client has the same code and name: the name comes by the row's id.
    expect((await page('contrato')).nomes).toEqual({
      cliente: { 'CLI-009': 'Hospital São Lucas' },
    });
    // A contract without a description names nothing; with one, the units show it.
    expect((await page('equipamento')).nomes).toBeUndefined();
    await db.query(`UPDATE contrato SET descricao = 'Bloco cirúrgico' WHERE empresa_id = $1`, [
      ids.company,
    ]);
    expect((await page('equipamento')).nomes).toEqual({
      contrato: { 'CT-2026-009': 'Bloco cirúrgico' },
    });
    // A list whose fields refer to nothing named has none.
    expect((await page('cliente')).nomes).toBeUndefined();
  });

  it('refuses a search where a list has none, and a text too long, in the envelope', async () => {
    const none = await admin.get('/api/dados/ambiente?busca=x').expect(400);
    expect(none.body.erro).toContain('não tem busca');
    const long = await admin.get(`/api/fs/ordens?busca=${'a'.repeat(101)}`).expect(400);
    expect(long.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
  });

  it('finds any kind of record from the header: each group its hits, the company’s own only', async () => {
    const find = async (busca: string) =>
      (await admin.get(`/api/fs/busca?busca=${encodeURIComponent(busca)}`).expect(200)).body.dados;
    const found = await find('sao luc');
    expect(found.busca).toBe('sao luc');
    expect(found.grupos).toEqual([
      {
        tipo: 'CLIENTE',
        mais: false,
        itens: [
          {
            id: expect.any(String),
            codigo: 'CLI-009',
            titulo: 'Hospital São Lucas',
            detalhe: null,
          },
        ],
      },
    ]);
    const rooftop = await find('ROOFT');
    expect(rooftop.grupos.map((group: { tipo: string }) => group.tipo)).toEqual(['EQUIPAMENTO']);
    expect(rooftop.grupos[0].itens[0]).toMatchObject({
      codigo: 'RW-12',
      titulo: 'Condensadora Rooftop',
      detalhe: 'CT-2026-009 · Cobertura',
    });
    // An order by its text, with its unit, contract and the state its list names.
    const orders = await find('compress');
    expect(orders.grupos.find((group: { tipo: string }) => group.tipo === 'ORDEM').itens).toEqual([
      {
        id: ids.mineRooftop,
        codigo: 'OS-1',
        titulo: 'Ruído no compressor',
        detalhe: 'RW-12 · CT-2026-009 · Aberta',
      },
    ]);
    const request = await find('vazament');
    expect(request.grupos).toEqual([
      {
        tipo: 'SOLICITACAO',
        mais: false,
        itens: [
          {
            id: ids.mineRequest,
            codigo: 'SOL-000001',
            titulo: 'Vazamento no teto',
            detalhe: 'RW-12 · Casa de máquinas · Aberta',
          },
        ],
      },
    ]);
    // The contract, with its client's name beside its code (its orders and units name it too).
    const contract = await find('ct-2026-00');
    expect(contract.grupos.map((group: { tipo: string }) => group.tipo)).toEqual([
      'ORDEM',
      'EQUIPAMENTO',
      'CONTRATO',
    ]);
    expect(contract.grupos[2].itens).toEqual([
      expect.objectContaining({ codigo: 'CT-2026-009', detalhe: 'Hospital São Lucas' }),
    ]);
    // One letter, or only spaces, finds nothing yet; a paste too long is refused.
    expect((await find('a')).grupos).toEqual([]);
    expect((await find('   ')).grupos).toEqual([]);
    const long = await admin.get(`/api/fs/busca?busca=${'a'.repeat(101)}`).expect(400);
    expect(long.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
  });

  it('lists a few hits of a kind, codes that begin with the text first, and says there are more', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' });
    const client = await createClient(db, company.id, { codigo: 'CLI-1', nome: 'Cliente' });
    const contract = await createContract(db, company.id, { codigo: 'CT-1', clienteId: client });
    for (const codigo of ['AX-01', 'AX-02', 'AX-03', 'AX-04', 'AX-05', 'AX-06', 'B-AX'])
      await createEquipment(db, company.id, { codigo, contratoId: contract, setor: 'Torre' });
    const found = (await api.get('/api/fs/busca?busca=ax').expect(200)).body.dados;
    expect(found.grupos).toEqual([
      {
        tipo: 'EQUIPAMENTO',
        mais: true,
        itens: ['AX-01', 'AX-02', 'AX-03', 'AX-04', 'AX-05'].map((codigo) =>
          expect.objectContaining({ codigo }),
        ),
      },
    ]);
    const tail = (await api.get('/api/fs/busca?busca=b-ax').expect(200)).body.dados;
    expect(tail.grupos[0].itens.map((hit: { codigo: string }) => hit.codigo)).toEqual(['B-AX']);
  });

  it("indexes each searchable register on the registry's own expression", () => {
    const searchable = app
      .get(EntityRegistry)
      .all()
      .filter((entity) => entity.searchExpression)
      .map((entity) => [entity.tabela, entity.searchExpression]);
    const indexed = Object.values(SEARCH_INDEXES).map((index) => [index.table, index.expression]);
    expect(searchable.length).toBeGreaterThanOrEqual(3);
    expect(indexed).toEqual(expect.arrayContaining(searchable));
  });

  it("uses each list's trigram index for its search", async () => {
    const runner = db.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const plans: Record<string, string> = {};
      for (const [name, { table, expression }] of Object.entries(SEARCH_INDEXES)) {
        const plan: Array<{ 'QUERY PLAN': string }> = await runner.query(
          `EXPLAIN SELECT 1 FROM ${table} WHERE ${expression} LIKE campo_busca('%rooft%')`,
        );
        plans[name] = plan.map((line) => line['QUERY PLAN']).join('\n');
      }
      for (const name of Object.keys(SEARCH_INDEXES)) expect(plans[name]).toContain(name);
      const orderPlan: Array<{ 'QUERY PLAN': string }> = await runner.query(
        `EXPLAIN SELECT 1 FROM ordem_servico o WHERE campo_busca(o.codigo, o.descricao, o.equipamento, o.contrato) LIKE campo_busca('%rooft%')`,
      );
      expect(orderPlan.map((line) => line['QUERY PLAN']).join('\n')).toContain(
        'ordem_servico_busca',
      );
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});
