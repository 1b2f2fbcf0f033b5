import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { ServiceRequestDetail, ServiceRequestSummary } from '@campo/contracts';
import { createCompany, jpegWithExif, type SessionAgent, signIn } from '@campo/platform/testing';
import { type NewServiceRequest, ServiceRequestsService } from '../src';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createTechnician,
} from './support';

/**
 * Fixture: company A with clients "Hospital" (contract CT-H, units EQ-1 and EQ-2) and
 * "Escritório" (contract CT-E, unit EQ-9), technician Ana, a supervisor and a technician
 * who signs in; company B with its own supervisor. Each test opens the requests it decides.
 */
describe('service requests', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let service: ServiceRequestsService;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    service = app.get(ServiceRequestsService);
    for (const company of ['A', 'B']) ids[company] = (await createCompany(db)).id;
    ids.hospital = await createClient(db, ids.A, { codigo: 'H', nome: 'Hospital Central' });
    ids.office = await createClient(db, ids.A, { codigo: 'E', nome: 'Escritório Sul' });
    ids.ctH = await createContract(db, ids.A, { codigo: 'CT-H', clienteId: ids.hospital });
    ids.ctE = await createContract(db, ids.A, { codigo: 'CT-E', clienteId: ids.office });
    ids.eq1 = await createEquipment(db, ids.A, {
      codigo: 'EQ-1',
      contratoId: ids.ctH,
      setor: 'UTI',
    });
    ids.eq2 = await createEquipment(db, ids.A, {
      codigo: 'EQ-2',
      contratoId: ids.ctH,
      setor: 'Recepção',
    });
    ids.eq9 = await createEquipment(db, ids.A, {
      codigo: 'EQ-9',
      contratoId: ids.ctE,
      setor: 'Sala 1',
    });
    ids.ana = await createTechnician(db, ids.A, 'Ana Técnica');
    for (const [key, company, role] of [
      ['SUPERVISOR', 'A', 'SUPERVISOR'],
      ['TECNICO', 'A', 'TECNICO'],
      ['supB', 'B', 'SUPERVISOR'],
    ] as const) {
      agents[key] = (await signIn(app, db, { companyId: ids[company], role })).api;
    }
  });
  afterAll(() => app.close());

  const input = (overrides: Partial<NewServiceRequest> = {}): NewServiceRequest => ({
    origem: 'PORTAL',
    clienteId: ids.hospital,
    contratoId: ids.ctH,
    equipamentoId: ids.eq1,
    local: null,
    descricao: 'O split da UTI está pingando água sobre o leito 3.',
    urgencia: 'ALTA',
    contatoNome: 'Márcia Enfermeira',
    contatoEmail: 'marcia@hospital.test',
    contatoTelefone: '(11) 98888-0000',
    foto: null,
    solicitanteUsuarioId: null,
    ...overrides,
  });

  const mailTo = (email: string, subject: string) =>
    db.query(
      `SELECT destinatarios, assunto, corpo FROM mail_outbox
        WHERE empresa_id = $1 AND $2 = ANY(destinatarios) AND assunto LIKE '%' || $3 || '%' ORDER BY criado_em`,
      [ids.A, email, subject],
    );

  it('opens requests with per-company codes, the photo re-encoded, only on the client’s own units', async () => {
    const photo = await jpegWithExif();
    const first = await service.open(
      ids.A,
      input({ foto: { buffer: photo, mimetype: 'image/jpeg', originalname: 'vazamento.jpg' } }),
    );
    const second = await service.open(
      ids.A,
      input({ equipamentoId: null, local: 'Corredor do 2º andar', contatoEmail: null }),
    );
    expect(first.codigo).toMatch(/^SOL-\d{6}$/);
    expect(Number(second.codigo.slice(4))).toBe(Number(first.codigo.slice(4)) + 1);

    // Another client's contract, a unit of another contract, another company: refused, nothing written.
    for (const [companyId, wrong] of [
      [ids.A, { contratoId: ids.ctE, equipamentoId: null }],
      [ids.A, { equipamentoId: ids.eq9 }],
      [ids.B, {}],
    ] as const) {
      await expect(service.open(companyId, input(wrong))).rejects.toMatchObject({
        codigo: 'SOLICITACAO_ALVO_INVALIDO',
      });
    }
    await expect(
      service.open(ids.A, input({ descricao: '   ', contatoNome: '', contatoEmail: 'x@' })),
    ).rejects.toMatchObject({
      codigo: 'DADOS_INVALIDOS',
      extra: {
        detalhes: [
          expect.stringMatching(/^descricao/),
          expect.stringMatching(/^contatoNome/),
          expect.stringMatching(/^contatoEmail/),
        ],
      },
    });

    const { body } = await agents.SUPERVISOR.get(`/api/fs/solicitacoes/${first.id}`).expect(200);
    const detail: ServiceRequestDetail = body.dados;
    expect(detail).toMatchObject({
      codigo: first.codigo,
      situacao: 'ABERTA',
      origem: 'PORTAL',
      urgencia: 'ALTA',
      cliente: { id: ids.hospital, nome: 'Hospital Central' },
      contrato: { id: ids.ctH, codigo: 'CT-H' },
      equipamento: { id: ids.eq1, codigo: 'EQ-1', setor: 'UTI' },
      contatoEmail: 'marcia@hospital.test',
      temFoto: true,
      ordem: null,
    });
    const image = await agents.SUPERVISOR.get(`/api/fs/solicitacoes/${first.id}/foto`)
      .buffer(true)
      .expect(200)
      .expect('Content-Type', 'image/jpeg');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect(metadata.exif).toBeUndefined();
    await agents.SUPERVISOR.get(`/api/fs/solicitacoes/${second.id}/foto`).expect(404);
  });

  it('shows the queue to supervisors only, of their own company', async () => {
    const opened = await service.open(ids.A, input({ urgencia: 'URGENTE' }));
    const { body } = await agents.SUPERVISOR.get('/api/fs/solicitacoes?situacao=ABERTA').expect(
      200,
    );
    const codes = body.dados.itens.map((item: ServiceRequestSummary) => item.codigo);
    expect(codes[0]).toBe(opened.codigo);
    expect(
      body.dados.itens.every((item: ServiceRequestSummary) => item.situacao === 'ABERTA'),
    ).toBe(true);
    const counts = await agents.SUPERVISOR.get('/api/fs/solicitacoes/contagem').expect(200);
    expect(counts.body.dados.abertas).toBe(body.dados.total);

    await agents.TECNICO.get('/api/fs/solicitacoes').expect(403);
    await agents.supB.get(`/api/fs/solicitacoes/${opened.id}`).expect(404);
    await agents.supB.post(`/api/fs/solicitacoes/${opened.id}/aceitar`).expect(404);
    const other = await agents.supB.get('/api/fs/solicitacoes').expect(200);
    expect(other.body.dados.total).toBe(0);
    await agents.SUPERVISOR.get('/api/fs/solicitacoes?situacao=QUALQUER').expect(400);
    await agents.SUPERVISOR.get('/api/fs/solicitacoes/nao-e-uuid').expect(404);
  });

  it('accepts into a corrective call, then tells the requester: accepted, scheduled, finished', async () => {
    const email = 'aceita@hospital.test';
    const opened = await service.open(
      ids.A,
      input({
        equipamentoId: ids.eq2,
        contatoEmail: email,
        local: 'Recepção, ao lado do elevador',
        urgencia: 'URGENTE',
      }),
    );
    const accepted = await agents.SUPERVISOR.post(
      `/api/fs/solicitacoes/${opened.id}/aceitar`,
    ).expect(200);
    const detail: ServiceRequestDetail = accepted.body.dados;
    expect(detail.situacao).toBe('ACEITA');
    expect(detail.ordem).toMatchObject({
      situacao: 'ABERTA',
      codigo: expect.stringMatching(/^APP-/),
    });
    const order = (await agents.SUPERVISOR.get(`/api/fs/ordens/${detail.ordem!.id}`).expect(200))
      .body.dados;
    expect(order).toMatchObject({
      tipo: 'CORRETIVA',
      prioridade: 'URGENTE',
      contrato: { id: ids.ctH },
      equipamento: { id: ids.eq2, codigo: 'EQ-2' },
    });
    expect(order.descricao).toContain('O split da UTI está pingando água');
    expect(order.descricao).toContain(`Solicitação ${opened.codigo}`);
    expect(order.descricao).toContain('Recepção, ao lado do elevador');
    const [acceptedMail] = await mailTo(email, 'aceita');
    expect(acceptedMail.corpo).toContain(detail.ordem!.codigo);

    // Deciding twice is refused, whichever the second decision.
    await agents.SUPERVISOR.post(`/api/fs/solicitacoes/${opened.id}/aceitar`).expect(409);
    await agents.SUPERVISOR.post(`/api/fs/solicitacoes/${opened.id}/recusar`)
      .send({ motivo: 'x' })
      .expect(409);

    await agents.SUPERVISOR.post(`/api/fs/ordens/${order.id}/alocacoes`)
      .send({ tecnicoId: ids.ana })
      .expect(201);
    await agents.SUPERVISOR.put(`/api/fs/ordens/${order.id}/agendamento`)
      .send({ agendadaPara: '2090-12-01T13:00:00.000Z' })
      .expect(200);
    const scheduled = await mailTo(email, 'agendado');
    expect(scheduled).toHaveLength(2);
    expect(scheduled[0].corpo).toContain('Ana Técnica');
    expect(scheduled[1].corpo).toContain('01/12/2090 10:00');

    await agents.SUPERVISOR.post(`/api/fs/ordens/${order.id}/concluir`).send({}).expect(200);
    const [finished] = await mailTo(email, 'concluído');
    // The report stays behind login: the requester is sent to the request's page in the
    // portal, never the e-mailed no-login link of the contract's recipients.
    expect(finished.corpo).toContain(`/portal/solicitacoes/${opened.id}`);
    expect(finished.corpo).not.toContain('relatorios-publicos');

    const after = await agents.SUPERVISOR.get(`/api/fs/solicitacoes/${opened.id}`).expect(200);
    expect(after.body.dados.ordem.situacao).toBe('CONCLUIDA');
  });

  it('accepts and schedules in one step: technician, day and time, or nothing at all', async () => {
    const email = 'agenda@hospital.test';
    const opened = await service.open(ids.A, input({ contatoEmail: email }));
    const url = `/api/fs/solicitacoes/${opened.id}/aceitar`;
    // Part of the scheduling is refused whole (400), a past time too (422): nothing opened.
    for (const partial of [{ tecnicoId: ids.ana }, { dia: '2090-12-04', hora: '09:00' }]) {
      const refused = await agents.SUPERVISOR.post(url).send(partial).expect(400);
      expect(refused.body.detalhes.join(' ')).toMatch(/informe .* junto com/);
    }
    const past = await agents.SUPERVISOR.post(url)
      .send({ tecnicoId: ids.ana, dia: '2020-01-06', hora: '09:00' })
      .expect(422);
    expect(past.body.codigo).toBe('HORARIO_PASSADO');
    const untouched = await agents.SUPERVISOR.get(`/api/fs/solicitacoes/${opened.id}`).expect(200);
    expect(untouched.body.dados).toMatchObject({ situacao: 'ABERTA', ordem: null });
    expect(await mailTo(email, 'aceita')).toEqual([]);

    const accepted = await agents.SUPERVISOR.post(url)
      .send({ tecnicoId: ids.ana, dia: '2090-12-04', hora: '09:00' })
      .expect(200);
    const detail: ServiceRequestDetail = accepted.body.dados;
    const order = (await agents.SUPERVISOR.get(`/api/fs/ordens/${detail.ordem!.id}`).expect(200))
      .body.dados;
    expect(order.agendadaPara).toBe('2090-12-04T12:00:00.000Z');
    expect(order.tecnicos.map((technician: { nome: string }) => technician.nome)).toEqual([
      'Ana Técnica',
    ]);
    // The requester hears both: accepted, then scheduled for that time.
    expect(await mailTo(email, 'aceita')).toHaveLength(1);
    const [scheduled] = await mailTo(email, 'agendado');
    expect(scheduled.corpo).toContain('04/12/2090 09:00');
  });

  it('declines with the reason, which the requester receives', async () => {
    const email = 'recusa@hospital.test';
    const opened = await service.open(ids.A, input({ contatoEmail: email }));
    await agents.SUPERVISOR.post(`/api/fs/solicitacoes/${opened.id}/recusar`)
      .send({ motivo: '   ' })
      .expect(400);
    const { body } = await agents.SUPERVISOR.post(`/api/fs/solicitacoes/${opened.id}/recusar`)
      .send({ motivo: 'Equipamento fora do escopo do contrato.' })
      .expect(200);
    expect(body.dados).toMatchObject({
      situacao: 'RECUSADA',
      motivoRecusa: 'Equipamento fora do escopo do contrato.',
      ordem: null,
    });
    const [mail] = await mailTo(email, 'recusada');
    expect(mail.corpo).toContain('Motivo: Equipamento fora do escopo do contrato.');
  });

  it('gives a client only its own requests and photos', async () => {
    const photo = await jpegWithExif(200, 150);
    const mine = await service.open(
      ids.A,
      input({ foto: { buffer: photo, mimetype: 'image/jpeg', originalname: 'a.jpg' } }),
    );
    const theirs = await service.open(
      ids.A,
      input({ clienteId: ids.office, contratoId: ids.ctE, equipamentoId: ids.eq9 }),
    );
    const list = await service.listForClient(ids.A, ids.office);
    expect(list.map((item) => item.id)).toEqual([theirs.id]);
    expect(await service.findForClient(ids.A, ids.office, mine.id)).toBeNull();
    expect(await service.findForClient(ids.B, ids.hospital, mine.id)).toBeNull();
    expect(await service.findForClient(ids.A, ids.hospital, mine.id)).toMatchObject({
      codigo: mine.codigo,
      temFoto: true,
    });
    expect(await service.photoForClient(ids.A, ids.office, mine.id)).toBeNull();
    const file = await service.photoForClient(ids.A, ids.hospital, mine.id);
    expect(file?.contentType).toBe('image/jpeg');
    file?.stream.destroy();
  });
});
