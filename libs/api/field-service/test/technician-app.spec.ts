import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  STANDARD_CHECKLIST_ITEMS,
  type ServiceOrderDetail,
  type TechnicianActionResult,
  type TechnicianOrder,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import {
  createCompany,
  loginAs,
  type SessionAgent,
  createUser,
  signIn,
} from '@campo/platform/testing';
import { localDate } from '@campo/contracts';
import { RgmFiguresRepository } from '../src/lib/rgm/rgm-figures.repository';
import {
  createEquipment,
  createFieldServiceApp,
  createPlan,
  recordActivityExecution,
} from './support';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/**
 * Fixture: company A (São Paulo) with contract CT-1 (targets 4 h / 24 h) and equipment
 * EQ-1 (sector UTI, monthly visits, no activity plan) and EQ-2; technicians Ana and Bruno, a supervisor and an
 * admin; company B with its own technician. Each test opens the orders it works on.
 */
describe('technician app', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    for (const company of ['A', 'B']) {
      ids[company] = (await createCompany(db)).id;
      const client = (ids[`client${company}`] = await one(
        `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Hospital Central')`,
        [ids[company]],
      ));
      ids[`ct${company}`] = await one(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, sla_atendimento_horas, sla_solucao_horas)
         VALUES ($1, 'CT-1', 'C', $2, 4, 24)`,
        [ids[company], client],
      );
      ids[`eq${company}`] = await one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, descricao, localizacao, tipo_gas)
         VALUES ($1, 'EQ-1', 'CT-1', $2, 'UTI', 'Split 24k', 'Sala 3', 'R-410A')`,
        [ids[company], ids[`ct${company}`]],
      );
    }
    ids.eq2 = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, 'EQ-2', 'CT-1', $2, 'Recepção')`,
      [ids.A, ids.ctA],
    );
    // EQ-1's visit cadence is monthly (ingested); the company loaded no activity catalogue,
    // so its plan is empty and its checklist the standard list.
    await db.query(`UPDATE equipamento SET periodicidade = 'MS' WHERE id = $1`, [ids.eqA]);
    for (const [key, role, name] of [
      ['ana', 'TECNICO', 'Ana Técnica'],
      ['bruno', 'TECNICO', 'Bruno Técnico'],
      ['SUPERVISOR', 'SUPERVISOR', 'Sara Supervisora'],
      ['ADMIN', 'ADMIN', 'Alice Admin'],
    ] as const) {
      const { api, user } = await signIn(app, db, { companyId: ids.A, role, name });
      agents[key] = api;
      ids[key] = user.id;
    }
    const { api: techB, user: userB } = await signIn(app, db, {
      companyId: ids.B,
      role: 'TECNICO',
    });
    agents.B = techB;
    ids.techB = userB.id;
  });
  afterAll(() => app.close());

  /** An order opened by the supervisor (opening moved back `openedMinutesAgo`), allocated to `who`. */
  async function order(
    options: {
      who?: string[];
      tipo?: string;
      equipamentoId?: string;
      agendadaPara?: string;
      openedMinutesAgo?: number;
    } = {},
  ): Promise<ServiceOrderDetail> {
    const opened = await agents.SUPERVISOR.post('/api/fs/ordens')
      .send({
        equipamentoId: options.equipamentoId ?? ids.eqA,
        tipo: options.tipo ?? 'PREVENTIVA',
        descricao: 'Manutenção',
        ...(options.agendadaPara ? { agendadaPara: options.agendadaPara } : {}),
      })
      .expect(201);
    const id = opened.body.dados.id as string;
    await db.query(
      `UPDATE ordem_servico SET abertura = now() - make_interval(mins => $2) WHERE id = $1`,
      [id, options.openedMinutesAgo ?? 120],
    );
    for (const who of options.who ?? ['ana'])
      await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
        .send({ tecnicoId: ids[who] })
        .expect(201);
    return (await agents.SUPERVISOR.get(`/api/fs/ordens/${id}`).expect(200)).body.dados;
  }

  const write = (who: string, orderId: string, action: string, body: object) =>
    agents[who].post(`/api/fs/app/os/${orderId}/${action}`).send(body);

  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query(sql, params))[0].count);

  const ALL_CONFORM = [
    { item: 'Filtros', conforme: true },
    { item: 'Dreno', conforme: false, observacao: 'Dreno com lodo, desobstruído' },
  ];

  describe('reading', () => {
    it('lists my open orders only: overdue and today first, then upcoming, nearest first', async () => {
      const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      const upcoming = await order({ agendadaPara: inDays(3) });
      const overdue = await order({ agendadaPara: inDays(-2) });
      const soon = await order({ agendadaPara: inDays(1) });
      const others = await order({ who: ['bruno'] });
      const cancelled = await order();
      await agents.SUPERVISOR.post(`/api/fs/ordens/${cancelled.id}/cancelar`)
        .send({ motivo: 'duplicada' })
        .expect(200);

      const mine = (await agents.ana.get('/api/fs/app/os').expect(200)).body.dados
        .itens as TechnicianOrder[];
      const listed = mine.map((item) => item.id);
      expect(listed).not.toContain(others.id);
      expect(listed).not.toContain(cancelled.id);
      const positions = [overdue, soon, upcoming].map((item) => listed.indexOf(item.id));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const first = mine.find((item) => item.id === overdue.id)!;
      expect(first).toMatchObject({
        quando: 'ATRASADA',
        situacao: 'ABERTA',
        equipamento: { id: ids.eqA, codigo: 'EQ-1', setor: 'UTI', localizacao: 'Sala 3' },
        contrato: { id: ids.ctA, codigo: 'CT-1', cliente: 'Hospital Central' },
        plano: { id: ids.eqA, periodicidade: 'MS' },
        minhaAlocacao: { iniciada: false, fim: null, km: 0 },
        // Scheduled two days ago and not started: late by punctuality, not by the call targets.
        sla: {
          medida: 'agendada',
          resultado: 'atrasada',
          atrasada: true,
          metaAtendimentoHoras: null,
        },
      });
      expect(mine.find((item) => item.id === upcoming.id)!.quando).toBe('PROXIMA');
      expect(mine.every((item) => item.tecnicos.some((tech) => tech.id === ids.ana))).toBe(true);
    });

    it('shows an order with its checklist and the equipment’s last visits', async () => {
      const earlier = await order({ equipamentoId: ids.eq2 });
      await agents.SUPERVISOR.post(`/api/fs/ordens/${earlier.id}/concluir`).send({}).expect(200);
      const current = await order({ equipamentoId: ids.eq2 });
      const detail = (await agents.ana.get(`/api/fs/app/os/${current.id}`).expect(200)).body
        .dados as TechnicianOrderDetail;
      expect(detail.checklist.map((answer) => answer.item)).toEqual([...STANDARD_CHECKLIST_ITEMS]);
      expect(detail.checklist.every((answer) => answer.conforme === null)).toBe(true);
      expect(detail.ultimasVisitas).toEqual([
        expect.objectContaining({ id: earlier.id, tecnicos: ['Ana Técnica'] }),
      ]);
      expect(detail).toMatchObject({ exigeCausaRaiz: false, plano: null });
    });

    it('shows the gas events recorded on the order, the app’s captures included', async () => {
      const current = await order();
      const capture = {
        id: randomUUID(),
        tipoGas: 'R-410A',
        tipoEvento: 'RECARGA',
        quantidadeKg: 1.25,
        dataEvento: '2026-11-02',
      };
      await write('ana', current.id, 'fluido', capture).expect(201);
      const detail = (await agents.ana.get(`/api/fs/app/os/${current.id}`).expect(200)).body
        .dados as TechnicianOrderDetail;
      expect(detail.fluidos).toEqual([
        expect.objectContaining({
          id: capture.id,
          ordemServicoId: current.id,
          equipamentoId: ids.eqA,
          tipoGas: 'R-410A',
          tipoEvento: 'RECARGA',
          quantidadeKg: 1.25,
          dataEvento: '2026-11-02',
        }),
      ]);
    });

    it('answers 404 for someone else’s order, read or written, and 403 to other roles', async () => {
      const others = await order({ who: ['bruno'] });
      const foreign = (await agents.B.get('/api/fs/app/os').expect(200)).body.dados
        .itens as TechnicianOrder[];
      expect(foreign).toEqual([]);
      const missing = await agents.ana.get(`/api/fs/app/os/${others.id}`).expect(404);
      expect(missing.body.codigo).toBe('ORDEM_NAO_ENCONTRADA');
      await agents.B.get(`/api/fs/app/os/${others.id}`).expect(404);
      await agents.ana.get('/api/fs/app/os/nao-e-uuid').expect(404);
      for (const [action, body] of [
        ['inicio', { id: randomUUID(), em: ago(1) }],
        ['checklist', { id: randomUUID(), respostas: ALL_CONFORM }],
        ['causa-raiz', { id: randomUUID(), causaRaiz: 'Filtro sujo' }],
        ['fim', { id: randomUUID(), em: ago(1) }],
      ] as const) {
        const refused = await write('ana', others.id, action, body).expect(404);
        expect(refused.body.codigo).toBe('ORDEM_NAO_ENCONTRADA');
      }
      expect(
        await count(`SELECT count(*) FROM tecnico_acao WHERE ordem_servico_id = $1`, [others.id]),
      ).toBe(0);
      await agents.SUPERVISOR.get('/api/fs/app/os').expect(403);
      await write('SUPERVISOR', others.id, 'inicio', { id: randomUUID(), em: ago(1) }).expect(403);
    });
  });

  describe('idempotent writes', () => {
    it('start: a replay answers the same action and writes nothing twice; another body is 409', async () => {
      const target = await order();
      const body = { id: randomUUID(), em: ago(30), km: 12.5 };
      const first = await write('ana', target.id, 'inicio', body).expect(201);
      const result = first.body.dados as TechnicianActionResult;
      expect(result.acao).toMatchObject({
        id: body.id,
        tipo: 'inicio',
        ordemId: target.id,
        em: body.em,
      });
      expect(result.ordem).toMatchObject({
        situacao: 'EM_ATENDIMENTO',
        inicioAtendimento: body.em,
        minhaAlocacao: { inicio: body.em, km: 12.5, iniciada: true },
      });
      const again = await write('ana', target.id, 'inicio', body).expect(200);
      expect(again.body.dados.acao).toEqual(result.acao);
      // The same instant written in another offset is the same body.
      const local =
        new Date(new Date(body.em).getTime() - 3 * 3_600_000).toISOString().slice(0, 23) + '-03:00';
      await write('ana', target.id, 'inicio', { ...body, em: local }).expect(200);

      const changed = await write('ana', target.id, 'inicio', { ...body, km: 13 }).expect(409);
      expect(changed.body.codigo).toBe('ACAO_ID_REUTILIZADO');
      const elsewhere = await write('ana', (await order()).id, 'inicio', body).expect(409);
      expect(elsewhere.body.codigo).toBe('ACAO_ID_REUTILIZADO');
      const twice = await write('ana', target.id, 'inicio', { ...body, id: randomUUID() }).expect(
        409,
      );
      expect(twice.body.codigo).toBe('ATENDIMENTO_JA_INICIADO');

      expect(
        await count(`SELECT count(*) FROM tecnico_acao WHERE ordem_servico_id = $1`, [target.id]),
      ).toBe(1);
      expect(
        await count(
          `SELECT count(*) FROM ordem_servico_evento WHERE ordem_servico_id = $1 AND acao = 'iniciar'`,
          [target.id],
        ),
      ).toBe(1);
    });

    it('start: the app and the supervisor starting one order at once start it once', async () => {
      for (let round = 0; round < 4; round++) {
        const target = await order();
        const [fromApp, fromOffice] = await Promise.all([
          write('ana', target.id, 'inicio', { id: randomUUID(), em: ago(5) }),
          agents.SUPERVISOR.post(`/api/fs/ordens/${target.id}/iniciar`).send({}),
        ]);
        // The app's start is Ana's arrival too: it succeeds either way (joining the
        // attendance when the office was first); the office's second start is refused.
        expect(fromApp.status).toBe(201);
        expect([200, 409]).toContain(fromOffice.status);
        if (fromOffice.status === 409) expect(fromOffice.body.codigo).toBe('TRANSICAO_INVALIDA');
        const starts = await db.query(
          `SELECT de, para FROM ordem_servico_evento WHERE ordem_servico_id = $1 AND acao = 'iniciar' AND de = 'ABERTA'`,
          [target.id],
        );
        expect(starts).toEqual([{ de: 'ABERTA', para: 'EM_ATENDIMENTO' }]);
        const detail = (await agents.ana.get(`/api/fs/app/os/${target.id}`).expect(200)).body.dados;
        expect(detail).toMatchObject({
          situacao: 'EM_ATENDIMENTO',
          minhaAlocacao: { iniciada: true },
        });
      }
    });

    it('checklist: one answer per item however often it is sent; "não conforme" needs a note', async () => {
      const target = await order();
      const early = await write('ana', target.id, 'checklist', {
        id: randomUUID(),
        respostas: ALL_CONFORM,
      }).expect(409);
      expect(early.body.codigo).toBe('ATENDIMENTO_NAO_INICIADO');
      await write('ana', target.id, 'inicio', { id: randomUUID(), em: ago(20) }).expect(201);

      const noNote = await write('ana', target.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Dreno', conforme: false, observacao: '  ' }],
      }).expect(400);
      expect(noNote.body.detalhes).toEqual([
        'respostas.0.observacao: obrigatória quando o item não está conforme',
      ]);
      const unknown = await write('ana', target.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Pintura', conforme: true }],
      }).expect(400);
      expect(unknown.body.detalhes).toEqual([
        'respostas.0.item: "Pintura" não é um item do checklist desta ordem',
      ]);

      const body = { id: randomUUID(), respostas: ALL_CONFORM };
      const first = await write('ana', target.id, 'checklist', body).expect(201);
      await write('ana', target.id, 'checklist', body).expect(200);
      const changed = await write('ana', target.id, 'checklist', {
        ...body,
        respostas: [{ item: 'Filtros', conforme: true }],
      }).expect(409);
      expect(changed.body.codigo).toBe('ACAO_ID_REUTILIZADO');
      // A new action with a new id corrects an item: still one answer per item.
      await write('ana', target.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Filtros', conforme: false, observacao: 'Filtro saturado' }],
      }).expect(201);
      expect(
        await db.query(
          `SELECT item, conforme, observacao FROM checklist_resposta WHERE ordem_servico_id = $1 ORDER BY item`,
          [target.id],
        ),
      ).toEqual([
        { item: 'Dreno', conforme: false, observacao: 'Dreno com lodo, desobstruído' },
        { item: 'Filtros', conforme: false, observacao: 'Filtro saturado' },
      ]);
      const filtros = (first.body.dados as TechnicianActionResult).ordem!.checklist.find(
        (answer) => answer.item === 'Filtros',
      );
      expect(filtros).toEqual({
        item: 'Filtros',
        conforme: true,
        naoSeAplica: false,
        observacao: null,
      });
    });

    it('root cause and finish: replays change nothing; a corrective needs its cause; times are checked', async () => {
      const target = await order({ tipo: 'CORRETIVA' });
      const start = ago(40);
      await write('ana', target.id, 'inicio', { id: randomUUID(), em: start, km: 8 }).expect(201);

      const future = await write('ana', target.id, 'fim', {
        id: randomUUID(),
        em: new Date(Date.now() + 30 * MINUTE).toISOString(),
      }).expect(400);
      expect(future.body.detalhes).toEqual([
        'em: não pode estar no futuro (confira o relógio do aparelho)',
      ]);
      const beforeStart = await write('ana', target.id, 'fim', {
        id: randomUUID(),
        em: ago(50),
      }).expect(400);
      expect(beforeStart.body.detalhes[0]).toMatch(/^em: o fim não pode ser anterior ao início/);
      const noCause = await write('ana', target.id, 'fim', { id: randomUUID(), em: ago(5) }).expect(
        400,
      );
      expect(noCause.body.detalhes).toEqual([
        'causaRaiz: obrigatória para concluir uma ordem corretiva',
      ]);
      await write('ana', target.id, 'fim', { id: randomUUID(), em: '2026-11-24' }).expect(400);

      const cause = { id: randomUUID(), causaRaiz: 'Capacitor queimado' };
      await write('ana', target.id, 'causa-raiz', cause).expect(201);
      await write('ana', target.id, 'causa-raiz', cause).expect(200);
      const finish = { id: randomUUID(), em: ago(5) };
      const done = await write('ana', target.id, 'fim', finish).expect(201);
      expect((done.body.dados as TechnicianActionResult).ordem).toMatchObject({
        situacao: 'CONCLUIDA',
        fimAtendimento: finish.em,
        causaRaiz: 'Capacitor queimado',
        minhaAlocacao: { inicio: start, fim: finish.em, km: 8 },
      });
      const replay = await write('ana', target.id, 'fim', finish).expect(200);
      expect(replay.body.dados.acao).toEqual(done.body.dados.acao);
      // A resent root cause after the order closed still answers what was stored.
      await write('ana', target.id, 'causa-raiz', cause).expect(200);
      const late = await write('ana', target.id, 'causa-raiz', {
        ...cause,
        id: randomUUID(),
      }).expect(409);
      expect(late.body.codigo).toBe('ORDEM_CONCLUIDA');

      const history = await db.query(
        `SELECT acao, de, para, usuario_id AS "usuarioId" FROM ordem_servico_evento WHERE ordem_servico_id = $1 ORDER BY id`,
        [target.id],
      );
      expect(history.filter((event: { acao: string }) => event.acao !== 'alocar')).toEqual([
        { acao: 'abrir', de: null, para: 'ABERTA', usuarioId: ids.SUPERVISOR },
        { acao: 'iniciar', de: 'ABERTA', para: 'EM_ATENDIMENTO', usuarioId: ids.ana },
        { acao: 'causa-raiz', de: 'EM_ATENDIMENTO', para: 'EM_ATENDIMENTO', usuarioId: ids.ana },
        { acao: 'concluir', de: 'EM_ATENDIMENTO', para: 'CONCLUIDA', usuarioId: ids.ana },
      ]);
    });

    it('a second technician joins an order in attendance without changing its state', async () => {
      const target = await order({ who: ['ana', 'bruno'] });
      await write('ana', target.id, 'inicio', { id: randomUUID(), em: ago(30) }).expect(201);
      const joined = await write('bruno', target.id, 'inicio', {
        id: randomUUID(),
        em: ago(20),
        km: 3,
      }).expect(201);
      expect((joined.body.dados as TechnicianActionResult).ordem).toMatchObject({
        situacao: 'EM_ATENDIMENTO',
        minhaAlocacao: { iniciada: true, km: 3 },
      });
    });
  });

  describe('the unit’s activity plan', () => {
    const today = () => localDate(new Date(), 'America/Sao_Paulo');
    const daysAgo = (days: number) =>
      localDate(new Date(Date.now() - days * 86_400_000), 'America/Sao_Paulo');

    /** A unit of CT-1 with its own activities (the company has no catalogue: they are its whole plan). */
    async function unitWith(
      codigo: string,
      activities: Array<{ periodicidade: string; descricao: string; execucoes?: string[] }>,
    ) {
      const unit = await createEquipment(db, ids.A, { codigo, contratoId: ids.ctA, setor: 'UTI' });
      const activityIds: string[] = [];
      for (const activity of activities)
        activityIds.push(
          await createPlan(db, ids.A, { equipamentoId: unit, inicio: '2026-01-01', ...activity }),
        );
      return { unit, activityIds };
    }

    it('asks a fortnightly visit no half-yearly activity executed last month', async () => {
      const { unit, activityIds } = await unitWith('EQ-QZ', [
        { periodicidade: 'QZ', descricao: 'Limpar o dreno', execucoes: [daysAgo(16)] },
        { periodicidade: 'SE', descricao: 'Limpar a serpentina', execucoes: [daysAgo(30)] },
      ]);
      const visit = await order({ equipamentoId: unit });
      const detail = (await agents.ana.get(`/api/fs/app/os/${visit.id}`).expect(200)).body
        .dados as TechnicianOrderDetail;
      expect(detail.checklist).toEqual([
        {
          item: 'Limpar o dreno',
          atividadeId: activityIds[0],
          periodicidade: 'QZ',
          criterio: 'Conforme o fabricante',
          conforme: null,
          naoSeAplica: false,
          observacao: null,
        },
      ]);
      expect(detail.plano).toEqual({ id: unit, periodicidade: 'QZ' });
    });

    it('finishing an order records one execution per answered activity, "não se aplica" with its reason', async () => {
      const { unit, activityIds } = await unitWith('EQ-EXEC', [
        { periodicidade: 'MS', descricao: 'Limpar os filtros' },
        { periodicidade: 'AN', descricao: 'Medir a corrente do compressor' },
        { periodicidade: 'TR', descricao: 'Reapertar os bornes' },
      ]);
      const visit = await order({ equipamentoId: unit });
      await write('ana', visit.id, 'inicio', { id: randomUUID(), em: ago(30) }).expect(201);

      const noReason = await write('ana', visit.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Medir a corrente do compressor', naoSeAplica: true }],
      }).expect(400);
      expect(noReason.body).toMatchObject({
        codigo: 'DADOS_INVALIDOS',
        detalhes: ['respostas.0.observacao: informe o motivo de o item não se aplicar'],
      });
      const contradictory = await write('ana', visit.id, 'checklist', {
        id: randomUUID(),
        respostas: [
          {
            item: 'Medir a corrente do compressor',
            naoSeAplica: true,
            conforme: false,
            observacao: 'Sem alicate',
          },
        ],
      }).expect(400);
      expect(contradictory.body.detalhes).toEqual([
        'respostas.0.conforme: um item que não se aplica não pode estar não conforme',
      ]);

      const answered = await write('ana', visit.id, 'checklist', {
        id: randomUUID(),
        respostas: [
          { item: 'Limpar os filtros', conforme: true },
          {
            item: 'Medir a corrente do compressor',
            naoSeAplica: true,
            observacao: 'Compressor desligado pela manutenção predial',
          },
        ],
      }).expect(201);
      expect(
        (answered.body.dados as TechnicianActionResult).ordem!.checklist.map((answer) => [
          answer.item,
          answer.conforme,
          answer.naoSeAplica,
        ]),
      ).toEqual([
        ['Limpar os filtros', true, false],
        ['Medir a corrente do compressor', true, true],
        ['Reapertar os bornes', null, false],
      ]);
      expect(
        await count(`SELECT count(*) FROM execucao_atividade WHERE ordem_servico_id = $1`, [
          visit.id,
        ]),
      ).toBe(0);

      const finish = { id: randomUUID(), em: ago(2) };
      await write('ana', visit.id, 'fim', finish).expect(201);
      await write('ana', visit.id, 'fim', finish).expect(200);
      const executions = await db.query(
        `SELECT atividade_id AS "atividadeId", data::text AS data, resultado, motivo
           FROM execucao_atividade WHERE ordem_servico_id = $1 ORDER BY resultado`,
        [visit.id],
      );
      const day = localDate(new Date(finish.em), 'America/Sao_Paulo');
      expect(executions).toEqual([
        { atividadeId: activityIds[0], data: day, resultado: 'CONFORME', motivo: null },
        {
          atividadeId: activityIds[1],
          data: day,
          resultado: 'NAO_SE_APLICA',
          motivo: 'Compressor desligado pela manutenção predial',
        },
      ]);
      // "Não se aplica" is no non-conformity: the office's order shows none.
      const office = (await agents.SUPERVISOR.get(`/api/fs/ordens/${visit.id}`).expect(200)).body
        .dados as ServiceOrderDetail;
      expect(office.checklist).toEqual(
        expect.arrayContaining([
          {
            item: 'Medir a corrente do compressor',
            conforme: true,
            naoSeAplica: true,
            observacao: 'Compressor desligado pela manutenção predial',
          },
        ]),
      );
      expect(office.registrosApp.find((record) => record.tipo === 'checklist')).toMatchObject({
        respostas: 2,
        naoConformes: 0,
      });

      // A corrective finished without activity answers records no execution.
      const corrective = await order({ tipo: 'CORRETIVA', equipamentoId: unit });
      await write('ana', corrective.id, 'inicio', { id: randomUUID(), em: ago(30) }).expect(201);
      await write('ana', corrective.id, 'fim', {
        id: randomUUID(),
        em: ago(2),
        causaRaiz: 'Capacitor queimado',
      }).expect(201);
      expect(
        await count(`SELECT count(*) FROM execucao_atividade WHERE ordem_servico_id = $1`, [
          corrective.id,
        ]),
      ).toBe(0);
    });

    it('accepts a queued answer to an activity the order carries after another order on the unit finished', async () => {
      const { unit } = await unitWith('EQ-FILA', [
        { periodicidade: 'MS', descricao: 'Limpar a bandeja' },
      ]);
      const first = await order({ equipamentoId: unit });
      const second = await order({ equipamentoId: unit, who: ['bruno'] });
      for (const [who, target] of [
        ['ana', first],
        ['bruno', second],
      ] as const)
        await write(who, target.id, 'inicio', { id: randomUUID(), em: ago(40) }).expect(201);
      await write('ana', first.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Limpar a bandeja', conforme: true }],
      }).expect(201);
      await write('ana', first.id, 'fim', { id: randomUUID(), em: ago(10) }).expect(201);

      // Bruno's phone was offline: his answer arrives after Ana's order recorded the execution.
      const queued = await write('bruno', second.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Limpar a bandeja', conforme: false, observacao: 'Bandeja trincada' }],
      }).expect(201);
      expect((queued.body.dados as TechnicianActionResult).ordem!.checklist).toEqual([
        expect.objectContaining({
          item: 'Limpar a bandeja',
          conforme: false,
          observacao: 'Bandeja trincada',
        }),
      ]);
    });

    it('an order from before orders carried activities still takes an answer to an activity no longer due', async () => {
      const { unit, activityIds } = await unitWith('EQ-ANTIGA', [
        { periodicidade: 'MS', descricao: 'Limpar o filtro' },
      ]);
      const old = await order({ equipamentoId: unit });
      await db.query(`DELETE FROM ordem_atividade WHERE ordem_servico_id = $1`, [old.id]);
      await write('ana', old.id, 'inicio', { id: randomUUID(), em: ago(40) }).expect(201);
      await recordActivityExecution(db, ids.A, {
        equipamentoId: unit,
        atividadeId: activityIds[0],
        data: today(),
      });
      const detail = (await agents.ana.get(`/api/fs/app/os/${old.id}`).expect(200)).body
        .dados as TechnicianOrderDetail;
      expect(detail.checklist).toEqual([]);
      await write('ana', old.id, 'checklist', {
        id: randomUUID(),
        respostas: [{ item: 'Limpar o filtro', conforme: true }],
      }).expect(201);
      const [stored] = await db.query(
        `SELECT atividade_id AS "atividadeId" FROM checklist_resposta WHERE ordem_servico_id = $1`,
        [old.id],
      );
      expect(stored.atividadeId).toBe(activityIds[0]);
    });
  });

  describe('conflicts kept by the app', () => {
    it('a cancelled order refuses new actions with ORDEM_CANCELADA but answers the ones it took', async () => {
      const target = await order();
      const start = { id: randomUUID(), em: ago(15) };
      await write('ana', target.id, 'inicio', start).expect(201);
      await agents.SUPERVISOR.post(`/api/fs/ordens/${target.id}/cancelar`)
        .send({ motivo: 'cliente desistiu' })
        .expect(200);
      const refused = await write('ana', target.id, 'fim', { id: randomUUID(), em: ago(1) }).expect(
        409,
      );
      expect(refused.body).toMatchObject({ sucesso: false, codigo: 'ORDEM_CANCELADA' });
      const replay = await write('ana', target.id, 'inicio', start).expect(200);
      expect(replay.body.dados.ordem.situacao).toBe('CANCELADA');
    });

    it('a reassigned order refuses with ORDEM_REATRIBUIDA and disappears from my list', async () => {
      const target = await order();
      const allocation = target.tecnicos[0].alocacaoId;
      await agents.SUPERVISOR.delete(`/api/fs/ordens/${target.id}/alocacoes/${allocation}`).expect(
        200,
      );
      await agents.SUPERVISOR.post(`/api/fs/ordens/${target.id}/alocacoes`)
        .send({ tecnicoId: ids.bruno })
        .expect(201);
      const refused = await write('ana', target.id, 'inicio', {
        id: randomUUID(),
        em: ago(1),
      }).expect(409);
      expect(refused.body.codigo).toBe('ORDEM_REATRIBUIDA');
      await agents.ana.get(`/api/fs/app/os/${target.id}`).expect(404);
      const mine = (await agents.ana.get('/api/fs/app/os').expect(200)).body.dados.itens;
      expect(mine.map((item: TechnicianOrder) => item.id)).not.toContain(target.id);
    });
  });

  it('the month’s RGM counts the order as attended by that technician, with its km, times and checklist ("não se aplica" no non-conformity)', async () => {
    const contract = (
      await db.query(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT-RGM', 'C', $2) RETURNING id`,
        [ids.A, ids.clientA],
      )
    )[0].id as string;
    const equipment = (
      await db.query(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, 'EQ-RGM', 'CT-RGM', $2, 'UTI') RETURNING id`,
        [ids.A, contract],
      )
    )[0].id as string;
    const target = await order({
      equipamentoId: equipment,
      tipo: 'CORRETIVA',
      openedMinutesAgo: 90,
    });
    const now = Date.now();
    const start = new Date(now - 60 * MINUTE).toISOString();
    await write('ana', target.id, 'inicio', { id: randomUUID(), em: start, km: 17.5 }).expect(201);
    await write('ana', target.id, 'checklist', {
      id: randomUUID(),
      respostas: [
        ...ALL_CONFORM,
        { item: 'Bandeja', naoSeAplica: true, observacao: 'Unidade sem bandeja' },
      ],
    }).expect(201);
    await write('ana', target.id, 'fim', {
      id: randomUUID(),
      em: new Date(now - 30 * MINUTE).toISOString(),
      causaRaiz: 'Dreno entupido',
    }).expect(201);

    const day = localDate(new Date(start), 'America/Sao_Paulo');
    const scope = {
      companyId: ids.A,
      timeZone: 'America/Sao_Paulo',
      contractId: contract,
      inicio: `${day.slice(0, 7)}-01`,
      fim: `${day.slice(0, 7)}-${new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()}`,
    };
    const figures = app.get(RgmFiguresRepository);
    const [technicians, checklist] = await Promise.all([
      figures.technicians(scope),
      figures.checklist(scope),
    ]);
    expect(technicians).toEqual([
      expect.objectContaining({ id: ids.ana, nome: 'Ana Técnica', ordens: 1, km: 17.5 }),
    ]);
    expect(technicians[0].execucaoHoras).toBeCloseTo(0.5, 5);
    const opened = new Date(target.abertura);
    if (localDate(opened, 'America/Sao_Paulo').slice(0, 7) === day.slice(0, 7)) {
      expect(checklist).toEqual([{ item: 'Dreno', naoConformes: 1, respostas: 1 }]);
      expect(await figures.causes(scope)).toEqual([{ causa: 'Dreno entupido', ocorrencias: 1 }]);
    }
  });

  describe('sessions on a phone', () => {
    it('a technician’s session lasts a shift and idles through a long job offline', async () => {
      const tech = await createUser(db, { companyId: ids.A, role: 'TECNICO' });
      const phone = await loginAs(app, tech);
      const info = (await phone.get('/api/auth/eu').expect(200)).body.dados;
      const hours = (new Date(info.expiraEm).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(13.9);
      expect(hours).toBeLessThanOrEqual(14);
      const idle = (interval: string) =>
        db.query(
          `UPDATE sessions SET last_seen_at = now() - $2::interval WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
          [phone.cookie.split('=')[1], interval],
        );
      await idle('3 hours 50 minutes');
      await phone.get('/api/fs/app/os').expect(200);
      await idle('4 hours 1 minute');
      await phone.get('/api/fs/app/os').expect(401);

      const office = await loginAs(
        app,
        await createUser(db, { companyId: ids.A, role: 'SUPERVISOR' }),
      );
      const officeInfo = (await office.get('/api/auth/eu').expect(200)).body.dados;
      expect(
        (new Date(officeInfo.expiraEm).getTime() - Date.now()) / 3_600_000,
      ).toBeLessThanOrEqual(12);
    });

    it('an ADMIN signs out every session of a technician (a lost phone)', async () => {
      const tech = await createUser(db, { companyId: ids.A, role: 'TECNICO' });
      const phone = await loginAs(app, tech);
      const tablet = await loginAs(app, tech);
      await phone.get('/api/fs/app/os').expect(200);
      const ended = await agents.ADMIN.post(
        `/api/admin/usuarios/${tech.id}/encerrar-sessoes`,
      ).expect(200);
      expect(ended.body.dados).toMatchObject({
        sessoesEncerradas: 2,
        usuario: { sessoesAtivas: 0 },
      });
      await phone.get('/api/fs/app/os').expect(401);
      await tablet.get('/api/fs/app/os').expect(401);
      await agents.SUPERVISOR.post(`/api/admin/usuarios/${tech.id}/encerrar-sessoes`).expect(403);
    });
  });
});
