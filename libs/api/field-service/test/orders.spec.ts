import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { ServiceOrderDetail } from '@campo/contracts';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createUser,
  createTestApp,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';
import { RgmFiguresRepository } from '../src/lib/rgm/rgm-figures.repository';
import { answerActivity, createPlan } from './support';

/**
 * Fixture: company A with contract CT-SLA (targets 4 h to attend, 24 h to solve) and its
 * equipment EQ-1 and EQ-2, contract CT-LIVRE (no targets) with EQ-3; two technicians
 * (one inactive), a supervisor, an admin; company B with its own order.
 */
describe('service orders', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    for (const company of ['A', 'B']) {
      ids[company] = (await createCompany(db)).id;
      const client = await one(
        `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente')`,
        [ids[company]],
      );
      ids[`ctSla${company}`] = await one(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, sla_atendimento_horas, sla_solucao_horas)
         VALUES ($1, 'CT-SLA', 'C', $2, 4, 24)`,
        [ids[company], client],
      );
      ids[`ctLivre${company}`] = await one(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT-LIVRE', 'C', $2)`,
        [ids[company], client],
      );
    }
    const equipment = (code: string, contract: string, company = 'A') =>
      one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, $2, $3, $4, 'UTI')`,
        [
          ids[company],
          code,
          contract.replace(/[AB]$/, '').replace('ctSla', 'CT-SLA').replace('ctLivre', 'CT-LIVRE'),
          ids[contract],
        ],
      );
    ids.eq1 = await equipment('EQ-1', 'ctSlaA');
    ids.eq2 = await equipment('EQ-2', 'ctSlaA');
    ids.eq3 = await equipment('EQ-3', 'ctLivreA');
    ids.eqB = await equipment('EQ-B', 'ctSlaB', 'B');
    for (const role of ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const) {
      const { api, user } = await signIn(app, db, {
        companyId: ids.A,
        role,
        name: `Pessoa ${role}`,
      });
      agents[role] = api;
      ids[role] = user.id;
    }
    ids.tecnico2 = (
      await createUser(db, { companyId: ids.A, role: 'TECNICO', name: 'Bruno Técnico' })
    ).id;
    ids.inativo = (
      await createUser(db, { companyId: ids.A, role: 'TECNICO', name: 'Inativo', active: false })
    ).id;
    ids.tecnicoB = (await createUser(db, { companyId: ids.B, role: 'TECNICO' })).id;
    const { api: adminB } = await signIn(app, db, { companyId: ids.B, role: 'SUPERVISOR' });
    agents.B = adminB;
    const issued = await agents.ADMIN.post('/api/admin/tokens-ingestao')
      .send({ nome: 'ERP', entidades: ['ordem_servico'] })
      .expect(201);
    token = issued.body.dados.token;
  });
  afterAll(() => app.close());

  const as = (who: string) => agents[who];
  const open = async (body: object = {}, who = 'SUPERVISOR') =>
    (
      await as(who)
        .post('/api/fs/ordens')
        .send({ equipamentoId: ids.eq1, tipo: 'CORRETIVA', descricao: 'Não gela', ...body })
        .expect(201)
    ).body.dados as ServiceOrderDetail;
  const act = (path: string, body: object = {}, who = 'SUPERVISOR') =>
    as(who).post(`/api/fs/ordens/${path}`).send(body);
  const erp = (linhas: unknown[]) =>
    request(app.getHttpServer())
      .post('/api/ingestao-pub/ordem_servico')
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas });

  describe('lifecycle', () => {
    it('opens an order with a reserved-prefix code under the equipment’s contract; a TECNICO may not', async () => {
      const order = await open({ prioridade: 'ALTA' });
      expect(order).toMatchObject({
        codigo: expect.stringMatching(/^APP-\d{4}-\d{6}$/),
        origem: 'app',
        tipo: 'CORRETIVA',
        situacao: 'ABERTA',
        prioridade: 'ALTA',
        descricao: 'Não gela',
        contrato: { id: ids.ctSlaA, codigo: 'CT-SLA' },
        equipamento: { id: ids.eq1, codigo: 'EQ-1' },
        tecnicos: [],
        alocacoes: [],
        historico: [
          { acao: 'abrir', de: null, para: 'ABERTA', motivo: null, usuario: 'Pessoa SUPERVISOR' },
        ],
      });
      const next = await open({}, 'ADMIN');
      expect(Number(next.codigo.slice(-6))).toBe(Number(order.codigo.slice(-6)) + 1);
      await as('TECNICO')
        .post('/api/fs/ordens')
        .send({ equipamentoId: ids.eq1, tipo: 'CORRETIVA', descricao: 'x' })
        .expect(403);
    });

    it('refuses bad input with one message per field, and another company’s equipment', async () => {
      const bad = await as('SUPERVISOR')
        .post('/api/fs/ordens')
        .send({ equipamentoId: 'x', tipo: 'Reparo', descricao: '' })
        .expect(400);
      expect(bad.body.detalhes).toHaveLength(3);
      const foreign = await as('SUPERVISOR')
        .post('/api/fs/ordens')
        .send({ equipamentoId: ids.eqB, tipo: 'CORRETIVA', descricao: 'x' })
        .expect(404);
      expect(foreign.body.codigo).toBe('EQUIPAMENTO_NAO_ENCONTRADO');
    });

    it('codes never repeat when many orders are opened at once', async () => {
      const orders = await Promise.all(Array.from({ length: 8 }, () => open()));
      expect(new Set(orders.map((order) => order.codigo)).size).toBe(8);
    });

    it('assigns and unassigns technicians; only active technicians, once each', async () => {
      const order = await open();
      const assigned = await act(`${order.id}/alocacoes`, { tecnicoId: ids.TECNICO }).expect(201);
      expect(assigned.body.dados.tecnicos).toEqual([
        {
          alocacaoId: expect.any(String),
          id: ids.TECNICO,
          nome: 'Pessoa TECNICO',
          atendendo: false,
        },
      ]);
      expect(assigned.body.dados.alocacoes).toEqual([
        expect.objectContaining({ tecnicoId: ids.TECNICO, fim: null, km: 0 }),
      ]);
      const again = await act(`${order.id}/alocacoes`, { tecnicoId: ids.TECNICO }).expect(409);
      expect(again.body.codigo).toBe('TECNICO_JA_ALOCADO');
      for (const tecnicoId of [ids.SUPERVISOR, ids.inativo, ids.tecnicoB]) {
        const refused = await act(`${order.id}/alocacoes`, { tecnicoId }).expect(422);
        expect(refused.body.codigo).toBe('TECNICO_INVALIDO');
      }
      await act(`${order.id}/alocacoes`, { tecnicoId: ids.tecnico2 }).expect(201);
      const [{ tecnico_id: responsible }] = await db.query(
        `SELECT tecnico_id FROM ordem_servico WHERE id = $1`,
        [order.id],
      );
      expect(responsible).toBe(ids.tecnico2);

      const allocationId = assigned.body.dados.tecnicos[0].alocacaoId;
      const removed = await as('SUPERVISOR')
        .delete(`/api/fs/ordens/${order.id}/alocacoes/${allocationId}`)
        .expect(200);
      expect(removed.body.dados.tecnicos.map((t: { id: string }) => t.id)).toEqual([ids.tecnico2]);
      const gone = await as('SUPERVISOR')
        .delete(`/api/fs/ordens/${order.id}/alocacoes/${allocationId}`)
        .expect(404);
      expect(gone.body.codigo).toBe('ALOCACAO_NAO_ENCONTRADA');
      await as('TECNICO')
        .post(`/api/fs/ordens/${order.id}/alocacoes`)
        .send({ tecnicoId: ids.TECNICO })
        .expect(403);
    });

    it('starts, closes (ending its allocations) and then refuses every change with 409', async () => {
      const order = await open();
      await act(`${order.id}/alocacoes`, { tecnicoId: ids.TECNICO }).expect(201);
      const rescheduled = await as('SUPERVISOR')
        .put(`/api/fs/ordens/${order.id}/agendamento`)
        .send({ agendadaPara: '2090-12-01T13:00:00Z' })
        .expect(200);
      expect(new Date(rescheduled.body.dados.agendadaPara).toISOString()).toBe(
        '2090-12-01T13:00:00.000Z',
      );
      expect(rescheduled.body.dados.dia).toBe('2090-12-01');
      const started = await act(`${order.id}/iniciar`).expect(200);
      expect(started.body.dados).toMatchObject({
        situacao: 'EM_ATENDIMENTO',
        inicioAtendimento: expect.any(String),
      });
      const twice = await act(`${order.id}/iniciar`).expect(409);
      expect(twice.body).toMatchObject({ sucesso: false, codigo: 'TRANSICAO_INVALIDA' });
      const closed = await act(`${order.id}/concluir`, { causaRaiz: 'Filtro obstruído' }).expect(
        200,
      );
      expect(closed.body.dados).toMatchObject({
        situacao: 'CONCLUIDA',
        causaRaiz: 'Filtro obstruído',
        fimAtendimento: expect.any(String),
      });
      expect(closed.body.dados.alocacoes[0].fim).toEqual(expect.any(String));
      for (const [path, body] of [
        ['concluir', {}],
        ['cancelar', { motivo: 'Cliente desistiu' }],
        ['iniciar', {}],
        ['alocacoes', { tecnicoId: ids.tecnico2 }],
      ] as const) {
        const refused = await act(`${order.id}/${path}`, body).expect(409);
        expect(refused.body.codigo).toBe('TRANSICAO_INVALIDA');
        expect(refused.body.erro).toContain('concluída');
      }
      await as('SUPERVISOR')
        .put(`/api/fs/ordens/${order.id}/agendamento`)
        .send({ agendadaPara: null })
        .expect(409);
      const detail = await as('TECNICO').get(`/api/fs/ordens/${order.id}`).expect(200);
      expect(
        detail.body.dados.historico.map((e: { acao: string; de: string; para: string }) => [
          e.acao,
          e.de,
          e.para,
        ]),
      ).toEqual([
        ['abrir', null, 'ABERTA'],
        ['alocar', 'ABERTA', 'ABERTA'],
        ['reagendar', 'ABERTA', 'ABERTA'],
        ['iniciar', 'ABERTA', 'EM_ATENDIMENTO'],
        ['concluir', 'EM_ATENDIMENTO', 'CONCLUIDA'],
      ]);
    });

    it('cancels with a reason (required), recorded with who and when; a cancelled order cannot close', async () => {
      const order = await open();
      const missing = await act(`${order.id}/cancelar`, {}).expect(400);
      expect(missing.body.detalhes).toEqual([expect.stringContaining('motivo')]);
      const cancelled = await act(`${order.id}/cancelar`, {
        motivo: 'Aberta em duplicidade',
      }).expect(200);
      expect(cancelled.body.dados.situacao).toBe('CANCELADA');
      expect(cancelled.body.dados.historico[1]).toEqual({
        acao: 'cancelar',
        de: 'ABERTA',
        para: 'CANCELADA',
        motivo: 'Aberta em duplicidade',
        usuario: 'Pessoa SUPERVISOR',
        em: expect.any(String),
        reagendamento: null,
      });
      expect((await act(`${order.id}/concluir`).expect(409)).body.codigo).toBe(
        'TRANSICAO_INVALIDA',
      );
    });

    it('another company’s order, and ids that are not ids, are not found', async () => {
      const [{ id: foreign }] = await db.query(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, tipo, abertura)
         VALUES ($1, 'OS-B', 'CT-SLA', $2, 'CORRETIVA', now()) RETURNING id`,
        [ids.B, ids.ctSlaB],
      );
      for (const response of [
        await as('SUPERVISOR').get(`/api/fs/ordens/${foreign}`),
        await act(`${foreign}/cancelar`, { motivo: 'invasão' }),
        await as('SUPERVISOR').get('/api/fs/ordens/nao-e-id'),
      ]) {
        expect([response.status, response.body.codigo]).toEqual([404, 'ORDEM_NAO_ENCONTRADA']);
      }
    });
  });

  describe('list', () => {
    it('filters by state, technician, contract and period, newest first by default, with paging', async () => {
      const cancelled = await open({ equipamentoId: ids.eq3, descricao: 'Lista' });
      await act(`${cancelled.id}/cancelar`, { motivo: 'Teste de lista' }).expect(200);
      const assigned = await open({ equipamentoId: ids.eq3, descricao: 'Lista' });
      await act(`${assigned.id}/alocacoes`, { tecnicoId: ids.tecnico2 }).expect(201);
      await db.query(`UPDATE ordem_servico SET abertura = '2025-06-15T12:00:00Z' WHERE id = $1`, [
        assigned.id,
      ]);

      const list = async (query: string) =>
        (await as('TECNICO').get(`/api/fs/ordens?${query}`).expect(200)).body.dados;
      const byContract = await list(`contratoId=${ids.ctLivreA}`);
      expect(byContract.itens.map((o: { id: string }) => o.id)).toEqual([
        cancelled.id,
        assigned.id,
      ]);
      expect(byContract.total).toBe(2);
      expect((await list(`contratoId=${ids.ctLivreA}&ordem=antigas`)).itens[0].id).toBe(
        assigned.id,
      );
      expect(
        (await list(`contratoId=${ids.ctLivreA}&situacao=CANCELADA`)).itens.map(
          (o: { id: string }) => o.id,
        ),
      ).toEqual([cancelled.id]);
      expect(
        (await list(`tecnicoId=${ids.tecnico2}&contratoId=${ids.ctLivreA}`)).itens.map(
          (o: { id: string }) => o.id,
        ),
      ).toEqual([assigned.id]);
      expect(
        (await list(`desde=2025-06-15&ate=2025-06-15`)).itens.map((o: { id: string }) => o.id),
      ).toEqual([assigned.id]);
      expect((await list(`desde=2025-06-16&ate=2025-06-30`)).total).toBe(0);
      const paged = await list(`contratoId=${ids.ctLivreA}&porPagina=1&pagina=2`);
      expect(paged).toMatchObject({
        total: 2,
        pagina: 2,
        porPagina: 1,
        itens: [{ id: assigned.id }],
      });
      const bad = await as('TECNICO')
        .get('/api/fs/ordens?situacao=PERDIDA&desde=ontem')
        .expect(400);
      expect(bad.body.detalhes).toHaveLength(2);
    });
  });

  describe('SLA clock', () => {
    // Opened 10/03/2026 08:00 in São Paulo (11:00 UTC); targets 4 h and 24 h, calendar hours.
    const ABERTURA = '2026-03-10T11:00:00Z';
    const fixture = async (
      equipment: string,
      times: { inicio?: string; fim?: string; status?: string },
    ) => {
      const order = await open({ equipamentoId: equipment });
      await db.query(
        `UPDATE ordem_servico SET abertura = $2, inicio_atendimento = $3, fim_atendimento = $4, status = coalesce($5, status)
          WHERE id = $1`,
        [order.id, ABERTURA, times.inicio ?? null, times.fim ?? null, times.status ?? null],
      );
      return (await as('SUPERVISOR').get(`/api/fs/ordens/${order.id}`).expect(200)).body.dados
        .sla as ServiceOrderDetail['sla'];
    };

    it('due times are abertura + the contract’s hours; late as the RGM counts it', async () => {
      const due = {
        medida: 'chamado',
        prazoInicio: null,
        toleranciaMinutos: 60,
        metaAtendimentoHoras: 4,
        metaSolucaoHoras: 24,
        prazoAtendimento: '2026-03-10T15:00:00.000Z',
        prazoSolucao: '2026-03-11T11:00:00.000Z',
      };
      // Attended at 3 h 59 min, solved at exactly 24 h: on time.
      expect(
        await fixture(ids.eq2, {
          inicio: '2026-03-10T14:59:00Z',
          fim: '2026-03-11T11:00:00Z',
          status: 'CONCLUIDA',
        }),
      ).toEqual({ ...due, resultado: 'no_prazo', atrasada: false });
      // Attended at 4 h 01 min: late, even though solved in time.
      expect(
        await fixture(ids.eq2, {
          inicio: '2026-03-10T15:01:00Z',
          fim: '2026-03-10T18:00:00Z',
          status: 'CONCLUIDA',
        }),
      ).toEqual({ ...due, resultado: 'atrasada', atrasada: true });
      // Never attended, months later: late.
      expect(await fixture(ids.eq2, {})).toEqual({ ...due, resultado: 'atrasada', atrasada: true });
      // Cancelled: never late.
      expect(await fixture(ids.eq2, { status: 'CANCELADA' })).toEqual({
        ...due,
        resultado: 'cancelada',
        atrasada: false,
      });
      // No targets: no due times, never late.
      expect(await fixture(ids.eq3, {})).toEqual({
        medida: 'chamado',
        resultado: 'sem_meta',
        prazoInicio: null,
        toleranciaMinutos: 60,
        metaAtendimentoHoras: null,
        metaSolucaoHoras: null,
        prazoAtendimento: null,
        prazoSolucao: null,
        atrasada: false,
      });
      // The RGM of March for EQ-2's contract: 3 orders with targets (the cancelled one is out), 1 on time.
      const figures = await app.get(RgmFiguresRepository).summary({
        companyId: ids.A,
        timeZone: 'America/Sao_Paulo',
        contractId: ids.ctSlaA,
        inicio: '2026-03-01',
        fim: '2026-03-31',
      });
      expect([figures.comMeta, figures.noPrazo]).toEqual([3, 1]);
    });

    it('a new order is not late until its due time passes', async () => {
      const order = await open({ equipamentoId: ids.eq2 });
      const abertura = new Date(order.abertura).getTime();
      expect(new Date(order.sla.prazoAtendimento!).getTime() - abertura).toBe(4 * 3600_000);
      expect(new Date(order.sla.prazoSolucao!).getTime() - abertura).toBe(24 * 3600_000);
      expect(order.sla.atrasada).toBe(false);
    });
  });

  describe('ERP versus app orders', () => {
    it('discovery shows the reserved prefix on the order code', async () => {
      const response = await request(app.getHttpServer())
        .get('/api/ingestao-pub/entidades')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const entity = response.body.dados.entidades.find(
        (e: { entidade: string }) => e.entidade === 'ordem_servico',
      );
      const code = entity.campos.find((c: { campo: string }) => c.campo === 'codigo');
      expect(code.prefixoReservado).toBe('APP-');
      expect(code.descricao).toContain('"APP-"');
    });

    it('an UPSERT of an app order’s code is refused, in any case, and the order is untouched', async () => {
      const order = await open({ descricao: 'Aberta no app' });
      const before = await db.query(`SELECT * FROM ordem_servico WHERE id = $1`, [order.id]);
      const row = {
        contrato: 'CT-SLA',
        tipo: 'Corretiva',
        abertura: '01/11/2026 08:00',
        descricao: 'Do ERP',
        status: 'Concluída',
      };
      const response = await erp([
        { ...row, codigo: order.codigo },
        { ...row, codigo: ` ${order.codigo.toLowerCase()}` },
        { ...row, codigo: 'OS-ERP-1' },
      ]).expect(200);
      const results = response.body.dados.resultados;
      expect(results.map((r: { status: string }) => r.status)).toEqual(['ERRO', 'ERRO', 'OK']);
      expect(results[0].erros).toEqual([
        expect.stringMatching(/^codigo: o prefixo "APP-" é reservado/),
      ]);
      expect(await db.query(`SELECT * FROM ordem_servico WHERE id = $1`, [order.id])).toEqual(
        before,
      );
      const [{ count }] = await db.query(
        `SELECT count(*)::int AS count FROM ordem_servico WHERE empresa_id = $1 AND upper(codigo) = $2`,
        [ids.A, order.codigo],
      );
      expect(count).toBe(1);
    });

    it('an ERP order can be dispatched but its state stays the ERP’s; its next UPSERT keeps the allocation', async () => {
      const row = {
        codigo: 'OS-ERP-2',
        contrato: 'CT-SLA',
        equipamento: 'EQ-1',
        tipo: 'Corretiva',
        abertura: '02/11/2026 08:00',
      };
      const created = await erp([row]).expect(200);
      const id = created.body.dados.resultados[0].id;
      const assigned = await act(`${id}/alocacoes`, { tecnicoId: ids.TECNICO }).expect(201);
      expect(assigned.body.dados).toMatchObject({ origem: 'integracao', situacao: 'ABERTA' });
      for (const path of ['iniciar', 'concluir']) {
        expect((await act(`${id}/${path}`).expect(409)).body.codigo).toBe('ORDEM_DA_INTEGRACAO');
      }
      await erp([{ ...row, status: 'Em atendimento' }]).expect(200);
      const after = (await as('SUPERVISOR').get(`/api/fs/ordens/${id}`).expect(200)).body.dados;
      expect(after).toMatchObject({ situacao: 'EM_ATENDIMENTO', tecnicos: [{ id: ids.TECNICO }] });
    });
  });

  describe('preventive orders from the units’ activity plans', () => {
    beforeAll(async () => {
      // EQ-1 from Monday 05/01/2026: a weekly activity (March's Mondays 2, 9, 16, 23, 30)
      // and a monthly one (05/03) that rides on its first visit of the month.
      ids.weekly = await createPlan(db, ids.A, {
        equipamentoId: ids.eq1,
        periodicidade: 'SM',
        inicio: '2026-01-05',
        descricao: 'Verificar a pressão da sala',
      });
      ids.monthly = await createPlan(db, ids.A, {
        equipamentoId: ids.eq1,
        periodicidade: 'MS',
        inicio: '2026-01-05',
        descricao: 'Limpar os filtros',
      });
      // EQ-3 monthly from 15/01/2026: 15/03.
      await createPlan(db, ids.A, {
        equipamentoId: ids.eq3,
        periodicidade: 'MS',
        inicio: '2026-01-15',
        descricao: 'Limpar a bandeja',
      });
    });
    const generate = (mes: string, who = 'SUPERVISOR') =>
      as(who).post('/api/fs/ordens/preventivas').send({ mes });
    const planned = () =>
      db.query(
        `SELECT o.id, o.codigo, o.data_planejada::text AS data, o.equipamento, o.tipo, o.abertura, o.descricao,
                (SELECT json_agg(json_build_object('descricao', a.descricao, 'periodicidade', a.periodicidade,
                                                   'prevista', a.prevista) ORDER BY a.ordem)
                   FROM ordem_atividade a WHERE a.ordem_servico_id = o.id) AS atividades
           FROM ordem_servico o
          WHERE o.empresa_id = $1 AND o.data_planejada BETWEEN '2026-03-01' AND '2026-03-31'
          ORDER BY o.data_planejada, o.equipamento`,
        [ids.A],
      );

    it('creates one order per unit and visit day, carrying the activities due at it; running it again creates none', async () => {
      expect((await generate('2026-03').expect(200)).body.dados).toEqual({
        mes: '2026-03',
        planejadas: 6,
        criadas: 6,
        existentes: 0,
      });
      const first = await planned();
      expect(
        first.map((o: { data: string; equipamento: string }) => [o.data, o.equipamento]),
      ).toEqual([
        ['2026-03-02', 'EQ-1'],
        ['2026-03-09', 'EQ-1'],
        ['2026-03-15', 'EQ-3'],
        ['2026-03-16', 'EQ-1'],
        ['2026-03-23', 'EQ-1'],
        ['2026-03-30', 'EQ-1'],
      ]);
      expect(first[0]).toMatchObject({
        tipo: 'PREVENTIVA',
        codigo: expect.stringMatching(/^APP-2026-\d{6}$/),
        descricao: 'Preventiva (SM, MS) planejada para 02/03/2026',
        atividades: [
          { descricao: 'Verificar a pressão da sala', periodicidade: 'SM', prevista: '2026-03-02' },
          { descricao: 'Limpar os filtros', periodicidade: 'MS', prevista: '2026-03-05' },
        ],
      });
      expect(first[1].atividades).toEqual([
        { descricao: 'Verificar a pressão da sala', periodicidade: 'SM', prevista: '2026-03-09' },
      ]);
      const detail = (await as('SUPERVISOR').get(`/api/fs/ordens/${first[0].id}`).expect(200)).body
        .dados as ServiceOrderDetail;
      expect(detail.atividades).toEqual([
        expect.objectContaining({
          atividadeId: ids.weekly,
          componente: 'Unidade',
          periodicidade: 'SM',
          prevista: '2026-03-02',
        }),
        expect.objectContaining({ atividadeId: ids.monthly, prevista: '2026-03-05' }),
      ]);
      // Opened at the start of the planned local day (São Paulo, UTC-3).
      expect(first[0].abertura.toISOString()).toBe('2026-03-02T03:00:00.000Z');
      expect((await generate('2026-03').expect(200)).body.dados).toEqual({
        mes: '2026-03',
        planejadas: 6,
        criadas: 0,
        existentes: 6,
      });
      expect(await planned()).toEqual(first);
      expect((await generate('2026-03', 'TECNICO')).status).toBe(403);
      expect((await generate('2026-13')).status).toBe(400);
    });

    it('two runs at once still make one order per unit and day', async () => {
      const [a, b] = await Promise.all([generate('2026-04'), generate('2026-04')]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.dados.criadas + b.body.dados.criadas).toBe(a.body.dados.planejadas);
      const [{ count, distinct }] = await db.query(
        `SELECT count(*)::int AS count, count(DISTINCT (equipamento_id, data_planejada))::int AS distinct
           FROM ordem_servico WHERE empresa_id = $1 AND data_planejada BETWEEN '2026-04-01' AND '2026-04-30'`,
        [ids.A],
      );
      expect([count, distinct]).toEqual([a.body.dados.planejadas, a.body.dados.planejadas]);
    });

    it('the grid shows the months with a planned order; closing one records what its checklist answered', async () => {
      const grid = async () =>
        (await as('TECNICO').get('/api/fs/cronograma?ano=2026').expect(200)).body.dados.linhas.find(
          (row: { codigo: string }) => row.codigo === 'EQ-1',
        );
      expect((await grid()).ordensPlanejadas).toEqual([2, 3]);
      const [{ id }] = await db.query(
        `SELECT id FROM ordem_servico WHERE equipamento_id = $1 AND data_planejada = '2026-03-02'`,
        [ids.eq1],
      );
      // Closed with no checklist answer: no execution, its activities stay due.
      await act(`${id}/concluir`).expect(200);
      expect(
        await db.query(`SELECT 1 FROM execucao_atividade WHERE ordem_servico_id = $1`, [id]),
      ).toEqual([]);
      const [{ id: next }] = await db.query(
        `SELECT id FROM ordem_servico WHERE equipamento_id = $1 AND data_planejada = '2026-03-09'`,
        [ids.eq1],
      );
      await answerActivity(db, ids.A, {
        ordemId: next,
        item: 'Verificar a pressão da sala',
        atividadeId: ids.weekly,
      });
      await act(`${next}/concluir`).expect(200);
      const executions = await db.query(
        `SELECT atividade_id AS "atividadeId", resultado FROM execucao_atividade WHERE ordem_servico_id = $1`,
        [next],
      );
      expect(executions).toEqual([{ atividadeId: ids.weekly, resultado: 'CONFORME' }]);
    });
  });

  describe('an ERP’s order and the activity plan', () => {
    it('records the executions its checklist answered when the ERP finishes it, and drops them when it reopens it', async () => {
      const activity = await createPlan(db, ids.A, {
        equipamentoId: ids.eq2,
        periodicidade: 'TR',
        inicio: '2026-01-05',
        descricao: 'Medir a corrente',
      });
      const row = {
        codigo: 'OS-ERP-PLANO',
        contrato: 'CT-SLA',
        equipamento: 'EQ-2',
        tipo: 'Preventiva',
        abertura: '03/11/2026 08:00',
        status: 'Em atendimento',
      };
      const id = (await erp([row]).expect(200)).body.dados.resultados[0].id as string;
      await answerActivity(db, ids.A, {
        ordemId: id,
        atividadeId: activity,
        item: 'Medir a corrente',
        naoSeAplica: true,
        observacao: 'Compressor em troca',
      });
      const executions = () =>
        db.query(
          `SELECT data::text AS data, resultado, motivo FROM execucao_atividade WHERE ordem_servico_id = $1`,
          [id],
        );
      await erp([{ ...row, status: 'Concluída', fimAtendimento: '03/11/2026 10:00' }]).expect(200);
      expect(await executions()).toEqual([
        { data: '2026-11-03', resultado: 'NAO_SE_APLICA', motivo: 'Compressor em troca' },
      ]);
      await erp([{ ...row, status: 'Em atendimento' }]).expect(200);
      expect(await executions()).toEqual([]);
    });
  });

  describe('dispatch agenda', () => {
    it('lists open orders up to the last day, unassigned first, with the technicians; supervisors only', async () => {
      const agenda = (
        await as('SUPERVISOR').get('/api/fs/despacho?inicio=2026-03-01&dias=7').expect(200)
      ).body.dados;
      expect(agenda.dias).toEqual([
        '2026-03-01',
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
      ]);
      expect(agenda.tecnicos.map((t: { nome: string }) => t.nome)).toEqual([
        'Bruno Técnico',
        'Pessoa TECNICO',
      ]);
      for (const order of agenda.ordens) {
        expect(['ABERTA', 'EM_ATENDIMENTO']).toContain(order.situacao);
        expect(order.dia <= '2026-03-07').toBe(true);
      }
      const assigned = agenda.ordens.map((o: { tecnicos: unknown[] }) => o.tecnicos.length > 0);
      expect(assigned).toEqual([...assigned].sort((a, b) => Number(a) - Number(b)));
      await as('TECNICO').get('/api/fs/despacho').expect(403);
    });
  });
});
