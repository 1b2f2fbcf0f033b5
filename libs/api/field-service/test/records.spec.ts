import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { ScheduleService } from '../src';
import { createFieldServiceApp, createPlan } from './support';

/**
 * Master data created by hand (`POST /api/dados/:entidade`) through the ingestion
 * validator, and retired or reactivated (`/desativar`, `/reativar`): the equipment leaves
 * the following year's grid and PMOC and keeps its history.
 */
describe('records created and retired by hand', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let token: string;
  const agents: Record<string, SessionAgent> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    for (const [role, name] of [
      ['ADMIN', 'Ana Admin'],
      ['SUPERVISOR', 'Sara Supervisora'],
      ['TECNICO', 'Téo Técnico'],
    ] as const) {
      agents[role] = (await signIn(app, db, { companyId, role, name })).api;
    }
    const issued = await agents.ADMIN.post('/api/admin/tokens-ingestao')
      .send({ nome: 'ERP', entidades: ['contrato', 'equipamento'] })
      .expect(201);
    token = issued.body.dados.token;
  });
  afterAll(() => app.close());

  const create = (entity: string, body: object, role = 'SUPERVISOR') =>
    agents[role].post(`/api/dados/${entity}`).send(body);
  const act = (entity: string, id: string, action: 'desativar' | 'reativar', role = 'SUPERVISOR') =>
    agents[role].post(`/api/dados/${entity}/${id}/${action}`).send({});
  const erp = (entity: string, linhas: object[]) =>
    request(app.getHttpServer())
      .post(`/api/ingestao-pub/${entity}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas })
      .expect(200);
  const grid = (ano: number) =>
    app
      .get(ScheduleService)
      .grid(
        { companyId, timeZone: 'America/Sao_Paulo' },
        { ano, contratoId: ids.contract },
        new Date('2026-05-15T12:00:00-03:00'),
      );
  const codes = async (ano: number) => (await grid(ano)).linhas.map((row) => row.codigo);

  it('creates a client (201 with its id) and records it in the import history as Painel: <name>', async () => {
    const response = await create('cliente', { codigo: 'CLI-1', nome: 'Hospital Boa Saúde' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      sucesso: true,
      avisos: [],
      dados: {
        id: expect.any(String),
        codigo: 'CLI-1',
        nome: 'Hospital Boa Saúde',
        desativadoEm: null,
        desativadoPor: null,
      },
    });
    const history = await agents.ADMIN.get('/api/admin/importacoes?entidade=cliente').expect(200);
    expect(history.body.dados.itens[0]).toMatchObject({
      entidade: 'cliente',
      origem: 'Painel: Sara Supervisora',
      tokenId: null,
      modo: 'INSERT',
    });
  });

  it('refuses a row with one error per bad field, exactly as the ingestion API words them', async () => {
    const row = {
      codigo: 'CT-1',
      cliente: 'CLI-1',
      inicio: '31/02/2026',
      slaAtendimentoHoras: 'quatro',
      diaFechamentoRgm: 40,
    };
    const refused = await create('contrato', row).expect(400);
    expect(refused.body.codigo).toBe('DADOS_INVALIDOS');
    const details: string[] = refused.body.detalhes;
    expect(details.map((detail) => detail.split(':')[0])).toEqual([
      'inicio',
      'slaAtendimentoHoras',
      'diaFechamentoRgm',
    ]);
    const viaApi = await erp('contrato', [row]);
    expect(viaApi.body.dados.resultados[0].erros).toEqual(details);
    expect((await create('contrato', { ...row, foo: 1 }).expect(400)).body.detalhes).toEqual([
      'foo: não é um campo de contrato',
    ]);
  });

  it('refuses an unknown required reference as ingestion does; warns on an unknown optional one', async () => {
    const refused = await create('contrato', { codigo: 'CT-1', cliente: 'CLI-9' }).expect(400);
    expect(refused.body.detalhes).toEqual([
      'cliente: cliente "CLI-9" não encontrado; cadastre-o antes.',
    ]);
    const warned = await create('ativo_informacao', {
      codigo: 'SRV-1',
      nome: 'Servidor',
      proprietario: 'ninguem@exemplo.com.br',
    }).expect(201);
    expect(warned.body.avisos).toEqual([
      'proprietario: usuário com e-mail "ninguem@exemplo.com.br" não encontrado; gravado sem o vínculo.',
    ]);
  });

  it('an existing key is 409 REGISTRO_JA_EXISTE with its id, never an update; a TECNICO may not create', async () => {
    const contract = await create('contrato', { codigo: 'CT-1', cliente: 'CLI-1' }).expect(201);
    ids.contract = contract.body.dados.id;
    const again = await create('contrato', {
      codigo: 'CT-1',
      cliente: 'CLI-1',
      descricao: 'outra',
    }).expect(409);
    expect(again.body).toMatchObject({ codigo: 'REGISTRO_JA_EXISTE', id: ids.contract });
    const [stored] = await db.query(`SELECT descricao FROM contrato WHERE id = $1`, [ids.contract]);
    expect(stored.descricao).toBeNull();
    await create('contrato', { codigo: 'CT-2', cliente: 'CLI-1' }, 'TECNICO').expect(403);
    expect((await create('nada', {}).expect(404)).body.codigo).toBe('ENTIDADE_DESCONHECIDA');
  });

  it('retires an equipment: it leaves next year’s grid and PMOC, keeps its history, and comes back on reactivation', async () => {
    for (const codigo of ['AC-1', 'AC-2']) {
      const created = await create('equipamento', {
        codigo,
        contrato: 'CT-1',
        setor: 'UTI',
        tipo: 'Split',
      }).expect(201);
      ids[codigo] = created.body.dados.id;
      await createPlan(db, companyId, {
        equipamentoId: ids[codigo],
        periodicidade: 'MS',
        inicio: '2026-01-15',
        execucoes: ['2026-03-16'],
      });
    }
    await act('equipamento', ids['AC-1'], 'desativar', 'TECNICO').expect(403);
    const retired = await act('equipamento', ids['AC-1'], 'desativar').expect(200);
    expect(retired.body.dados).toMatchObject({
      codigo: 'AC-1',
      desativadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      desativadoPor: 'Sara Supervisora',
    });
    const twice = await act('equipamento', ids['AC-1'], 'desativar').expect(200);
    expect(twice.body.dados.desativadoEm).toBe(retired.body.dados.desativadoEm);

    // Fix the retirement on 10/06/2026 so the grid can be checked on a known calendar.
    await db.query(
      `UPDATE equipamento SET desativado_em = '2026-06-10T12:00:00-03:00' WHERE id = $1`,
      [ids['AC-1']],
    );
    const year = (await grid(2026)).linhas.find((row) => row.codigo === 'AC-1');
    expect(year?.meses).toEqual([
      'atrasado', // January: projected, not executed (history stays as it was)
      'atrasado',
      'executado',
      'atrasado',
      'planejado', // May (today) still planned
      'nenhum', // 16/06 is after the retirement
      ...Array(6).fill('nenhum'),
    ]);
    expect(await codes(2027)).toEqual(['AC-2']);
    expect(await codes(2025)).toEqual(['AC-1', 'AC-2']);

    // Preventive orders after the retirement are not generated for it.
    const july = await agents.SUPERVISOR.post('/api/fs/ordens/preventivas')
      .send({ mes: '2026-07' })
      .expect(200);
    expect(july.body.dados).toMatchObject({ planejadas: 1, criadas: 1 });
    const generated = await db.query(
      `SELECT e.codigo, o.data_planejada::text AS dia FROM ordem_servico o JOIN equipamento e ON e.id = o.equipamento_id
        WHERE o.empresa_id = $1 AND o.data_planejada IS NOT NULL`,
      [companyId],
    );
    expect(generated).toEqual([{ codigo: 'AC-2', dia: '2026-07-16' }]);

    const pmoc = async (ano: number) => {
      const generated = await agents.SUPERVISOR.post('/api/fs/pmoc/gerar')
        .send({ contratoId: ids.contract, ano })
        .expect(201);
      const inventory = generated.body.dados.conteudo.secoes.find(
        (section: { id: string }) => section.id === 'inventario',
      );
      return inventory.linhas.map((line: string[]) => line[0]);
    };
    expect(await pmoc(2027)).toEqual(['AC-2']);
    expect(await pmoc(2026)).toEqual(['AC-1', 'AC-2']);

    // Still readable, listed with a filter, its plans and executions kept.
    await agents.TECNICO.get(`/api/dados/equipamento/${ids['AC-1']}`).expect(200);
    const list = async (situacao: string) =>
      (
        await agents.TECNICO.get(`/api/dados/equipamento?situacao=${situacao}`).expect(200)
      ).body.dados.itens.map((item: { codigo: string }) => item.codigo);
    expect(await list('desativados')).toEqual(['AC-1']);
    expect(await list('ativos')).toEqual(['AC-2']);
    await agents.TECNICO.get('/api/dados/equipamento?situacao=todos').expect(400);
    await agents.TECNICO.get('/api/dados/cliente_x?situacao=ativos').expect(404);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM execucao_atividade WHERE equipamento_id = $1`,
      [ids['AC-1']],
    );
    expect(count).toBe(1);
    // A month's RGM from before the retirement still counts the unit's order.
    await db.query(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, inicio_atendimento, fim_atendimento, status)
       VALUES ($1, 'OS-1', 'CT-1', $2, $3, 'CORRETIVA', '2026-05-04T08:00-03:00', '2026-05-04T09:00-03:00', '2026-05-04T11:00-03:00', 'CONCLUIDA')`,
      [companyId, ids.contract, ids['AC-1']],
    );
    const rgm = await agents.SUPERVISOR.post('/api/fs/rgm')
      .send({ contratoId: ids.contract, inicio: '2026-05-01', fim: '2026-05-31' })
      .expect(201);
    expect(rgm.body.dados.snapshot.porEquipamento).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: 'AC-1', chamados: 1 })]),
    );

    // An ERP's UPSERT updates the retired equipment's fields; it stays retired.
    const upsert = await erp('equipamento', [
      { codigo: 'AC-1', contrato: 'CT-1', setor: 'UTI', descricao: 'Trocado pelo AC-3' },
    ]);
    expect(upsert.body.dados.resultados[0]).toMatchObject({ status: 'OK', acao: 'ATUALIZADO' });
    const after = await agents.TECNICO.get(`/api/dados/equipamento/${ids['AC-1']}`).expect(200);
    expect(after.body.dados).toMatchObject({
      descricao: 'Trocado pelo AC-3',
      desativadoPor: 'Sara Supervisora',
      desativadoEm: '2026-06-10T15:00:00.000Z',
    });

    const back = await act('equipamento', ids['AC-1'], 'reativar').expect(200);
    expect(back.body.dados).toMatchObject({ desativadoEm: null, desativadoPor: null });
    expect(await codes(2027)).toEqual(['AC-1', 'AC-2']);
    const trail = await db.query(
      `SELECT action, actor_name AS "actorName" FROM audit_events WHERE empresa_id = $1 AND target_id = $2 ORDER BY id`,
      [companyId, ids['AC-1']],
    );
    expect(trail).toEqual([
      { action: 'REGISTRO_DESATIVADO', actorName: 'Sara Supervisora' },
      { action: 'REGISTRO_REATIVADO', actorName: 'Sara Supervisora' },
    ]);
  });

  it('a retired contract takes its equipment out of the following years and warns new ones; a non-retirable entity is 400', async () => {
    await act('contrato', ids.contract, 'desativar').expect(200);
    await db.query(
      `UPDATE contrato SET desativado_em = '2026-06-10T12:00:00-03:00' WHERE id = $1`,
      [ids.contract],
    );
    expect(await codes(2027)).toEqual([]);
    expect(await codes(2026)).toEqual(['AC-1', 'AC-2']);
    // A unit added under the retired contract is linked to it, with a warning (as ingestion would).
    const added = await create('equipamento', {
      codigo: 'AC-3',
      contrato: 'CT-1',
      setor: 'UTI',
    }).expect(201);
    expect(added.body.avisos).toEqual(['contrato: contrato "CT-1" está desativado.']);
    expect(await codes(2027)).toEqual([]);
    await act('contrato', ids.contract, 'reativar').expect(200);
    expect(await codes(2027)).toEqual(['AC-1', 'AC-2', 'AC-3']);

    const [asset] = await db.query(`SELECT id FROM ativo_informacao WHERE empresa_id = $1`, [
      companyId,
    ]);
    expect((await act('ativo_informacao', asset.id, 'desativar').expect(400)).body.codigo).toBe(
      'ENTIDADE_NAO_DESATIVAVEL',
    );
    await act('equipamento', '00000000-0000-4000-8000-000000000000', 'desativar').expect(404);
    const descriptors = (await agents.TECNICO.get('/api/dados').expect(200)).body.dados as Array<{
      entidade: string;
      desativavel?: boolean;
    }>;
    expect(
      descriptors.filter((entity) => entity.desativavel).map((entity) => entity.entidade),
    ).toEqual(['cliente', 'contrato', 'equipamento']);
  });
});
