import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  type DispatchAgenda,
  ORDER_DEADLINE_LABELS,
  orderDeadline,
  type RgmView,
  type ServiceOrderSummary,
  type TechnicianOrder,
} from '@campo/contracts';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { createFieldServiceApp } from './support';

/**
 * Formulas version 3: one clock per order, read alike by the order list, dispatch, the
 * technician app and the RGM. Hand-computed fixture (company in São Paulo, UTC-3);
 * contract CT-SLA sets 4 h to attend and 24 h to solve, CT-LIVRE sets nothing; the
 * company's tolerance is the default 60 min.
 *
 * October 2026, all finished:
 *   P1 preventive scheduled 06/10 14:00 (opened 07:30), started 14:00 → scheduled, on time
 *      (v2 counted it late: 4 h from 07:30 is 11:30)
 *   C1 corrective CT-SLA opened 07/10 08:00, started 13:00 (5 h > 4 h)  → call, late
 *   C2 corrective CT-SLA opened 08/10 08:00, 09:00–12:00                 → call, on time
 *   C3 corrective CT-LIVRE opened 09/10 08:00                            → call without target: outside the %
 *   S59 installation scheduled 13/10 09:00, started 09:59                → scheduled, on time (59 min ≤ 60)
 *   S61 "outro" scheduled 14/10 09:00, started 10:01                     → scheduled, late (61 min > 60)
 *   U1 "outro" CT-SLA without schedule, opened 15/10 08:00, 10:00–20:00  → call, on time
 *   PV preventive without schedule, opened 16/10                         → judged by its plan only
 * RGM of October: 8 orders, 4 calls (C1 C2 C3 U1), 3 correctives; SLA 2 of 3 calls with a
 * target (66.7 %); punctuality 2 of 3 scheduled (P1 S59 S61: 66.7 %).
 *
 * Open now, allocated to the technician:
 *   L1 corrective CT-SLA opened 5 h ago, not attended      → late (response due 1 h ago)
 *   L2 preventive scheduled 61 min ago, not started        → late
 *   L3 preventive scheduled 59 min ago, not started        → not late yet
 *   L4 corrective CT-SLA opened 1 h ago                    → not late yet
 *   L5 preventive without schedule opened 10 days ago      → never late by a clock
 */
