import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import {
  HCFC_REPLACEMENT_NOTE,
  openedInPeriod,
  rgmOrdersListNote,
  rgmOrderStateText,
  type RgmView,
  scheduledAfterPeriod,
  scheduledAfterPeriodNote,
} from '@campo/contracts';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  answerChecklist,
  createAllocation,
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createFluidEvent,
  createOrder,
  createPlan,
  createTechnician,
} from './support';

/**
 * What the RGM lists, over a fixture built by hand (company in São Paulo, UTC-3; period
 * October 2026; CT-A has targets of 4 h to attend and 24 h to solve, CT-B none). Calls are
 * measured by the targets, scheduled orders by punctuality, unscheduled preventives by plan:
 *   A1 EQ-1 corrective 05/10 08:00, attended 10:00–14:00, T1 → SLA on time; "Troca do capacitor"
 *   A2 EQ-1 corrective 20/10 09:00, attended 15:00–17:00, T1 + T2 → response 6 h > 4 h: late
 *   A3 EQ-2 preventive opened 25/09, finished 02/10 → listed (finished in the period); checklist:
 *      Dreno não conforme (fixed at A6), Bandeja não conforme (never revisited: pending),
 *      Filtro conforme with a note (a technician's note)
 *   A4 EQ-2 corrective 28/10 10:00, never started → open at the end, 3 days; late
 *   A5 EQ-1 corrective 30/10 10:00, started 11:00, finished 02/11 → in attendance at the end; late
 *   A6 EQ-2 preventive scheduled 15/10 08:00, done 08:00–09:00 (on time), Dreno conforme
 *   A10 EQ-2 preventive opened 29/10, scheduled 05/11, never started → listed (late by punctuality),
 *      not pending at the end (next month's visit)
 *   A7 cancelled → nowhere; A8 opened 10/09, still open → pending only (51 days); A9 opened 01/11 → nowhere
 *   B1 CT-B EQ-3 corrective 10/10 → consolidated only, without target
 * Refrigerant: EQ-1 R-410A 2,5 kg recharged (5,22 tCO2e) and 1 kg recovered; EQ-2 R-32 1 kg
 * recharged (0,675 tCO2e); EQ-1 in November and EQ-3 (CT-B) outside CT-A's October.
 * Plans: EQ-1 monthly from 05/09, done 05/09 only → 05/10 overdue; EQ-2 monthly from 15/09,
 * done 15/09, 15/10 and 14/11 → October executed, November not yet at the period's end.
 */
