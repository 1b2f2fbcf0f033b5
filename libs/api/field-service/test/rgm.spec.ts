import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Role } from '@campo/contracts';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createTestApp,
  readPdf,
  type SessionAgent,
  settledMail,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';
import { RgmOnePerPeriod1763770400000 } from '../src/lib/database/migrations/1763770400000-rgm-one-per-period';

/**
 * The RGM over a small fixture whose figures were computed by hand (company in
 * São Paulo, UTC-3; period October 2026):
 *   A1 CT-A EQ-1 corrective, opened 05/10 08:00, attended 10:00–14:00 → MTTR 4 h, restore 6 h, SLA met (4 h / 24 h)
 *   A2 CT-A EQ-1 corrective, opened 20/10 09:00, attended 15:00–17:00 → MTTR 2 h, restore 8 h, response 6 h > 4 h: missed
 *   A3 CT-A EQ-2 preventive, opened 31/10 23:30 (01/11 02:30 UTC: still October), attended 01/11 08:00–09:00 → an
 *      order of October, not a call: outside the SLA (formulas version 3; version 2 counted it missed)
 *   A4 CT-A EQ-1 corrective, opened 25/09, attended 25/09 09:00 – 02/10 09:00 → finished in October: MTTR 168 h, restore 169 h
 *   A5 CT-A EQ-2 corrective, opened 01/11 → outside; C1 CT-A EQ-1 cancelled → ignored
 *   B1 CT-B EQ-3 corrective, opened 10/10 10:00, attended 11:00–12:00 → MTTR 1 h, restore 2 h, no SLA target
 * So for CT-A in October (v3): 3 orders, 2 calls (A1, A2), SLA 1 of 2 calls = 50 %.
 * Allocations: T1 on A1 (4 h, 12.5 km) and A2 (1 h, 0 km); T2 on A2 (2 h, 20 km) and B1 (1 h, 7.5 km); T1 on A3 in November.
 *
 * Every test builds the fixture afresh, in a company of its own, with the roles it signs
 * in as, so each one passes alone and in any order, whatever the others change.
 */
