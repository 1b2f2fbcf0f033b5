import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import {
  type CorrectiveProposal,
  type DispatchAgenda,
  localDayTime,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
} from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  answerChecklist,
  createAllocation,
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createOrder,
  createTechnician,
  recordStart,
} from './support';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * Dispatch's triage (priority, then due time), scheduling from the agenda with its
 * history, and the corrective orders proposed by failed checklist items. Each test makes
 * its own company, so none depends on another's rows.
 */
describe('dispatch: triage, scheduling and corrective proposals', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
  });
  afterAll(() => app.close());

  /** A company with a client (address, contact), two contracts, two units and two technicians. */
  async function company() {
    const { id } = await createCompany(db);
    const clientId = await createClient(db, id, { codigo: 'HSP', nome: 'Hospital Santa Luzia' });
    await db.query(
      `UPDATE cliente SET endereco = 'Rua das Flores, 100', cidade = 'Campinas', uf = 'SP',
                          telefone = '(19) 3232-0000', email = 'manutencao@santaluzia.test' WHERE id = $1`,
      [clientId],
    );
    const sla = await createContract(db, id, {
      codigo: 'CT-SLA',
      clienteId: clientId,
      slaAtendimentoHoras: 4,
      slaSolucaoHoras: 24,
    });
    const other = await createContract(db, id, { codigo: 'CT-2', clienteId: clientId });
    const icu = await createEquipment(db, id, { codigo: 'AC-UTI', contratoId: sla, setor: 'UTI' });
    await db.query(`UPDATE equipamento SET localizacao = '2º andar, leito 4' WHERE id = $1`, [icu]);
    const office = await createEquipment(db, id, {
      codigo: 'AC-ADM',
      contratoId: other,
      setor: 'Administração',
    });
    const { api: supervisor } = await signIn(app, db, { companyId: id, role: 'SUPERVISOR' });
    const { api: admin } = await signIn(app, db, { companyId: id, role: 'ADMIN' });
    const ana = await createTechnician(db, id, 'Ana Técnica');
    const bruno = await createTechnician(db, id, 'Bruno Técnico');
    return { id, sla, other, icu, office, supervisor, admin, ana, bruno };
  }

  const codes = (orders: ServiceOrderSummary[]) => orders.map((order) => order.codigo);

  async function triage(agent: SessionAgent, query = '') {
    const response = await agent.get(`/api/fs/despacho/triagem${query}`).expect(200);
    return response.body.dados.itens as ServiceOrderSummary[];
  }

  it('lists the unassigned open orders by priority, then due time, with client, sector and location', async () => {
    const c = await company();
    const order = (codigo: string, values: Partial<Parameters<typeof createOrder>[2]>) =>
      createOrder(db, c.id, {
        codigo,
        contratoId: c.sla,
        equipamentoId: c.icu,
        ...values,
      } as never);
    await order('BAIXA-VELHA', { abertura: hoursAgo(200), prioridade: 'BAIXA' });
    await order('SEM-PRIORIDADE', { abertura: hoursAgo(300) });
    await order('ALTA-DEPOIS', { abertura: hoursAgo(1), prioridade: 'ALTA' });
    await order('ALTA-ANTES', { abertura: hoursAgo(2), prioridade: 'ALTA' });
    // A scheduled installation is due at its time plus the tolerance (60 min): before both calls.
    await order('ALTA-AGENDADA', {
      abertura: hoursAgo(50),
      prioridade: 'ALTA',
      tipo: 'INSTALACAO',
      agendadaPara: hoursAgo(-0.5),
    });
    await order('MEDIA', { abertura: hoursAgo(3), prioridade: 'MEDIA' });
    const urgent = await order('URGENTE', { abertura: hoursAgo(0.1), prioridade: 'URGENTE' });
    // Not in triage: assigned, cancelled, finished.
    const assigned = await order('ALOCADA', { abertura: hoursAgo(5), prioridade: 'URGENTE' });
    await createAllocation(db, c.id, { ordemId: assigned, tecnicoId: c.ana, inicio: hoursAgo(4) });
    await order('CANCELADA', { abertura: hoursAgo(5), prioridade: 'URGENTE', status: 'CANCELADA' });
    await order('CONCLUIDA', { abertura: hoursAgo(5), prioridade: 'URGENTE', fim: hoursAgo(1) });

    const itens = await triage(c.supervisor);
    expect(codes(itens)).toEqual([
      'URGENTE',
      'ALTA-AGENDADA',
      'ALTA-ANTES',
      'ALTA-DEPOIS',
      'MEDIA',
      'BAIXA-VELHA',
      'SEM-PRIORIDADE',
    ]);
    const first = itens[0];
    expect(first).toMatchObject({
      id: urgent,
      prioridade: 'URGENTE',
      cliente: 'Hospital Santa Luzia',
      equipamento: { codigo: 'AC-UTI', setor: 'UTI', localizacao: '2º andar, leito 4' },
    });
    // A call is due by the contract's response target until attendance starts.
    expect(first.prazo).toBe(first.sla.prazoAtendimento);
    expect(first.sla.atrasada).toBe(false);
    // The 200-hour-old call missed both targets: late by the one definition.
    const [old] = itens.filter((item) => item.codigo === 'BAIXA-VELHA');
    expect(old.sla.atrasada).toBe(true);
    const [scheduled] = itens.filter((item) => item.codigo === 'ALTA-AGENDADA');
    expect(scheduled.prazo).toBe(scheduled.sla.prazoInicio);
  });

  it('filters by priority, contract and type, and answers 400 to bad filters', async () => {
    const c = await company();
    await createOrder(db, c.id, {
      codigo: 'CORR-ALTA',
      contratoId: c.sla,
      equipamentoId: c.icu,
      abertura: hoursAgo(1),
      prioridade: 'ALTA',
    });
    await createOrder(db, c.id, {
      codigo: 'PREV-OUTRO',
      contratoId: c.other,
      equipamentoId: c.office,
      tipo: 'PREVENTIVA',
      abertura: hoursAgo(1),
      agendadaPara: hoursAgo(-24),
    });
    expect(codes(await triage(c.supervisor, '?prioridade=ALTA'))).toEqual(['CORR-ALTA']);
    expect(codes(await triage(c.supervisor, `?contratoId=${c.other}`))).toEqual(['PREV-OUTRO']);
    expect(codes(await triage(c.supervisor, '?tipo=PREVENTIVA'))).toEqual(['PREV-OUTRO']);
    expect(codes(await triage(c.supervisor, '?tipo=PREVENTIVA&prioridade=ALTA'))).toEqual([]);
    for (const bad of ['?prioridade=ALTISSIMA', '?contratoId=abc', '?tipo=REPARO']) {
      const response = await c.supervisor.get(`/api/fs/despacho/triagem${bad}`).expect(400);
      expect(response.body).toMatchObject({ sucesso: false });
    }
    // Another company sees none of these.
    const other = await company();
    expect(await triage(other.supervisor)).toEqual([]);
  });

  it('schedules an order on a technician’s afternoon, moves it to another, and the history says from what to what', async () => {
    const c = await company();
    const id = await createOrder(db, c.id, {
      codigo: 'URG',
      contratoId: c.sla,
      equipamentoId: c.icu,
      abertura: hoursAgo(1),
      prioridade: 'URGENTE',
      origem: 'app',
    });
    const first = await c.supervisor
      .patch(`/api/fs/ordens/${id}/programacao`)
      .send({ tecnicoId: c.ana, dia: '2030-03-04', hora: '14:00' })
      .expect(200);
    const scheduled: ServiceOrderDetail = first.body.dados;
    // 14:00 in São Paulo (UTC−3).
    expect(scheduled.agendadaPara).toBe('2030-03-04T17:00:00.000Z');
    expect(scheduled.tecnicos.map((technician) => technician.nome)).toEqual(['Ana Técnica']);
    expect(codes(await triage(c.supervisor))).toEqual([]);

    const moved = await c.supervisor
      .patch(`/api/fs/ordens/${id}/programacao`)
      .send({ tecnicoId: c.bruno, dia: '2030-03-05', hora: '08:30', deTecnicoId: c.ana })
      .expect(200);
    const detail: ServiceOrderDetail = moved.body.dados;
    expect(detail.tecnicos.map((technician) => technician.nome)).toEqual(['Bruno Técnico']);
    expect(detail.agendadaPara).toBe('2030-03-05T11:30:00.000Z');
    const reschedulings = detail.historico.filter((event) => event.acao === 'reagendar');
    expect(reschedulings.map((event) => event.reagendamento)).toEqual([
      {
        de: { agendadaPara: null, tecnicos: [] },
        para: { agendadaPara: '2030-03-04T17:00:00.000Z', tecnicos: ['Ana Técnica'] },
      },
      {
        de: { agendadaPara: '2030-03-04T17:00:00.000Z', tecnicos: ['Ana Técnica'] },
        para: { agendadaPara: '2030-03-05T11:30:00.000Z', tecnicos: ['Bruno Técnico'] },
      },
    ]);
  });

  it('refuses bad scheduling input (400), a non-technician (422), another company’s order (404) and moving a started technician (409)', async () => {
    const c = await company();
    const id = await createOrder(db, c.id, {
      codigo: 'X',
      contratoId: c.sla,
      equipamentoId: c.icu,
      abertura: hoursAgo(1),
      origem: 'app',
    });
    const valid = { tecnicoId: c.ana, dia: '2030-03-04', hora: '14:00' };
    for (const bad of [
      { ...valid, hora: '25:00' },
      { ...valid, dia: '2030-02-30' },
      { ...valid, tecnicoId: 'ana' },
      { dia: '2030-03-04', hora: '14:00' },
    ]) {
      await c.supervisor.patch(`/api/fs/ordens/${id}/programacao`).send(bad).expect(400);
    }
    const other = await company();
    await c.supervisor
      .patch(`/api/fs/ordens/${id}/programacao`)
      .send({ ...valid, tecnicoId: other.ana })
      .expect(422);
    await other.supervisor.patch(`/api/fs/ordens/${id}/programacao`).send(valid).expect(404);
    await c.supervisor.patch(`/api/fs/ordens/nao-e-id/programacao`).send(valid).expect(404);

    await c.supervisor.patch(`/api/fs/ordens/${id}/programacao`).send(valid).expect(200);
    await recordStart(db, c.id, { ordemId: id, tecnicoId: c.ana });
    const refused = await c.supervisor
      .patch(`/api/fs/ordens/${id}/programacao`)
      .send({ ...valid, tecnicoId: c.bruno, deTecnicoId: c.ana })
      .expect(409);
    expect(refused.body.codigo).toBe('TECNICO_EM_ATENDIMENTO');
  });

  it('never books a time already past: the drop and the rescheduling answer 422 HORARIO_PASSADO, nothing changes', async () => {
    const c = await company();
    const id = await createOrder(db, c.id, {
      codigo: 'TARDE',
      contratoId: c.sla,
      equipamentoId: c.icu,
      abertura: hoursAgo(30),
      origem: 'app',
    });
    const now = new Date();
    const today = localDayTime(now, 'America/Sao_Paulo');
    const yesterday = localDayTime(new Date(now.getTime() - 86_400_000), 'America/Sao_Paulo');
    for (const past of [
      { dia: yesterday.dia, hora: '16:00' },
      // The minute the clock shows is already gone.
      today,
    ]) {
      const refused = await c.supervisor
        .patch(`/api/fs/ordens/${id}/programacao`)
        .send({ tecnicoId: c.ana, ...past })
        .expect(422);
      expect(refused.body.codigo).toBe('HORARIO_PASSADO');
      expect(refused.body.erro).toContain('já passou');
      expect(refused.body.detalhes).toEqual(['hora: horário no passado']);
    }
    const rescheduled = await c.supervisor
      .put(`/api/fs/ordens/${id}/agendamento`)
      .send({ agendadaPara: hoursAgo(2) })
      .expect(422);
    expect(rescheduled.body.codigo).toBe('HORARIO_PASSADO');
    const detail: ServiceOrderDetail = (await c.supervisor.get(`/api/fs/ordens/${id}`).expect(200))
      .body.dados;
    expect(detail.agendadaPara).toBeNull();
    expect(detail.tecnicos).toEqual([]);
    expect(detail.historico.filter((event) => event.acao === 'reagendar')).toEqual([]);
  });

  it('offers the company’s agenda hours: four by default, its own once set, and refuses a bad list', async () => {
    const c = await company();
    const agenda = async () =>
      ((await c.supervisor.get('/api/fs/despacho').expect(200)).body.dados as DispatchAgenda)
        .horarios;
    expect(await agenda()).toEqual(['08:00', '10:00', '14:00', '16:00']);
    const parameters = (await c.admin.get('/api/fs/parametros').expect(200)).body.dados;
    for (const bad of [[], ['25:00'], ['8h'], ['08:00', '08:00'], Array(13).fill('09:00')]) {
      const refused = await c.admin
        .put('/api/fs/parametros')
        .send({ recorrencia: parameters.recorrencia, horariosAgenda: bad })
        .expect(400);
      expect(refused.body.detalhes.join(' ')).toContain('horariosAgenda');
    }
    await c.admin
      .put('/api/fs/parametros')
      .send({ recorrencia: parameters.recorrencia, horariosAgenda: ['13:30', '07:00', '09:15'] })
      .expect(200);
    expect(await agenda()).toEqual(['07:00', '09:15', '13:30']);
  });

  it('the technician’s order carries the site’s address and the client’s contact', async () => {
    const c = await company();
    const { api: technician, user } = await signIn(app, db, { companyId: c.id, role: 'TECNICO' });
    const id = await createOrder(db, c.id, {
      codigo: 'URG-APP',
      contratoId: c.sla,
      equipamentoId: c.icu,
      abertura: hoursAgo(1),
      prioridade: 'URGENTE',
      descricao: 'Não gela',
      origem: 'app',
    });
    await c.supervisor
      .patch(`/api/fs/ordens/${id}/programacao`)
      .send({ tecnicoId: user.id, dia: '2030-03-04', hora: '14:00' })
      .expect(200);
    const day = (await technician.get('/api/fs/app/os').expect(200)).body.dados.itens;
    expect(day).toEqual([
      expect.objectContaining({
        id,
        prioridade: 'URGENTE',
        descricao: 'Não gela',
        endereco: 'Rua das Flores, 100 — Campinas/SP',
        contato: {
          nome: 'Hospital Santa Luzia',
          telefone: '(19) 3232-0000',
          email: 'manutencao@santaluzia.test',
        },
      }),
    ]);
    // The contract's building address, when it has one, wins over the client's, whole.
    await db.query(
      `UPDATE contrato SET logradouro = 'Av. Andrade Neves', numero = '2000', bairro = 'Botafogo',
              cidade = 'Campinas', uf = 'SP', cep = '13070-001' WHERE empresa_id = $1`,
      [c.id],
    );
    expect((await technician.get(`/api/fs/app/os/${id}`).expect(200)).body.dados.endereco).toBe(
      'Av. Andrade Neves, 2000 — Botafogo — Campinas/SP — CEP 13070-001',
    );
    await db.query(
      `UPDATE contrato SET logradouro = NULL, numero = NULL, bairro = NULL, cidade = NULL, uf = NULL,
              cep = NULL WHERE empresa_id = $1`,
      [c.id],
    );
    // A client with no address: null, not an empty line.
    await db.query(
      `UPDATE cliente SET endereco = ' ', cidade = NULL, uf = NULL WHERE empresa_id = $1`,
      [c.id],
    );
    const detail = (await technician.get(`/api/fs/app/os/${id}`).expect(200)).body.dados;
    expect(detail.endereco).toBeNull();
  });

  async function failedVisit(c: Awaited<ReturnType<typeof company>>, codigo = 'PREV-1') {
    const id = await createOrder(db, c.id, {
      codigo,
      contratoId: c.sla,
      equipamentoId: c.icu,
      tipo: 'PREVENTIVA',
      abertura: hoursAgo(3),
      agendadaPara: hoursAgo(2),
      inicio: hoursAgo(1),
      status: 'EM_ATENDIMENTO',
      origem: 'app',
    });
    await answerChecklist(db, c.id, id, [
      { item: 'Limpar filtros', conforme: true },
      { item: 'Verificar dreno', conforme: false, observacao: 'Dreno entupido, água na parede' },
      { item: 'Medir corrente do compressor', conforme: false },
    ]);
    return id;
  }

  async function proposals(agent: SessionAgent) {
    const response = await agent.get('/api/fs/despacho/propostas').expect(200);
    return response.body.dados.itens as CorrectiveProposal[];
  }

  it('proposes a corrective per failed item; opening one creates the linked order, discarding the other empties the list', async () => {
    const c = await company();
    const source = await failedVisit(c);
    const listed = await proposals(c.supervisor);
    expect(listed.map((proposal) => proposal.item)).toEqual([
      'Medir corrente do compressor',
      'Verificar dreno',
    ]);
    const [, drain] = listed;
    expect(drain).toMatchObject({
      ordem: { id: source, codigo: 'PREV-1' },
      equipamento: { id: c.icu, codigo: 'AC-UTI', setor: 'UTI' },
      observacao: 'Dreno entupido, água na parede',
    });

    const opened = await c.supervisor
      .post(`/api/fs/despacho/propostas/${drain.id}/abrir`)
      .expect(200);
    const { ordemId, codigo } = opened.body.dados;
    expect(codigo).toMatch(/^APP-\d{4}-\d{6}$/);
    const order: ServiceOrderDetail = (
      await c.supervisor.get(`/api/fs/ordens/${ordemId}`).expect(200)
    ).body.dados;
    expect(order).toMatchObject({
      tipo: 'CORRETIVA',
      situacao: 'ABERTA',
      equipamento: { id: c.icu },
      origemCorretiva: { ordemId: source, codigo: 'PREV-1', item: 'Verificar dreno' },
    });
    expect(order.descricao).toBe(
      'Item não conforme na OS PREV-1: Verificar dreno. Observação: Dreno entupido, água na parede',
    );
    // Opened as any order is: its history starts with "abrir" (and ordem.aberta is emitted).
    const [emitted] = await db.query(
      `SELECT count(*)::int AS n FROM ordem_servico_evento WHERE empresa_id = $1 AND ordem_servico_id = $2 AND acao = 'abrir'`,
      [c.id, ordemId],
    );
    expect(emitted.n).toBe(1);

    // Deciding again, or from another company: 404.
    await c.supervisor.post(`/api/fs/despacho/propostas/${drain.id}/abrir`).expect(404);
    const compressor = (await proposals(c.supervisor))[0];
    expect(compressor.item).toBe('Medir corrente do compressor');
    const other = await company();
    await other.supervisor
      .post(`/api/fs/despacho/propostas/${compressor.id}/descartar`)
      .expect(404);
    await c.supervisor.post(`/api/fs/despacho/propostas/nao-e-id/descartar`).expect(404);
    await c.supervisor.post(`/api/fs/despacho/propostas/${compressor.id}/descartar`).expect(200);
    expect(await proposals(c.supervisor)).toEqual([]);
    await c.supervisor.post(`/api/fs/despacho/propostas/${compressor.id}/abrir`).expect(404);
  });

  it('opens the proposed correctives when the order is finished, if the company says so', async () => {
    const c = await company();
    const parameters = (await c.admin.get('/api/fs/parametros').expect(200)).body.dados;
    expect(parameters.corretivaAutomatica).toBe(false);
    // Off: finishing leaves the proposals for the supervisor.
    const manual = await failedVisit(c, 'PREV-MANUAL');
    await c.supervisor.post(`/api/fs/ordens/${manual}/concluir`).send({}).expect(200);
    expect(await proposals(c.supervisor)).toHaveLength(2);

    await c.admin
      .put('/api/fs/parametros')
      .send({ recorrencia: parameters.recorrencia, corretivaAutomatica: 'sim' })
      .expect(400);
    const saved = await c.admin
      .put('/api/fs/parametros')
      .send({ recorrencia: parameters.recorrencia, corretivaAutomatica: true })
      .expect(200);
    expect(saved.body.dados).toMatchObject({
      corretivaAutomatica: true,
      toleranciaPontualidadeMinutos: 60,
    });
    const automatic = await failedVisit(c, 'PREV-AUTO');
    await c.supervisor.post(`/api/fs/ordens/${automatic}/concluir`).send({}).expect(200);
    const opened: Array<{ codigo: string; item: string }> = await db.query(
      `SELECT o.codigo, p.item FROM proposta_corretiva p JOIN ordem_servico o ON o.id = p.ordem_corretiva_id
        WHERE p.empresa_id = $1 AND p.ordem_origem_id = $2 ORDER BY p.item`,
      [c.id, automatic],
    );
    expect(opened.map((row) => row.item)).toEqual([
      'Medir corrente do compressor',
      'Verificar dreno',
    ]);
    // Only the first order's two proposals remain for the supervisor.
    expect((await proposals(c.supervisor)).map((proposal) => proposal.ordem.codigo)).toEqual([
      'PREV-MANUAL',
      'PREV-MANUAL',
    ]);
  });
});
