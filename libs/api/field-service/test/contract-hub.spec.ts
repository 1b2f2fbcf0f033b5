import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import type {
  ClientOverview,
  ClientRgm,
  RgmView,
  ContractOverview,
  DocumentSummary,
  FluidReport,
  IndoorAirSchedule,
  RgmSummary,
  Room,
  ServiceOrderSummary,
} from '@campo/contracts';
import { orderDeadline } from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { ServiceRequestsService } from '../src';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createFluidEvent,
  createOrder,
} from './support';

/**
 * The contract hub (issue 48): a hospital with two contracts. CT-A has three units (one
 * retired), rooms from their sectors, four orders (two open, one in attendance, one
 * closed), a request, an RGM, a PMOC and a recharge; CT-B has one unit and one open
 * order. Each figure of the hub must be what the feature's own list answers.
 */
describe('contract hub', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let supervisor: SessionAgent;
  let otherAdmin: SessionAgent;
  const ids: Record<string, string> = {};
  const year = new Date().getUTCFullYear();
  const month = new Date().toISOString().slice(0, 7);
  const monthEnd = new Date(Date.UTC(year, Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    ids.company = (await createCompany(db)).id;
    ids.client = await createClient(db, ids.company, { codigo: 'HOSP', nome: 'Hospital Norte' });
    ids.ctA = await createContract(db, ids.company, { codigo: 'CT-A', clienteId: ids.client });
    ids.ctB = await createContract(db, ids.company, { codigo: 'CT-B', clienteId: ids.client });
    for (const [code, contract, sector] of [
      ['EQ-1', 'ctA', 'UTI'],
      ['EQ-2', 'ctA', 'Recepção'],
      ['EQ-3', 'ctA', 'Recepção'],
      ['EQ-9', 'ctB', 'Sala 1'],
    ]) {
      ids[code] = await createEquipment(db, ids.company, {
        codigo: code,
        contratoId: ids[contract],
        setor: sector,
        tipoGas: 'R-410A',
        cargaGasKg: 2,
      });
    }
    ({ api: supervisor } = await signIn(app, db, { companyId: ids.company, role: 'SUPERVISOR' }));
    const { api: admin } = await signIn(app, db, { companyId: ids.company, role: 'ADMIN' });
    ({ api: otherAdmin } = await signIn(app, db, {
      companyId: (await createCompany(db)).id,
      role: 'ADMIN',
    }));
    await supervisor.post(`/api/dados/equipamento/${ids['EQ-3']}/desativar`).expect(200);
    await supervisor.post(`/api/fs/contratos/${ids.ctA}/ambientes/dos-setores`).expect(200);

    const opened = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    for (const [code, contract, unit, values] of [
      ['OS-1', 'ctA', 'EQ-1', { abertura: opened(30) }],
      ['OS-2', 'ctA', 'EQ-2', { abertura: opened(5) }],
      ['OS-3', 'ctA', 'EQ-1', { abertura: opened(8), inicio: opened(2), status: 'EM_ATENDIMENTO' }],
      ['OS-4', 'ctA', 'EQ-2', { abertura: opened(50), inicio: opened(49), fim: opened(48) }],
      ['OS-9', 'ctB', 'EQ-9', { abertura: opened(3) }],
    ] as const) {
      await createOrder(db, ids.company, {
        codigo: code,
        contratoId: ids[contract],
        equipamentoId: ids[unit],
        ...values,
      });
    }
    const requests = app.get(ServiceRequestsService);
    for (const [contract, unit] of [
      ['ctA', 'EQ-1'],
      ['ctB', 'EQ-9'],
    ]) {
      await requests.open(ids.company, {
        origem: 'PORTAL',
        clienteId: ids.client,
        contratoId: ids[contract],
        equipamentoId: ids[unit],
        local: null,
        descricao: 'O split está pingando.',
        urgencia: 'MEDIA',
        contatoNome: 'Márcia',
        contatoEmail: null,
        contatoTelefone: null,
        foto: null,
        solicitanteUsuarioId: null,
      });
    }
    await createFluidEvent(db, ids.company, {
      equipamentoId: ids['EQ-1'],
      setor: 'UTI',
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      kg: 0.5,
      data: `${year}-01-15`,
    });
    await supervisor
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: `${month}-01`, fim: monthEnd })
      .expect(201);
    await admin.post('/api/fs/pmoc/gerar').send({ contratoId: ids.ctA, ano: year }).expect(201);
  });
  afterAll(() => app.close());

  const overview = async (contract: string) =>
    (await supervisor.get(`/api/fs/contratos/${ids[contract]}/visao-geral`).expect(200)).body
      .dados as ContractOverview;
  const get = async <T>(url: string): Promise<T> =>
    (await supervisor.get(url).expect(200)).body.dados as T;

  it('states the contract’s figures, each as its own list answers', async () => {
    const hub = await overview('ctA');
    expect(hub.contrato).toMatchObject({ id: ids.ctA, codigo: 'CT-A' });
    expect(hub.cliente).toEqual({ id: ids.client, codigo: 'HOSP', nome: 'Hospital Norte' });
    expect(hub.contagens).toMatchObject({
      equipamentosAtivos: 2,
      ambientes: 2,
      ordensAbertas: 2,
      ordensEmAtendimento: 1,
      solicitacoesAbertas: 1,
      rgms: 1,
      pmocs: 1,
    });

    const units = await get<{ total: number }>(
      '/api/dados/equipamento?contrato=CT-A&situacao=ativos',
    );
    expect(hub.contagens.equipamentosAtivos).toBe(units.total);
    const rooms = await get<Room[]>(`/api/fs/contratos/${ids.ctA}/ambientes`);
    expect(hub.contagens.ambientes).toBe(rooms.length);

    const orders = (situacao: string) =>
      get<{ total: number; itens: ServiceOrderSummary[] }>(
        `/api/fs/ordens?contratoId=${ids.ctA}&situacao=${situacao}&ordem=prazo`,
      );
    const [open, attending] = [await orders('ABERTA'), await orders('EM_ATENDIMENTO')];
    expect(hub.contagens.ordensAbertas).toBe(open.total);
    expect(hub.contagens.ordensEmAtendimento).toBe(attending.total);
    expect(hub.proximasOrdens.map((order) => order.codigo).sort()).toEqual([
      'OS-1',
      'OS-2',
      'OS-3',
    ]);
    const listed = new Map(
      [...open.itens, ...attending.itens].map((order) => [order.codigo, order]),
    );
    for (const order of hub.proximasOrdens) {
      expect(order.situacao).toBe(listed.get(order.codigo)!.situacao);
      expect(order.prazo).toBe(listed.get(order.codigo)!.prazo);
      // The deadline by the same name the order list gives it.
      expect(order.prazoRotulo).toBe(orderDeadline(listed.get(order.codigo)!)?.rotulo ?? null);
      expect(order.equipamento).toBe(listed.get(order.codigo)!.equipamento?.codigo);
    }

    const requests = await get<{ total: number; itens: Array<{ codigo: string }> }>(
      `/api/fs/solicitacoes?contratoId=${ids.ctA}&situacao=ABERTA`,
    );
    expect(requests.total).toBe(1);
    expect(hub.solicitacoes.map((request) => request.codigo)).toEqual(
      requests.itens.map((request) => request.codigo),
    );

    const rgms = await get<{ total: number; itens: RgmSummary[] }>(
      `/api/fs/rgm?contratoId=${ids.ctA}`,
    );
    expect(hub.contagens.rgms).toBe(rgms.total);
    expect(hub.rgmsRecentes).toEqual([
      expect.objectContaining({ id: rgms.itens[0].id, mes: month, estado: rgms.itens[0].estado }),
    ]);

    const pmocs = (await get<DocumentSummary[]>('/api/documentos?tipo=PMOC')).filter(
      (document) => document.referencia['contratoId'] === ids.ctA,
    );
    expect(hub.pmocs).toEqual(
      pmocs.map((document) => ({
        id: document.id,
        ano: year,
        versao: document.versao,
        assinado: document.assinado,
      })),
    );
    expect(hub.pmocs[0].assinado).toBe(false);

    const schedule = (await get<IndoorAirSchedule[]>('/api/fs/qualidade-ar/agenda')).find(
      (row) => row.contratoId === ids.ctA,
    )!;
    expect(hub.qualidadeAr?.situacao).toBe(schedule.situacao);
    expect(hub.contagens.situacaoAr).toBe(schedule.situacao);

    const report = await get<FluidReport>(
      `/api/fs/fluidos/relatorio-anual?ano=${year}&contratoId=${ids.ctA}`,
    );
    expect(hub.gas).toMatchObject({
      ano: year,
      recargaKg: report.totais.geral.recargaKg,
      tco2e: report.totais.geral.tco2e,
    });
    expect(hub.gas.recargaKg).toBe(0.5);
  });

  it('lines up the client’s contracts with their counts and sums them', async () => {
    const client = (await supervisor.get(`/api/fs/clientes/${ids.client}/visao-geral`).expect(200))
      .body.dados as ClientOverview;
    const [a, b] = [await overview('ctA'), await overview('ctB')];
    expect(client.cliente).toEqual({ id: ids.client, codigo: 'HOSP', nome: 'Hospital Norte' });
    expect(client.contratos).toEqual([
      { id: ids.ctA, codigo: 'CT-A', descricao: null, contagens: a.contagens },
      { id: ids.ctB, codigo: 'CT-B', descricao: null, contagens: b.contagens },
    ]);
    // Sums of the lines (the next test adds an RGM and an order to CT-B: no literal counts here).
    for (const key of [
      'equipamentosAtivos',
      'ambientes',
      'ordensAbertas',
      'ordensEmAtendimento',
      'solicitacoesAbertas',
      'rgms',
      'pmocs',
    ] as const)
      expect([key, client.totais[key]]).toEqual([key, a.contagens[key] + b.contagens[key]]);
    expect(client.totais.equipamentosAtivos).toBe(3);
    const report = await get<FluidReport>(
      `/api/fs/fluidos/relatorio-anual?ano=${year}&clienteId=${ids.client}`,
    );
    expect(client.gas.recargaKg).toBe(report.totais.geral.recargaKg);
  });

  it('consolidates the client’s month from its contracts’ frozen RGMs, never recomputing', async () => {
    const consolidated = async () =>
      (await supervisor.get(`/api/fs/rgm/clientes/${ids.client}?mes=${month}`).expect(200)).body
        .dados as ClientRgm;
    const before = await consolidated();
    expect(before.contratos.map((line) => [line.codigo, line.rgm?.estado ?? null])).toEqual([
      ['CT-A', 'rascunho'],
      ['CT-B', null],
    ]);
    expect(before.completo).toBe(false);

    await supervisor
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctB, inicio: `${month}-01`, fim: monthEnd })
      .expect(201);
    const both = await consolidated();
    const snapshots = await Promise.all(
      both.contratos.map(
        async (line) => (await get<RgmView>(`/api/fs/rgm/${line.rgm!.id}`)).snapshot.resumo,
      ),
    );
    expect(both.totais.chamados).toBe(snapshots[0].chamados + snapshots[1].chamados);
    expect(both.totais.ordens).toBe(snapshots[0].ordens! + snapshots[1].ordens!);
    expect(both.totais.ordensComMeta).toBe(snapshots[0].ordensComMeta + snapshots[1].ordensComMeta);
    expect(both.totais.chamados).toBeGreaterThan(0);

    // An order opened after the RGMs were computed changes no frozen figure.
    await createOrder(db, ids.company, {
      codigo: 'OS-TARDIA',
      contratoId: ids.ctB,
      abertura: new Date().toISOString(),
    });
    expect((await consolidated()).totais).toEqual(both.totais);

    await supervisor.get(`/api/fs/rgm/clientes/${ids.client}?mes=2026-13`).expect(400);
    const { body } = await otherAdmin.get(`/api/fs/rgm/clientes/${ids.client}?mes=${month}`);
    expect(body).toMatchObject({ sucesso: false, codigo: 'CLIENTE_NAO_ENCONTRADO' });
  });

  it('answers another company’s contract or client as not found, and no technician', async () => {
    for (const url of [
      `/api/fs/contratos/${ids.ctA}/visao-geral`,
      `/api/fs/clientes/${ids.client}/visao-geral`,
      '/api/fs/contratos/nao-e-um-id/visao-geral',
    ]) {
      const { body } = await otherAdmin.get(url).expect(404);
      expect(body).toEqual({
        sucesso: false,
        codigo: url.includes('clientes') ? 'CLIENTE_NAO_ENCONTRADO' : 'CONTRATO_NAO_ENCONTRADO',
        erro: expect.any(String),
      });
    }
    const { api: technician } = await signIn(app, db, { companyId: ids.company, role: 'TECNICO' });
    await technician.get(`/api/fs/contratos/${ids.ctA}/visao-geral`).expect(403);
  });
});