describe('RGM lists the work', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => ({ app, db } = await createFieldServiceApp()));
  afterAll(() => app.close());

  async function seed() {
    const company = await createCompany(db, { name: 'Clima Lista' });
    const c = company.id;
    const supervisor = await signIn(app, db, {
      companyId: c,
      role: 'SUPERVISOR',
      name: 'Sara Supervisora',
    });
    const admin = await signIn(app, db, { companyId: c, role: 'ADMIN', name: 'Adm' });
    const t1 = await createTechnician(db, c, 'Técnico Um');
    const t2 = await createTechnician(db, c, 'Técnico Dois');
    const client = await createClient(db, c, { codigo: 'CLI-1', nome: 'Hospital Boa Saúde' });
    const ctA = await createContract(db, c, {
      codigo: 'CT-A',
      clienteId: client,
      slaAtendimentoHoras: 4,
      slaSolucaoHoras: 24,
      responsavelTecnico: 'Eng. Ana Responsável',
      registroResponsavel: 'CREA-SP 5060001111',
      art: '2620261234567',
    });
    const ctB = await createContract(db, c, { codigo: 'CT-B', clienteId: client });
    const eq1 = await createEquipment(db, c, { codigo: 'EQ-1', contratoId: ctA, setor: 'UTI' });
    const eq2 = await createEquipment(db, c, {
      codigo: 'EQ-2',
      contratoId: ctA,
      setor: 'Centro cirúrgico',
    });
    const eq3 = await createEquipment(db, c, {
      codigo: 'EQ-3',
      contratoId: ctB,
      setor: 'Recepção',
    });
    const order = (codigo: string, values: Omit<Parameters<typeof createOrder>[2], 'codigo'>) =>
      createOrder(db, c, { codigo, ...values });
    const a1 = await order('A1', {
      contratoId: ctA,
      equipamentoId: eq1,
      abertura: '2026-10-05T08:00-03:00',
      inicio: '2026-10-05T10:00-03:00',
      fim: '2026-10-05T14:00-03:00',
      causaRaiz: 'Capacitor queimado',
      descricao: 'Troca do capacitor do compressor',
    });
    await createAllocation(db, c, {
      ordemId: a1,
      tecnicoId: t1,
      inicio: '2026-10-05T10:00-03:00',
      fim: '2026-10-05T14:00-03:00',
    });
    const a2 = await order('A2', {
      contratoId: ctA,
      equipamentoId: eq1,
      abertura: '2026-10-20T09:00-03:00',
      inicio: '2026-10-20T15:00-03:00',
      fim: '2026-10-20T17:00-03:00',
      causaRaiz: 'Filtro sujo',
    });
    for (const tecnicoId of [t1, t2])
      await createAllocation(db, c, {
        ordemId: a2,
        tecnicoId,
        inicio: '2026-10-20T15:00-03:00',
        fim: '2026-10-20T17:00-03:00',
      });
    const a3 = await order('A3', {
      contratoId: ctA,
      equipamentoId: eq2,
      tipo: 'PREVENTIVA',
      abertura: '2026-09-25T09:00-03:00',
      inicio: '2026-10-02T08:00-03:00',
      fim: '2026-10-02T09:00-03:00',
    });
    await answerChecklist(db, c, a3, [
      { item: 'Dreno', conforme: false, observacao: 'Dreno com lodo' },
      { item: 'Bandeja', conforme: false, observacao: 'Bandeja corroída' },
      { item: 'Filtro', conforme: true, observacao: 'Recomenda-se trocar o filtro em 30 dias' },
    ]);
    await order('A4', {
      contratoId: ctA,
      equipamentoId: eq2,
      abertura: '2026-10-28T10:00-03:00',
      descricao: 'Ruído no evaporador',
    });
    await order('A5', {
      contratoId: ctA,
      equipamentoId: eq1,
      abertura: '2026-10-30T10:00-03:00',
      inicio: '2026-10-30T11:00-03:00',
      fim: '2026-11-02T10:00-03:00',
    });
    const a6 = await order('A6', {
      contratoId: ctA,
      equipamentoId: eq2,
      tipo: 'PREVENTIVA',
      abertura: '2026-10-15T07:00-03:00',
      agendadaPara: '2026-10-15T08:00-03:00',
      inicio: '2026-10-15T08:00-03:00',
      fim: '2026-10-15T09:00-03:00',
    });
    await answerChecklist(db, c, a6, [{ item: 'Dreno', conforme: true }]);
    await order('A7', {
      contratoId: ctA,
      equipamentoId: eq1,
      abertura: '2026-10-06T08:00-03:00',
      status: 'CANCELADA',
    });
    await order('A10', {
      contratoId: ctA,
      equipamentoId: eq2,
      tipo: 'PREVENTIVA',
      abertura: '2026-10-29T10:00-03:00',
      agendadaPara: '2026-11-05T09:00-03:00',
    });
    await order('A8', { contratoId: ctA, equipamentoId: eq1, abertura: '2026-09-10T10:00-03:00' });
    await order('A9', { contratoId: ctA, equipamentoId: eq1, abertura: '2026-11-01T10:00-03:00' });
    await order('B1', {
      contratoId: ctB,
      equipamentoId: eq3,
      abertura: '2026-10-10T10:00-03:00',
      inicio: '2026-10-10T11:00-03:00',
      fim: '2026-10-10T12:00-03:00',
    });
    const fluid = (
      equipamentoId: string,
      setor: string,
      tipoGas: string,
      tipoEvento: 'RECARGA' | 'RETIRADA',
      kg: number,
      data: string,
    ) =>
      createFluidEvent(db, c, {
        equipamentoId,
        setor,
        tipoGas,
        tipoEvento,
        kg,
        data,
        ordemId: equipamentoId === eq1 && data === '2026-10-05' ? a1 : null,
      });
    await fluid(eq1, 'UTI', 'R-410A', 'RECARGA', 2.5, '2026-10-05');
    await fluid(eq1, 'UTI', 'R-410A', 'RETIRADA', 1, '2026-10-20');
    await fluid(eq2, 'Centro cirúrgico', 'R-32', 'RECARGA', 1, '2026-10-15');
    await fluid(eq1, 'UTI', 'R-410A', 'RECARGA', 4, '2026-11-02');
    await fluid(eq3, 'Recepção', 'R-410A', 'RECARGA', 1, '2026-10-10');
    await createPlan(db, c, {
      equipamentoId: eq1,
      periodicidade: 'MS',
      inicio: '2026-09-05',
      execucoes: ['2026-09-05'],
    });
    await createPlan(db, c, {
      equipamentoId: eq2,
      periodicidade: 'MS',
      inicio: '2026-09-15',
      execucoes: ['2026-09-15', '2026-10-15', '2026-11-14'],
    });
    return {
      c,
      ctA,
      ctB,
      as: { SUPERVISOR: supervisor.api, ADMIN: admin.api } as Record<
        'SUPERVISOR' | 'ADMIN',
        SessionAgent
      >,
    };
  }

  async function createRgm(agent: SessionAgent, contratoId: string | null): Promise<RgmView> {
    const created = await agent
      .post('/api/fs/rgm')
      .send({
        ...(contratoId ? { contratoId } : { consolidado: true }),
        inicio: '2026-10-01',
        fim: '2026-10-31',
      })
      .expect(201);
    return created.body.dados;
  }

  it("lists every order of the contract's period with its deadline outcome, technicians and service", async () => {
    const { ctA, as } = await seed();
    const { snapshot } = await createRgm(as.SUPERVISOR, ctA);
    const rows = snapshot.ordens!.map((row) => [
      row.codigo,
      row.tipo,
      row.medida,
      row.prazo,
      row.tecnicos.join(' + '),
      row.servico,
    ]);
    expect(rows).toEqual([
      ['A3', 'PREVENTIVA', 'preventiva', 'sem_meta', '', 'Checklist: 3 itens, 2 não conformes'],
      ['A1', 'CORRETIVA', 'chamado', 'no_prazo', 'Técnico Um', 'Troca do capacitor do compressor'],
      ['A6', 'PREVENTIVA', 'agendada', 'no_prazo', '', 'Checklist: 1 item, todos conformes'],
      ['A2', 'CORRETIVA', 'chamado', 'atrasada', 'Técnico Dois + Técnico Um', null],
      ['A4', 'CORRETIVA', 'chamado', 'atrasada', '', 'Ruído no evaporador'],
      ['A10', 'PREVENTIVA', 'agendada', 'atrasada', '', null],
      ['A5', 'CORRETIVA', 'chamado', 'atrasada', '', null],
    ]);
    // The list's line counts what the summary's "Ordens" counts, by one rule.
    const opened = snapshot.ordens!.filter((row) => openedInPeriod(row, snapshot.periodo));
    expect(opened).toHaveLength(snapshot.resumo.ordens!);
    const tail =
      '4 atrasadas (chamados pelas metas do contrato, agendadas pelo horário com a tolerância da empresa).';
    expect(rgmOrdersListNote(snapshot.ordens!, snapshot.periodo)).toBe(
      '7 ordens do período (abertas, agendadas, atendidas ou concluídas nele; canceladas fora): ' +
        `6 abertas nele, as “Ordens” do resumo, e 1 aberta antes; ${tail}`,
    );
    // One more opened in September and worked in October: listed, not counted as opened.
    const earlier = snapshot.ordens!.map((row) =>
      row.codigo === 'A1' ? { ...row, abertura: '2026-09-30T12:00:00.000Z' } : row,
    );
    expect(rgmOrdersListNote(earlier, snapshot.periodo)).toContain(
      ': 5 abertas nele, as “Ordens” do resumo, e 2 abertas antes;',
    );
    const a1 = snapshot.ordens!.find((row) => row.codigo === 'A1')!;
    expect(a1).toMatchObject({
      equipamento: 'EQ-1',
      setor: 'UTI',
      contrato: 'CT-A',
      situacao: 'CONCLUIDA',
      abertura: '2026-10-05T11:00:00.000Z',
      inicio: '2026-10-05T13:00:00.000Z',
      fim: '2026-10-05T17:00:00.000Z',
      agendadaPara: null,
      causaRaiz: 'Capacitor queimado',
    });
  });

  it('lists what is open at the period’s end: orders, standing non-conformities, notes, overdue preventives and HCFC units', async () => {
    const { c, ctA, ctB, as } = await seed();
    // Units on R-22: one of CT-A (listed, with its charge) and one of CT-B (another contract).
    await createEquipment(db, c, {
      codigo: 'EQ-22',
      contratoId: ctA,
      setor: 'UTI',
      tipoGas: 'R-22',
      cargaGasKg: 3.2,
    });
    await createEquipment(db, c, {
      codigo: 'EQ-23',
      contratoId: ctB,
      setor: 'Recepção',
      tipoGas: 'R-22',
      cargaGasKg: 1,
    });
    const { snapshot } = await createRgm(as.SUPERVISOR, ctA);
    const pending = snapshot.pendencias!;
    expect(
      pending.ordensAbertas.map((row) => [row.codigo, row.situacao, row.diasEmAberto]),
    ).toEqual([
      ['A8', 'ABERTA', 51],
      ['A4', 'ABERTA', 3],
      ['A5', 'EM_ATENDIMENTO', 1],
    ]);
    // A10, booked for 05/11, is no pending item of October: the lists say so, by one rule.
    const state = (code: string) =>
      rgmOrderStateText(
        snapshot.ordens!.find((row) => row.codigo === code)!,
        snapshot.periodo,
      );
    expect(state('A10')).toBe('Agendada para 05/11/2026');
    expect(state('A4')).toBe('Aberta');
    expect(
      snapshot
        .ordens!.filter((row) => scheduledAfterPeriod(row, snapshot.periodo))
        .map((row) => row.codigo),
    ).toEqual(['A10']);
    expect(pending.ordensAbertas.map((row) => row.codigo)).not.toContain('A10');
    expect(scheduledAfterPeriodNote(snapshot.ordens!, snapshot.periodo)).toBe(
      '1 ordem do período estava agendada para depois do fim dele: não é pendência; está na lista de ordens.',
    );
    expect(pending.naoConformidades).toEqual([
      {
        ordem: 'A3',
        data: '2026-10-02',
        equipamento: 'EQ-2',
        setor: 'Centro cirúrgico',
        item: 'Bandeja',
        observacao: 'Bandeja corroída',
      },
    ]);
    expect(pending.recomendacoes).toEqual([
      {
        ordem: 'A3',
        data: '2026-10-02',
        equipamento: 'EQ-2',
        tecnico: null,
        origem: 'checklist',
        item: 'Filtro',
        texto: 'Recomenda-se trocar o filtro em 30 dias',
      },
    ]);
    expect(pending.preventivasAtrasadas).toEqual([
      {
        equipamento: 'EQ-1',
        setor: 'UTI',
        contrato: 'CT-A',
        prevista: '2026-10-05',
        toleranciaDias: 3,
        executadaDepois: null,
      },
    ]);
    expect(pending.unidadesHcfc).toEqual([
      expect.objectContaining({
        codigo: 'EQ-22',
        tipoGas: 'R-22',
        cargaKg: 3.2,
        nota: HCFC_REPLACEMENT_NOTE,
      }),
    ]);
  });

  it("sums the period's refrigerant per equipment and gas, with tCO2e of the recharges", async () => {
    const { ctA, as } = await seed();
    const { snapshot } = await createRgm(as.SUPERVISOR, ctA);
    const fluids = snapshot.fluidos!;
    expect(
      fluids.linhas.map((row) => [
        row.equipamento,
        row.tipoGas,
        row.recargaKg,
        row.retiradaKg,
        row.tco2e,
      ]),
    ).toEqual([
      ['EQ-1', 'R-410A', 2.5, 1, 5.22],
      ['EQ-2', 'R-32', 1, 0, 0.675],
    ]);
    expect(fluids.total).toEqual({ recargaKg: 3.5, retiradaKg: 1, vazamentoKg: 0, tco2e: 5.895 });
  });

  it('shows the annual grid on the clock of its preventive figures, and the counts of each technician with their whole', async () => {
    const { ctA, as } = await seed();
    const { snapshot } = await createRgm(as.SUPERVISOR, ctA);
    const grid = snapshot.cronograma!;
    // The grid and the compliance are computed at the same moment, so a unit's October reads
    // the same in the schedule tab and the preventive tab: done on time, or missed.
    expect(grid.hoje).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(snapshot.calculadoEm),
      ),
    );
    const october = (code: string) => grid.linhas.find((row) => row.codigo === code)!.meses[9];
    const outcomes = Object.fromEntries(
      snapshot.preventivas!.porEquipamento.map((row) => [
        row.codigo,
        row.ocorrencias.map((occurrence) => occurrence.situacao),
      ]),
    );
    expect(outcomes).toEqual({ 'EQ-1': ['nao_executada'], 'EQ-2': ['no_prazo'] });
    expect(october('EQ-1')).toBe('atrasado');
    expect(october('EQ-2')).toBe('executado');
    expect(
      snapshot.porTecnico.map((row) => [
        row.nome,
        row.ordensAtendidas,
        row.ordensNoPrazo,
        row.ordensComMeta,
      ]),
    ).toEqual([
      ['Técnico Um', 2, 1, 2],
      ['Técnico Dois', 1, 0, 1],
    ]);
  });

  it('lists the whole company in the consolidated RGM, without an RT', async () => {
    const { as } = await seed();
    const { snapshot } = await createRgm(as.SUPERVISOR, null);
    expect(snapshot.ordens!.map((row) => row.codigo)).toContain('B1');
    expect(snapshot.ordens!.find((row) => row.codigo === 'B1')).toMatchObject({
      medida: 'chamado',
      prazo: 'sem_meta',
      contrato: 'CT-B',
    });
    expect(snapshot.fluidos!.linhas.map((row) => row.equipamento)).toEqual([
      'EQ-1',
      'EQ-2',
      'EQ-3',
    ]);
    expect(snapshot.responsavelTecnico).toBeNull();
  });

  it('prints the orders, the pending items and the signature block, and still prints an RGM frozen without them', async () => {
    const { c, ctA, as } = await seed();
    const rgm = await createRgm(as.SUPERVISOR, ctA);
    expect(rgm.snapshot.responsavelTecnico).toEqual({
      nome: 'Eng. Ana Responsável',
      registro: 'CREA-SP 5060001111',
      art: '2620261234567',
    });
    const released = (await as.SUPERVISOR.post(`/api/fs/rgm/${rgm.id}/liberar`).expect(200)).body
      .dados as RgmView;
    expect(released).toMatchObject({
      liberadoPor: 'Sara Supervisora',
      liberadoPorPapel: 'SUPERVISOR',
      cienteCliente: null,
    });
    const pdf = await as.SUPERVISOR.get(`/api/fs/rgm/${rgm.id}/pdf`)
      .responseType('blob')
      .expect(200);
    const text = readPdf(pdf.body).text.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Ordens do período',
      'Ordens abertas no período',
      '7 ordens do período',
      '6 abertas nele, as “Ordens” do resumo, e 1 aberta antes',
      'A1 Corretiva',
      'Troca do capacitor do compressor',
      'Chamado: Atrasada',
      'Agendada: No horário',
      'Preventiva: Pela conformidade do plano',
      'Pendências',
      'Ordens não concluídas (3)',
      '1 ordem do período estava agendada para depois do fim dele',
      'Agendada para 05/11/2026',
      'A8',
      'Não conformidades sem correção (1)',
      'Bandeja corroída',
      'Preventivas atrasadas (1)',
      'Observações dos técnicos (1)',
      'Recomenda-se trocar o filtro em 30 dias',
      'Fluido refrigerante',
      '5,22 tCO₂e',
      'Assinaturas',
      'Liberado por',
      'Sara Supervisora — Supervisor',
      'Responsável técnico',
      'Eng. Ana Responsável',
      'CREA-SP 5060001111',
      'ART 2620261234567',
      'Ciente do cliente',
      'Nome:',
      'Assinatura:',
      'quando o RGM foi calculado',
    ])
      expect(text).toContain(expected);

    // The client's acknowledgement, once recorded, replaces the blank line on screen.
    await db.query(
      `UPDATE rgm SET ciente_nome = 'Dra. Cliente', ciente_em = '2026-11-05T12:00Z' WHERE empresa_id = $1 AND id = $2`,
      [c, rgm.id],
    );
    const acknowledged = await as.SUPERVISOR.get(`/api/fs/rgm/${rgm.id}`).expect(200);
    expect(acknowledged.body.dados.cienteCliente).toEqual({
      nome: 'Dra. Cliente',
      em: '2026-11-05T12:00:00.000Z',
    });

    // An RGM frozen before the lists (reopened to draft, so its PDF is printed anew) prints without them.
    await as.ADMIN.post(`/api/fs/rgm/${rgm.id}/reabrir`).expect(200);
    await db.query(
      `UPDATE rgm SET snapshot = snapshot - 'ordens' - 'pendencias' - 'fluidos' - 'responsavelTecnico' WHERE empresa_id = $1 AND id = $2`,
      [c, rgm.id],
    );
    const old = await as.SUPERVISOR.get(`/api/fs/rgm/${rgm.id}/pdf`)
      .responseType('blob')
      .expect(200);
    const oldText = readPdf(old.body).text.join(' ');
    expect(oldText).toContain('Por técnico');
    // Each technician's figures reach the client only when the company says so.
    expect(text).toContain('O desempenho individual dos técnicos');
    expect(text).not.toContain('Ordens trabalhadas');
    await as.ADMIN.put('/api/fs/parametros')
      .send({ recorrencia: { ocorrencias: 2, dias: 30 }, desempenhoTecnicoAoCliente: true })
      .expect(200)
      .expect((response) =>
        expect(response.body.dados).toMatchObject({ desempenhoTecnicoAoCliente: true }),
      );
    const shown = await as.SUPERVISOR.get(`/api/fs/rgm/${rgm.id}/pdf`)
      .responseType('blob')
      .expect(200);
    const shownText = readPdf(shown.body).text.join(' ');
    expect(shownText).toContain('Ordens trabalhadas');
    expect(shownText).not.toContain('O desempenho individual dos técnicos');
    expect(oldText).toContain('Assinaturas');
    for (const absent of [
      'Ordens do período',
      'Pendências',
      'Fluido refrigerante',
      'Responsável técnico',
    ])
      expect(oldText).not.toContain(absent);
  });
});