describe('order timeliness (formulas version 3)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents = {} as Record<'ADMIN' | 'SUPERVISOR' | 'TECNICO', SessionAgent>;

  const LATE_NOW = ['L1', 'L2'];
  const FINISHED_LATE = ['C1', 'S61'];

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const company = await createCompany(db);
    ids.company = company.id;
    for (const role of ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const) {
      const { api, user } = await signIn(app, db, {
        companyId: company.id,
        role,
        name: `Pessoa ${role}`,
      });
      agents[role] = api;
      ids[role] = user.id;
    }
    const insert = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    const client = await insert(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente')`,
      [company.id],
    );
    ids.ctSla = await insert(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, sla_atendimento_horas, sla_solucao_horas)
       VALUES ($1, 'CT-SLA', 'C', $2, 4, 24)`,
      [company.id, client],
    );
    ids.ctLivre = await insert(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT-LIVRE', 'C', $2)`,
      [company.id, client],
    );
    ids.eq1 = await insert(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, 'EQ-1', 'CT-SLA', $2, 'UTI')`,
      [company.id, ids.ctSla],
    );
    ids.eq2 = await insert(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, 'EQ-2', 'CT-LIVRE', $2, 'Recepção')`,
      [company.id, ids.ctLivre],
    );
    const order = async (
      codigo: string,
      tipo: string,
      times: {
        abertura: string;
        agendada?: string;
        inicio?: string;
        fim?: string;
        livre?: boolean;
      },
    ) => {
      const done = times.fim !== undefined;
      ids[codigo] = await insert(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura,
                                    agendada_para, inicio_atendimento, fim_atendimento, status)
         VALUES ($1, $2, 'x', $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          company.id,
          codigo,
          times.livre ? ids.ctLivre : ids.ctSla,
          times.livre ? ids.eq2 : ids.eq1,
          tipo,
          times.abertura,
          times.agendada ?? null,
          times.inicio ?? null,
          times.fim ?? null,
          done ? 'CONCLUIDA' : 'ABERTA',
        ],
      );
    };
    const at = (local: string) => `2026-10-${local}-03:00`;
    await order('P1', 'PREVENTIVA', {
      abertura: at('06T07:30'),
      agendada: at('06T14:00'),
      inicio: at('06T14:00'),
      fim: at('06T15:00'),
    });
    await order('C1', 'CORRETIVA', {
      abertura: at('07T08:00'),
      inicio: at('07T13:00'),
      fim: at('07T14:00'),
    });
    await order('C2', 'CORRETIVA', {
      abertura: at('08T08:00'),
      inicio: at('08T09:00'),
      fim: at('08T12:00'),
    });
    await order('C3', 'CORRETIVA', {
      abertura: at('09T08:00'),
      inicio: at('10T08:00'),
      fim: at('12T08:00'),
      livre: true,
    });
    await order('S59', 'INSTALACAO', {
      abertura: at('01T10:00'),
      agendada: at('13T09:00'),
      inicio: at('13T09:59'),
      fim: at('13T11:00'),
    });
    await order('S61', 'OUTRO', {
      abertura: at('01T10:00'),
      agendada: at('14T09:00'),
      inicio: at('14T10:01'),
      fim: at('14T11:00'),
    });
    await order('U1', 'OUTRO', {
      abertura: at('15T08:00'),
      inicio: at('15T10:00'),
      fim: at('15T20:00'),
    });
    await order('PV', 'PREVENTIVA', {
      abertura: at('16T08:00'),
      inicio: at('30T08:00'),
      fim: at('30T09:00'),
    });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await order('L1', 'CORRETIVA', { abertura: ago(5 * 60) });
    await order('L2', 'PREVENTIVA', { abertura: ago(24 * 60), agendada: ago(61) });
    await order('L3', 'PREVENTIVA', { abertura: ago(24 * 60), agendada: ago(59) });
    await order('L4', 'CORRETIVA', { abertura: ago(60) });
    await order('L5', 'PREVENTIVA', { abertura: ago(10 * 24 * 60) });
    for (const code of ['L1', 'L2', 'L3', 'L4', 'L5'])
      await agents.SUPERVISOR.post(`/api/fs/ordens/${ids[code]}/alocacoes`)
        .send({ tecnicoId: ids.TECNICO })
        .expect(201);
  });
  afterAll(() => app.close());

  const list = async (query = ''): Promise<ServiceOrderSummary[]> =>
    (await agents.SUPERVISOR.get(`/api/fs/ordens?porPagina=100${query}`).expect(200)).body.dados
      .itens;
  const byCode = (orders: Array<{ codigo: string }>) => orders.map((o) => o.codigo).sort();

  it('gives each order the clock that measures it and where it stands', async () => {
    const clock = Object.fromEntries(
      (await list()).map((order) => [order.codigo, [order.sla.medida, order.sla.resultado]]),
    );
    expect(clock).toEqual({
      P1: ['agendada', 'no_prazo'],
      C1: ['chamado', 'atrasada'],
      C2: ['chamado', 'no_prazo'],
      C3: ['chamado', 'sem_meta'],
      S59: ['agendada', 'no_prazo'],
      S61: ['agendada', 'atrasada'],
      U1: ['chamado', 'no_prazo'],
      PV: ['preventiva', 'sem_meta'],
      L1: ['chamado', 'atrasada'],
      L2: ['agendada', 'atrasada'],
      L3: ['agendada', 'em_aberto'],
      L4: ['chamado', 'em_aberto'],
      L5: ['preventiva', 'sem_meta'],
    });
    const p1 = (await list()).find((order) => order.codigo === 'P1')!;
    // A scheduled order shows its start due time, not the call targets.
    expect(p1.sla).toMatchObject({
      metaAtendimentoHoras: null,
      prazoAtendimento: null,
      prazoInicio: '2026-10-06T18:00:00.000Z',
      toleranciaMinutos: 60,
      atrasada: false,
    });
  });

  it('names the next deadline as the one definition picks it: the label’s time is the order’s prazo', async () => {
    const named = (await list()).map((order) => ({ order, deadline: orderDeadline(order) }));
    const kinds = Object.fromEntries(
      named.map(({ order, deadline }) => [order.codigo, deadline?.tipo ?? null]),
    );
    // Open calls before attendance: the response target; a scheduled order: its start.
    expect(kinds).toMatchObject({
      L1: 'atendimento',
      L4: 'atendimento',
      P1: 'inicio',
      L3: 'inicio',
    });
    for (const { order, deadline } of named) {
      if (!deadline) {
        expect(order.prazo).toBeNull();
        continue;
      }
      const own = {
        atendimento: order.sla.prazoAtendimento,
        solucao: order.sla.prazoSolucao,
        inicio: order.sla.prazoInicio,
        plano: order.prazo,
      }[deadline.tipo];
      expect([order.codigo, new Date(deadline.em).toISOString()]).toEqual([
        order.codigo,
        new Date(own!).toISOString(),
      ]);
      expect(deadline.rotulo).toBe(ORDER_DEADLINE_LABELS[deadline.tipo]);
    }
    // A call already started answers to its solution target.
    const started = named.find(
      ({ order }) => order.sla.medida === 'chamado' && order.inicioAtendimento && order.prazo,
    );
    expect(started?.deadline?.tipo).toBe('solucao');
  });

  it('uses one definition of late in the list, its filter, dispatch and the technician app', async () => {
    const all = await list();
    expect(byCode(all.filter((order) => order.sla.atrasada))).toEqual(
      [...FINISHED_LATE, ...LATE_NOW].sort(),
    );
    expect(byCode(await list('&resultado=atrasada'))).toEqual(
      [...FINISHED_LATE, ...LATE_NOW].sort(),
    );
    const dispatch: DispatchAgenda = (
      await agents.SUPERVISOR.get('/api/fs/despacho?dias=2').expect(200)
    ).body.dados;
    expect(byCode(dispatch.ordens)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(byCode(dispatch.ordens.filter((order) => order.sla.atrasada))).toEqual(LATE_NOW);
    const day: TechnicianOrder[] = (await agents.TECNICO.get('/api/fs/app/os').expect(200)).body
      .dados.itens;
    expect(byCode(day.filter((order) => order.quando === 'ATRASADA'))).toEqual(LATE_NOW);
    expect(byCode(day.filter((order) => order.quando === 'HOJE'))).toEqual(['L3', 'L4', 'L5']);
    const bad = await agents.SUPERVISOR.get('/api/fs/ordens?resultado=tarde').expect(400);
    expect(bad.body.detalhes).toEqual([expect.stringMatching(/^resultado deve ser um destes/)]);
  });

  it("computes October's RGM: SLA on calls only, punctuality of scheduled orders", async () => {
    const created = await agents.SUPERVISOR.post('/api/fs/rgm')
      .send({ consolidado: true, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const snapshot = (created.body.dados as RgmView).snapshot;
    expect(snapshot.versaoFormulas).toBe(4);
    expect(snapshot.parametros.toleranciaPontualidadeMinutos).toBe(60);
    expect(snapshot.resumo).toMatchObject({
      ordens: 8,
      chamados: 4,
      corretivos: 3,
      ordensComMeta: 3,
      ordensNoPrazo: 2,
      slaPercentual: 66.7,
      agendadas: 3,
      agendadasNoHorario: 2,
      pontualidadePercentual: 66.7,
    });
    expect(snapshot.formulas.sla).toContain('Preventivas nunca entram');
    expect(snapshot.formulas.agendadas).toContain('tolerância');
    // The CT-LIVRE call counts as a call, outside the %.
    expect(snapshot.porContrato).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codigo: 'CT-LIVRE', chamados: 1, slaPercentual: null }),
      ]),
    );
  });

  it('moves the punctuality bound with the company tolerance', async () => {
    const put = (minutes: number) =>
      agents.ADMIN.put('/api/fs/parametros')
        .send({ recorrencia: { ocorrencias: 2, dias: 30 }, toleranciaPontualidadeMinutos: minutes })
        .expect(200);
    await put(120);
    try {
      // L2 (61 min) and S61 (61 min) are within 120 min now.
      expect(byCode((await list()).filter((order) => order.sla.atrasada))).toEqual(['C1', 'L1']);
      await put(0);
      // With no tolerance, S59 (59 min) and L3 (59 min) are late too; P1 started on the dot.
      expect(byCode((await list()).filter((order) => order.sla.atrasada))).toEqual(
        ['C1', 'L1', 'L2', 'L3', 'S59', 'S61'].sort(),
      );
    } finally {
      await put(60);
    }
  });

  it('keeps a version 2 snapshot as frozen, and says so on screen data and in the PDF', async () => {
    const other = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: other.id, role: 'SUPERVISOR' });
    const created = await api
      .post('/api/fs/rgm')
      .send({ consolidado: true, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id: string = created.body.dados.id;
    // A snapshot as version 2 froze it: every order counted, 1 of 3 with a target on time.
    const v2 = {
      ...created.body.dados.snapshot,
      versaoFormulas: 2,
      parametros: { recorrencia: { ocorrencias: 2, dias: 30 } },
      resumo: {
        chamados: 17,
        corretivos: 9,
        mttrHoras: 3.5,
        restabelecimentoHoras: 5,
        slaPercentual: 33.3,
        ordensComMeta: 3,
        ordensNoPrazo: 1,
        km: 12,
      },
      formulas: { sla: `SLA: antiga ${randomUUID()}` },
    };
    await db.query(`UPDATE rgm SET snapshot = $2, versao_formulas = 2 WHERE id = $1`, [id, v2]);
    await api.post(`/api/fs/rgm/${id}/liberar`).expect(200);
    const frozen: RgmView = (await api.get(`/api/fs/rgm/${id}`).expect(200)).body.dados;
    expect(frozen.snapshot).toEqual(v2);
    const pdf = await api.get(`/api/fs/rgm/${id}/pdf`).responseType('blob').expect(200);
    const text = readPdf(pdf.body).text.join(' ');
    expect(text).toContain('versão 2');
    expect(text).toContain('SLA: 1 de 3 ordens com meta cumpriram o prazo (fórmulas versão 2)');
    expect(text).toContain('SLA cumprido');
    expect(text).not.toContain('Pontualidade');
    expect(text).toContain(v2.formulas.sla);
  });
});