describe('RGM', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let smtp: SMTPServer;
  const inbox: Array<{ to: string[]; data: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /** The fixture in a new company, and an agent signed in for each role asked (named after it). */
  async function seedFixture<R extends Role>(...roles: R[]) {
    const company = await createCompany(db, { name: 'Clima Teste' });
    const ids: Record<string, string> = { company: company.id };
    const agents = {} as Record<R, SessionAgent>;
    for (const role of roles)
      agents[role] = (await signIn(app, db, { companyId: company.id, role, name: role })).api;
    const insert = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    const c = company.id;
    // Technicians who never sign in: no password to hash.
    const technician = (name: string) =>
      insert(
        `INSERT INTO users (empresa_id, name, email, password_hash, role) VALUES ($1, $2, $3, '!', 'TECNICO')`,
        [c, name, `${randomUUID()}@rgm.test`],
      );
    ids.t1 = await technician('Técnico Um');
    ids.t2 = await technician('Técnico Dois');
    ids.client = await insert(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'CLI-1', 'Hospital Boa Saúde')`,
      [c],
    );
    ids.ctA = await insert(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, sla_atendimento_horas, sla_solucao_horas, emails_rgm) VALUES ($1, 'CT-A', 'CLI-1', $2, 4, 24, 'gestor@cliente.test, fiscal@cliente.test')`,
      [c, ids.client],
    );
    ids.ctB = await insert(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT-B', 'CLI-1', $2)`,
      [c, ids.client],
    );
    const equipment = (code: string, contract: string, sector: string) =>
      insert(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, $2, 'x', $3, $4)`,
        [c, code, contract, sector],
      );
    ids.eq1 = await equipment('EQ-1', ids.ctA, 'UTI');
    ids.eq2 = await equipment('EQ-2', ids.ctA, 'Centro cirúrgico');
    ids.eq3 = await equipment('EQ-3', ids.ctB, 'Recepção');
    const order = (
      code: string,
      contract: string,
      eq: string,
      tipo: string,
      opened: string,
      start: string | null,
      end: string | null,
      cause: string | null,
      status = 'CONCLUIDA',
    ) =>
      insert(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, inicio_atendimento, fim_atendimento, causa_raiz, status)
         VALUES ($1, $2, 'x', $3, $4, $5, $6, $7, $8, $9, $10)`,
        [c, code, contract, eq, tipo, opened, start, end, cause, status],
      );
    ids.a1 = await order(
      'A1',
      ids.ctA,
      ids.eq1,
      'CORRETIVA',
      '2026-10-05T08:00-03:00',
      '2026-10-05T10:00-03:00',
      '2026-10-05T14:00-03:00',
      'Filtro sujo',
    );
    ids.a2 = await order(
      'A2',
      ids.ctA,
      ids.eq1,
      'CORRETIVA',
      '2026-10-20T09:00-03:00',
      '2026-10-20T15:00-03:00',
      '2026-10-20T17:00-03:00',
      'filtro sujo ',
    );
    ids.a3 = await order(
      'A3',
      ids.ctA,
      ids.eq2,
      'PREVENTIVA',
      '2026-10-31T23:30-03:00',
      '2026-11-01T08:00-03:00',
      '2026-11-01T09:00-03:00',
      null,
    );
    ids.a4 = await order(
      'A4',
      ids.ctA,
      ids.eq1,
      'CORRETIVA',
      '2026-09-25T08:00-03:00',
      '2026-09-25T09:00-03:00',
      '2026-10-02T09:00-03:00',
      'Compressor',
    );
    ids.a5 = await order(
      'A5',
      ids.ctA,
      ids.eq2,
      'CORRETIVA',
      '2026-11-01T08:00-03:00',
      null,
      null,
      'Gás',
    );
    ids.c1 = await order(
      'C1',
      ids.ctA,
      ids.eq1,
      'CORRETIVA',
      '2026-10-15T08:00-03:00',
      null,
      null,
      'Cancelada',
      'CANCELADA',
    );
    ids.b1 = await order(
      'B1',
      ids.ctB,
      ids.eq3,
      'CORRETIVA',
      '2026-10-10T10:00-03:00',
      '2026-10-10T11:00-03:00',
      '2026-10-10T12:00-03:00',
      'Dreno entupido',
    );
    const allocate = (orderId: string, tech: string, start: string, end: string, km: number) =>
      insert(
        `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio, fim, km) VALUES ($1, $2, $3, $4, $5, $6)`,
        [c, orderId, tech, start, end, km],
      );
    await allocate(ids.a1, ids.t1, '2026-10-05T10:00-03:00', '2026-10-05T14:00-03:00', 12.5);
    await allocate(ids.a2, ids.t1, '2026-10-20T16:00-03:00', '2026-10-20T17:00-03:00', 0);
    await allocate(ids.a2, ids.t2, '2026-10-20T15:00-03:00', '2026-10-20T17:00-03:00', 20);
    await allocate(ids.b1, ids.t2, '2026-10-10T11:00-03:00', '2026-10-10T12:00-03:00', 7.5);
    await allocate(ids.a3, ids.t1, '2026-11-01T08:00-03:00', '2026-11-01T09:00-03:00', 5);
    const answer = (orderId: string, item: string, ok: boolean) =>
      insert(
        `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme) VALUES ($1, $2, $3, $4)`,
        [c, orderId, item, ok],
      );
    await answer(ids.a1, 'Filtro', false);
    await answer(ids.a1, 'Dreno', true);
    await answer(ids.a2, 'Filtro', false);
    await answer(ids.a3, 'Bandeja', false);
    await answer(ids.a5, 'Filtro', false);
    return { ids, as: (role: R) => agents[role] };
  }

  it('computes one contract’s month with the hand-computed figures', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR');
    const response = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const { dados } = response.body;
    expect(dados).toMatchObject({
      estado: 'rascunho',
      consolidado: false,
      inicio: '2026-10-01',
      fim: '2026-10-31',
    });
    const snapshot = dados.snapshot;
    expect(snapshot.escopo.contrato).toEqual({
      id: ids.ctA,
      codigo: 'CT-A',
      cliente: 'Hospital Boa Saúde',
    });
    expect(snapshot.versaoFormulas).toBe(4);
    expect(snapshot.resumo).toEqual({
      ordens: 3,
      chamados: 2,
      corretivos: 2,
      mttrHoras: 58,
      restabelecimentoHoras: 61,
      slaPercentual: 50,
      ordensComMeta: 2,
      ordensNoPrazo: 1,
      agendadas: 0,
      agendadasNoHorario: 0,
      pontualidadePercentual: null,
      km: 32.5,
    });
    expect(snapshot.porEquipamento).toEqual([
      {
        equipamentoId: ids.eq1,
        codigo: 'EQ-1',
        descricao: null,
        setor: 'UTI',
        ordens: 2,
        chamados: 2,
        corretivos: 2,
        mttrHoras: 58,
        restabelecimentoHoras: 61,
        recorrente: true,
      },
      {
        equipamentoId: ids.eq2,
        codigo: 'EQ-2',
        descricao: null,
        setor: 'Centro cirúrgico',
        ordens: 1,
        chamados: 0,
        corretivos: 0,
        mttrHoras: null,
        restabelecimentoHoras: null,
        recorrente: false,
      },
    ]);
    expect(snapshot.porTecnico).toEqual([
      {
        tecnicoId: ids.t1,
        nome: 'Técnico Um',
        ordensAtendidas: 2,
        execucaoMediaHoras: 2.5,
        slaPercentual: 50,
        ordensComMeta: 2,
        ordensNoPrazo: 1,
        km: 12.5,
      },
      {
        tecnicoId: ids.t2,
        nome: 'Técnico Dois',
        ordensAtendidas: 1,
        execucaoMediaHoras: 2,
        slaPercentual: 0,
        ordensComMeta: 1,
        ordensNoPrazo: 0,
        km: 20,
      },
    ]);
    expect(snapshot.porContrato).toBeNull();
    expect(snapshot.checklist).toEqual([
      { item: 'Filtro', naoConformes: 2, respostas: 2 },
      { item: 'Bandeja', naoConformes: 1, respostas: 1 },
    ]);
    expect(snapshot.causasRaiz).toEqual([{ causa: 'Filtro obstruído', ocorrencias: 2 }]);
    expect(snapshot.formulas.mttr).toContain('MTTR');
    expect(snapshot.cronograma).toMatchObject({
      ano: 2026,
      linhas: [{ codigo: 'EQ-2' }, { codigo: 'EQ-1' }],
    });
  });

  it('counts orders opened before the month that were scheduled or visited in it', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR');
    const insert = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    // Opened in September, scheduled for 30/10 09:00 and started 09:30 (on time: 60 min
    // tolerance), finished in November.
    await insert(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, agendada_para, inicio_atendimento, fim_atendimento, status)
       VALUES ($1, 'P1', 'x', $2, $3, 'PREVENTIVA', '2026-09-15T08:00-03:00', '2026-10-30T09:00-03:00', '2026-10-30T09:30-03:00', '2026-11-03T10:30-03:00', 'CONCLUIDA')`,
      [ids.company, ids.ctA, ids.eq2],
    );
    // Opened in September, still being attended: Técnico Dois drove 9 km to it in October.
    const open = await insert(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, inicio_atendimento, status)
       VALUES ($1, 'V1', 'x', $2, $3, 'OUTRO', '2026-09-20T08:00-03:00', '2026-10-12T08:00-03:00', 'EM_ATENDIMENTO')`,
      [ids.company, ids.ctA, ids.eq2],
    );
    await insert(
      `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio, fim, km) VALUES ($1, $2, $3, '2026-10-12T08:00-03:00', '2026-10-12T11:00-03:00', 9)`,
      [ids.company, open, ids.t2],
    );

    const response = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const { snapshot } = response.body.dados;
    expect(snapshot.resumo).toMatchObject({
      ordens: 3,
      agendadas: 1,
      agendadasNoHorario: 1,
      pontualidadePercentual: 100,
      km: 41.5,
    });
    expect(snapshot.porTecnico).toContainEqual(
      expect.objectContaining({ tecnicoId: ids.t2, ordensAtendidas: 2, km: 29 }),
    );
  });

  it('computes the consolidated month with the contracts side by side', async () => {
    const { ids, as } = await seedFixture('ADMIN');
    const response = await as('ADMIN')
      .post('/api/fs/rgm')
      .send({ consolidado: true, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const snapshot = response.body.dados.snapshot;
    expect(snapshot.resumo).toEqual({
      ordens: 4,
      chamados: 3,
      corretivos: 3,
      mttrHoras: 43.75,
      restabelecimentoHoras: 46.25,
      slaPercentual: 50,
      ordensComMeta: 2,
      ordensNoPrazo: 1,
      agendadas: 0,
      agendadasNoHorario: 0,
      pontualidadePercentual: null,
      km: 40,
    });
    expect(snapshot.porContrato).toEqual([
      {
        contratoId: ids.ctA,
        codigo: 'CT-A',
        cliente: 'Hospital Boa Saúde',
        ordens: 3,
        chamados: 2,
        corretivos: 2,
        mttrHoras: 58,
        restabelecimentoHoras: 61,
        slaPercentual: 50,
        ordensComMeta: 2,
        ordensNoPrazo: 1,
        agendadas: 0,
        agendadasNoHorario: 0,
        pontualidadePercentual: null,
        km: 32.5,
      },
      {
        contratoId: ids.ctB,
        codigo: 'CT-B',
        cliente: 'Hospital Boa Saúde',
        ordens: 1,
        chamados: 1,
        corretivos: 1,
        mttrHoras: 1,
        restabelecimentoHoras: 2,
        slaPercentual: null,
        ordensComMeta: 0,
        ordensNoPrazo: 0,
        agendadas: 0,
        agendadasNoHorario: 0,
        pontualidadePercentual: null,
        km: 7.5,
      },
    ]);
    expect(snapshot.porTecnico.find((t: { tecnicoId: string }) => t.tecnicoId === ids.t2)).toEqual({
      tecnicoId: ids.t2,
      nome: 'Técnico Dois',
      ordensAtendidas: 2,
      execucaoMediaHoras: 1.5,
      slaPercentual: 0,
      ordensComMeta: 1,
      ordensNoPrazo: 0,
      km: 27.5,
    });
    expect(snapshot.causasRaiz).toEqual([
      { causa: 'Filtro obstruído', ocorrencias: 2 },
      { causa: 'Dreno entupido', ocorrencias: 1 },
    ]);
  });

  it('freezes the snapshot on release: later changes to the orders do not alter it; only a reopened draft recomputes', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR', 'TECNICO', 'ADMIN');
    const created = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id = created.body.dados.id;
    await as('TECNICO').post(`/api/fs/rgm/${id}/liberar`).expect(403);
    const released = await as('SUPERVISOR').post(`/api/fs/rgm/${id}/liberar`).expect(200);
    expect(released.body.dados).toMatchObject({ estado: 'liberado', liberadoPor: 'SUPERVISOR' });

    await db.query(
      `UPDATE ordem_servico SET fim_atendimento = '2026-10-05T20:00-03:00' WHERE id = $1`,
      [ids.a1],
    );
    expect(
      (await as('SUPERVISOR').post(`/api/fs/rgm/${id}/recalcular`).expect(409)).body.codigo,
    ).toBe('TRANSICAO_INVALIDA');
    const frozen = await as('SUPERVISOR').get(`/api/fs/rgm/${id}`).expect(200);
    expect(frozen.body.dados.snapshot).toEqual(released.body.dados.snapshot);
    expect(frozen.body.dados.snapshot.resumo.mttrHoras).toBe(58);

    await as('SUPERVISOR').post(`/api/fs/rgm/${id}/reabrir`).expect(403);
    await as('ADMIN').post(`/api/fs/rgm/${id}/reabrir`).expect(200);
    const recomputed = await as('ADMIN').post(`/api/fs/rgm/${id}/recalcular`).expect(200);
    expect(recomputed.body.dados.snapshot.resumo.mttrHoras).toBe(60); // A1 now 10 h: (10 + 2 + 168) / 3
    expect(recomputed.body.dados.eventos.map((e: { acao: string }) => e.acao)).toEqual([
      'criado',
      'liberar',
      'reabrir',
      'recalcular',
    ]);
  });

  it('sends a released RGM to the contract’s recipients over SMTP, and only a released one', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR');
    const created = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id = created.body.dados.id;
    expect((await as('SUPERVISOR').post(`/api/fs/rgm/${id}/enviar`).expect(409)).body.codigo).toBe(
      'TRANSICAO_INVALIDA',
    );
    await as('SUPERVISOR').post(`/api/fs/rgm/${id}/liberar`).expect(200);
    const sent = await as('SUPERVISOR').post(`/api/fs/rgm/${id}/enviar`).expect(200);
    expect(sent.body.dados.estado).toBe('enviado');
    await settledMail(db, ids.company);
    const message = inbox.at(-1)!;
    expect(message.to).toEqual(['gestor@cliente.test', 'fiscal@cliente.test']);
    expect(message.data).toContain('Subject: =?UTF-8?Q?RGM_do_contrato_CT-A');
    expect(message.data).toMatch(
      /Content-Type: application\/pdf; name="RGM CT-A - outubro de 2026\.pdf"/,
    );
    // The attachment is the PDF kept at release, byte for byte.
    const attached = Buffer.from(
      message.data
        .split('Content-Disposition: attachment')[1]
        .split(/\r?\n\r?\n/)[1]
        .split(/\r?\n--/)[0]
        .replace(/\s+/g, ''),
      'base64',
    );
    const kept = await as('SUPERVISOR')
      .get(`/api/fs/rgm/${id}/pdf`)
      .responseType('blob')
      .expect(200);
    expect(attached.equals(kept.body)).toBe(true);
    const [outbox] = await db.query(
      `SELECT status, destinatarios, anexos FROM mail_outbox WHERE empresa_id = $1 ORDER BY criado_em DESC LIMIT 1`,
      [ids.company],
    );
    expect(outbox).toEqual({
      status: 'ENVIADO',
      destinatarios: ['gestor@cliente.test', 'fiscal@cliente.test'],
      anexos: ['RGM CT-A - outubro de 2026.pdf'],
    });
  });

  it('sends to the recipients chosen for this sending, leaving the contract’s list as it is', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR');
    const created = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-09-01', fim: '2026-09-30' })
      .expect(201);
    const id = created.body.dados.id;
    // Recipients belong to the sending only.
    const early = await as('SUPERVISOR')
      .post(`/api/fs/rgm/${id}/liberar`)
      .send({ destinatarios: ['diretoria@cliente.test'] })
      .expect(400);
    expect(early.body.detalhes).toEqual(['destinatarios: só vale para enviar']);
    await as('SUPERVISOR').post(`/api/fs/rgm/${id}/liberar`).expect(200);
    for (const bad of [[], ['não é e-mail'], 'gestor@cliente.test']) {
      await as('SUPERVISOR')
        .post(`/api/fs/rgm/${id}/enviar`)
        .send({ destinatarios: bad })
        .expect(400);
    }
    expect((await as('SUPERVISOR').get(`/api/fs/rgm/${id}`).expect(200)).body.dados.estado).toBe(
      'liberado',
    );
    await as('SUPERVISOR')
      .post(`/api/fs/rgm/${id}/enviar`)
      .send({
        destinatarios: ['Gestor@Cliente.test', 'diretoria@cliente.test', 'gestor@cliente.test'],
      })
      .expect(200);
    const [outbox] = await db.query(
      `SELECT destinatarios FROM mail_outbox WHERE empresa_id = $1 ORDER BY criado_em DESC LIMIT 1`,
      [ids.company],
    );
    expect(outbox.destinatarios).toEqual(['gestor@cliente.test', 'diretoria@cliente.test']);
    const [contract] = await db.query(`SELECT emails_rgm FROM contrato WHERE id = $1`, [ids.ctA]);
    expect(contract.emails_rgm).not.toContain('diretoria@cliente.test');
  });

  it('prints the released RGM from its snapshot, keeps that PDF unchanged, and prints a reopened one as a draft', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR', 'ADMIN');
    const created = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id = created.body.dados.id;
    // The technicians' figures print for the client only when the company says so.
    await as('ADMIN')
      .put('/api/fs/parametros')
      .send({ recorrencia: { ocorrencias: 2, dias: 30 }, desempenhoTecnicoAoCliente: true })
      .expect(200);
    await as('SUPERVISOR').post(`/api/fs/rgm/${id}/liberar`).expect(200);
    const pdf = () =>
      as('SUPERVISOR').get(`/api/fs/rgm/${id}/pdf`).responseType('blob').expect(200);
    const first = await pdf();
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `inline; filename="RGM CT-A - outubro de 2026.pdf"`,
    );
    const text = readPdf(first.body).text.join(' ');
    for (const expected of [
      'RELATÓRIO GERENCIAL DE MANUTENÇÃO',
      'RGM — Contrato CT-A',
      'Hospital Boa Saúde',
      'outubro de 2026',
      'Clima Teste',
      'Liberado por SUPERVISOR em',
      'Liberado',
      '58 h',
      '61 h',
      '50 %',
      '32,5 km',
      '1 de 2 chamados com meta cumpriram o prazo',
      'Pontualidade: 0 de 0 ordens agendadas',
      'versão 3',
      'EQ-1',
      'UTI',
      'Centro cirúrgico',
      'Técnico Um 2 2,5 h 50 % (1 de 2) 12,5 km',
      'Técnico Dois 1 2 h 0 % (0 de 1) 20 km',
      'Filtro 2 2 100 %',
      'Bandeja 1 1 100 %',
      'Filtro obstruído 2',
      'Cronograma anual de manutenção preventiva 2026',
      'MTTR (SMRP)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('RASCUNHO');

    await db.query(
      `UPDATE ordem_servico SET fim_atendimento = '2026-10-05T20:00-03:00' WHERE id = $1`,
      [ids.a1],
    );
    expect((await pdf()).body.equals(first.body)).toBe(true);
    await as('ADMIN').post(`/api/fs/rgm/${id}/reabrir`).expect(200);
    await as('ADMIN').post(`/api/fs/rgm/${id}/recalcular`).expect(200);
    const draft = await pdf();
    expect(draft.headers['content-disposition']).toContain('(rascunho).pdf');
    const draftText = readPdf(draft.body).text.join(' ');
    expect(draftText).toContain('RASCUNHO');
    expect(draftText).toContain('60 h');
  });

  it("freezes the charts' series in the snapshot and prints them as SVG on the PDF cover", async () => {
    const { ids, as } = await seedFixture('SUPERVISOR');
    const created = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id = created.body.dados.id;
    const week = (inicio: string, preventivas: number, corretivas: number) => ({
      inicio,
      preventivas,
      corretivas,
      outras: 0,
    });
    // Weeks start on Monday; the first is clipped to the period (Thursday 01/10).
    const expected = {
      semanas: [
        week('2026-10-01', 0, 0),
        week('2026-10-05', 0, 1),
        week('2026-10-12', 0, 0),
        week('2026-10-19', 0, 1),
        week('2026-10-26', 1, 0),
      ],
      metas: { atendimentoHoras: 4, solucaoHoras: 24 },
    };
    const series = created.body.dados.snapshot.series;
    expect(series).toMatchObject(expected);
    expect(series.meses).toHaveLength(12);
    expect(series.meses[0].mes).toBe('2025-11');
    // September: A4 opened, late on its solution target, finished only in October.
    expect(series.meses[10]).toEqual({
      mes: '2026-09',
      chamados: 1,
      slaPercentual: 0,
      mttrHoras: null,
    });
    // October matches the figures: 2 calls, 1 of 2 on time, MTTR (4 + 2 + 168) / 3 = 58 h.
    expect(series.meses[11]).toEqual({
      mes: '2026-10',
      chamados: 2,
      slaPercentual: 50,
      mttrHoras: 58,
    });

    await as('SUPERVISOR').post(`/api/fs/rgm/${id}/liberar`).expect(200);
    await db.query(`UPDATE ordem_servico SET tipo = 'PREVENTIVA' WHERE id = $1`, [ids.a2]);
    const released = await as('SUPERVISOR').get(`/api/fs/rgm/${id}`).expect(200);
    expect(released.body.dados.snapshot.series).toEqual(series);

    const pdf = await as('SUPERVISOR')
      .get(`/api/fs/rgm/${id}/pdf`)
      .responseType('blob')
      .expect(200);
    const text = readPdf(pdf.body).text.join(' ');
    for (const label of [
      'Ordens por semana',
      'Preventivas',
      'Corretivas',
      '05/10',
      'SLA dos chamados (12 meses)',
      'Meta (100 %)',
      'MTTR (12 meses)',
      'Meta de solução do contrato',
      'set/26',
      'Causas raiz',
    ]) {
      expect(text).toContain(label);
    }
  });

  it('prints hostile text from the data literally, and the PDF reaches nothing on the network', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR');
    const requests: string[] = [];
    const listener = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    const hostile = `<img src=http://127.0.0.1:${port}/x> <iframe src=file:///etc/passwd></iframe> <script>document.write('executado')</script> <meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/r">`;
    const eq = (
      await db.query(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, descricao) VALUES ($1, 'EQ-X', 'x', $2, 'Sala <b>técnica</b>', $3) RETURNING id`,
        [ids.company, ids.ctB, hostile],
      )
    )[0].id;
    const order = (
      await db.query(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, inicio_atendimento, fim_atendimento, causa_raiz, status)
       VALUES ($1, 'X1', 'x', $2, $3, 'CORRETIVA', '2026-12-02T10:00-03:00', '2026-12-02T11:00-03:00', '2026-12-02T12:00-03:00', $4, 'CONCLUIDA') RETURNING id`,
        [ids.company, ids.ctB, eq, hostile],
      )
    )[0].id;
    await db.query(
      `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme) VALUES ($1, $2, $3, false)`,
      [ids.company, order, hostile],
    );
    const created = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctB, inicio: '2026-12-01', fim: '2026-12-31' })
      .expect(201);
    try {
      const pdf = await as('SUPERVISOR')
        .get(`/api/fs/rgm/${created.body.dados.id}/pdf`)
        .responseType('blob')
        .expect(200);
      const text = readPdf(pdf.body).text.join(' ');
      expect(text).toContain(`<img src=http://127.0.0.1:${port}/x>`);
      expect(text).toContain('<iframe src=file:///etc/passwd></iframe>');
      expect(text).toContain(`<script>document.write('executado')</script>`);
      expect(text).toContain(
        `<meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/r">`,
      );
      expect(text).toContain('Sala <b>técnica</b>');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requests).toEqual([]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('lets an ADMIN set a contract’s closing day and recipients, validated', async () => {
    const { ids, as } = await seedFixture('ADMIN', 'SUPERVISOR');
    const patch = (role: 'ADMIN' | 'SUPERVISOR', body: object) =>
      as(role).patch(`/api/fs/contratos/${ids.ctB}/rgm`).send(body);
    const saved = await patch('ADMIN', {
      diaFechamentoRgm: 31,
      emailsRgm: ['Fiscal@Cliente.test', 'fiscal@cliente.test', 'outro@cliente.test'],
    }).expect(200);
    expect(saved.body.dados).toEqual({
      id: ids.ctB,
      codigo: 'CT-B',
      diaFechamentoRgm: 31,
      emailsRgm: ['fiscal@cliente.test', 'outro@cliente.test'],
    });
    const [stored] = await db.query(
      `SELECT dia_fechamento_rgm, emails_rgm FROM contrato WHERE id = $1`,
      [ids.ctB],
    );
    expect(stored).toEqual({
      dia_fechamento_rgm: 31,
      emails_rgm: 'fiscal@cliente.test, outro@cliente.test',
    });
    const invalid = await patch('ADMIN', {
      diaFechamentoRgm: 32,
      emailsRgm: ['não é e-mail'],
    }).expect(400);
    expect(invalid.body.detalhes).toHaveLength(2);
    await patch('SUPERVISOR', { diaFechamentoRgm: null, emailsRgm: [] }).expect(403);
    await patch('ADMIN', { diaFechamentoRgm: null, emailsRgm: [] }).expect(200);
  });

  it('answers 409 RGM_JA_EXISTE for a second RGM of one scope and period, whatever its state', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR', 'ADMIN');
    const october = { inicio: '2026-10-01', fim: '2026-10-31' };
    const first = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, ...october })
      .expect(201);
    const id = first.body.dados.id;
    const again = await as('ADMIN')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, ...october })
      .expect(409);
    expect(again.body).toEqual({
      sucesso: false,
      codigo: 'RGM_JA_EXISTE',
      erro: expect.stringContaining('01/10/2026 a 31/10/2026'),
      rgmId: id,
      estado: 'rascunho',
    });
    // Released, or reopened: still the period's one RGM.
    await as('SUPERVISOR').post(`/api/fs/rgm/${id}/liberar`).expect(200);
    const released = await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, ...october })
      .expect(409);
    expect(released.body).toMatchObject({ rgmId: id, estado: 'liberado' });
    // Another scope, and overlapping but different periods, are other RGMs.
    await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctB, ...october })
      .expect(201);
    await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ consolidado: true, ...october })
      .expect(201);
    await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ consolidado: true, ...october })
      .expect(409);
    await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-12-31' })
      .expect(201);
    await as('SUPERVISOR')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-16', fim: '2026-10-31' })
      .expect(201);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM rgm WHERE empresa_id = (SELECT empresa_id FROM rgm WHERE id = $1)`,
      [id],
    );
    expect(count).toBe(5);
  });

  it('lets only one of two simultaneous creations of a period through', async () => {
    const { ids, as } = await seedFixture('SUPERVISOR', 'ADMIN');
    const request = { contratoId: ids.ctA, inicio: '2026-11-01', fim: '2026-11-30' };
    const answers = await Promise.all(
      (['SUPERVISOR', 'ADMIN'] as const).map((role) => as(role).post('/api/fs/rgm').send(request)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const created = answers.find((answer) => answer.status === 201)!;
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({
      codigo: 'RGM_JA_EXISTE',
      rgmId: created.body.dados.id,
      estado: 'rascunho',
    });
  });

  it('keeps duplicates made before the rule, marks them, and never fails the upgrade', async () => {
    const { ids, as } = await seedFixture('ADMIN');
    const migration = new RgmOnePerPeriod1763770400000();
    const runner = db.createQueryRunner();
    try {
      const october = { contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' };
      const draft = (await as('ADMIN').post('/api/fs/rgm').send(october).expect(201)).body.dados
        .id as string;
      // As a database upgraded from before the rule may hold: later copies of the period, one sent.
      await migration.down(runner);
      const copy = async (estado: string, seconds: number) =>
        (
          await db.query(
            `INSERT INTO rgm (empresa_id, contrato_id, consolidado, inicio, fim, estado, snapshot, versao_formulas, calculado_em, criado_em)
             SELECT empresa_id, contrato_id, consolidado, inicio, fim, $2, snapshot, versao_formulas, calculado_em, criado_em + $3 * interval '1 second'
               FROM rgm WHERE id = $1 RETURNING id`,
            [draft, estado, seconds],
          )
        )[0].id as string;
      const sent = await copy('enviado', 1);
      const released = await copy('liberado', 2);
      await migration.up(runner);
      const rows = await db.query(
        `SELECT id, estado, duplicado_de FROM rgm WHERE id = ANY($1) ORDER BY criado_em`,
        [[draft, sent, released]],
      );
      // All three kept as they were; the sent one is the period's RGM.
      expect(rows).toEqual([
        { id: draft, estado: 'rascunho', duplicado_de: sent },
        { id: sent, estado: 'enviado', duplicado_de: null },
        { id: released, estado: 'liberado', duplicado_de: sent },
      ]);
      const again = await as('ADMIN').post('/api/fs/rgm').send(october).expect(409);
      expect(again.body).toMatchObject({ rgmId: sent, estado: 'enviado' });
      await as('ADMIN').get(`/api/fs/rgm/${draft}`).expect(200);
    } finally {
      await runner.release();
    }
  });

  it('validates the request and keeps companies apart', async () => {
    const { ids, as } = await seedFixture('ADMIN');
    await as('ADMIN')
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const invalid = await as('ADMIN')
      .post('/api/fs/rgm')
      .send({ inicio: '01/10/2026', fim: '2026-10-31' })
      .expect(400);
    expect(invalid.body.codigo).toBe('DADOS_INVALIDOS');
    await as('ADMIN')
      .post('/api/fs/rgm')
      .send({
        contratoId: '00000000-0000-4000-8000-000000000000',
        inicio: '2026-10-01',
        fim: '2026-10-31',
      })
      .expect(404);
    const other = await createCompany(db);
    const { api: otherAdmin } = await signIn(app, db, { companyId: other.id, role: 'ADMIN' });
    const mine = await as('ADMIN').get('/api/fs/rgm').expect(200);
    expect(mine.body.dados.total).toBeGreaterThan(0);
    expect(
      mine.body.dados.itens.find((item: { consolidado: boolean }) => !item.consolidado).contrato,
    ).toEqual({ codigo: 'CT-A', cliente: 'Hospital Boa Saúde' });
    const theirs = await otherAdmin.get('/api/fs/rgm').expect(200);
    expect(theirs.body.dados.total).toBe(0);
    await otherAdmin.get(`/api/fs/rgm/${mine.body.dados.itens[0].id}`).expect(404);
    await otherAdmin
      .post('/api/fs/rgm')
      .send({ contratoId: ids.ctA, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(404);
  });
});
