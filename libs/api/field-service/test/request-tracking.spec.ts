import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type {
  Page,
  ServiceRequestReceipt,
  ServiceRequestSummary,
  ServiceRequestTracking,
} from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

const HTML = { Accept: 'text/html' };
const SIGNER = 'Dra. Carla Mendes';
const CPF = '123.456.789-09';

const image = (color: string, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    [format]()
    .toBuffer();

/**
 * What an anonymous QR requester is given: an opaque tracking code and a page of status
 * and dates, never the visit's evidence nor the company's sequential codes; and a
 * per-label limit that one insisting requester cannot turn against the next. The app
 * trusts one proxy, so each test's `X-Forwarded-For` is a requester's own address.
 */
describe('QR requests: status for the requester, not evidence', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp({ TRUST_PROXY: '1' }));
    ids.A = (await createCompany(db, { name: 'Frio Bom Climatização' })).id;
    ids.client = await createClient(db, ids.A, { codigo: 'HC', nome: 'Hospital Central' });
    ids.contract = await createContract(db, ids.A, { codigo: 'CT-T', clienteId: ids.client });
    for (const code of ['T-1', 'T-2'])
      ids[code] = await createEquipment(db, ids.A, {
        codigo: code,
        contratoId: ids.contract,
        setor: 'UTI',
      });
    for (const [key, role, name] of [
      ['SUPERVISOR', 'SUPERVISOR', 'Sara Supervisora'],
      ['ana', 'TECNICO', 'Ana Técnica'],
    ] as const) {
      const { api, user } = await signIn(app, db, { companyId: ids.A, role, name });
      agents[key] = api;
      ids[key] = user.id;
    }
  });
  afterAll(() => app.close());

  const pathOf = async (unit: string) =>
    new URL(
      (await agents.SUPERVISOR.get(`/api/fs/equipamentos/${unit}/qr`).expect(200)).body.dados.url,
    ).pathname;

  const ask = (path: string, from: string, fields: Record<string, string>) => {
    let call = request(app.getHttpServer()).post(path).set('X-Forwarded-For', from);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return call;
  };

  const track = (path: string, accept = 'application/json') =>
    request(app.getHttpServer()).get(path).set('Accept', accept);

  const mailsTo = (email: string): Promise<Array<{ assunto: string; corpo: string }>> =>
    db.query(
      `SELECT assunto, corpo FROM mail_outbox WHERE empresa_id = $1 AND $2 = ANY(destinatarios)
        ORDER BY criado_em`,
      [ids.A, email],
    );

  it('gives the requester a tracking code and a page of status and dates, never the report', async () => {
    const email = 'rita@hospital.test';
    const sent = await ask(await pathOf(ids['T-1']), '198.51.100.7', {
      descricao: 'Pingando água sobre a maca 2.',
      contatoNome: 'Rita Recepcionista',
      contatoEmail: email,
      urgencia: 'ALTA',
    }).expect(201);
    const receipt: ServiceRequestReceipt = sent.body.dados;
    expect(Object.keys(receipt).sort()).toEqual(['acompanhamentoUrl', 'codigoAcompanhamento']);
    expect(receipt.codigoAcompanhamento).toMatch(
      /^([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(JSON.stringify(sent.body)).not.toMatch(/SOL-/);
    const trackingPath = new URL(receipt.acompanhamentoUrl).pathname;
    expect(trackingPath).toMatch(/^\/q\/acompanhar\/[0-9A-Z]{20}$/);

    const state = async () => {
      const answer = await track(trackingPath).expect(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      return answer.body.dados as ServiceRequestTracking;
    };
    expect(await state()).toMatchObject({
      codigo: receipt.codigoAcompanhamento,
      situacao: 'RECEBIDA',
      empresa: 'Frio Bom Climatização',
      equipamento: 'T-1',
      aceitaEm: null,
      agendadaPara: null,
      concluidaEm: null,
    });

    // The supervisor opens the call, schedules Ana; Ana attends, photographs, the client signs.
    const queue = await agents.SUPERVISOR.get(
      '/api/fs/solicitacoes?situacao=ABERTA&porPagina=100',
    ).expect(200);
    const item = (queue.body.dados as Page<ServiceRequestSummary>).itens.find(
      (candidate) => candidate.descricao === 'Pingando água sobre a maca 2.',
    )!;
    expect(item.codigo).toMatch(/^SOL-\d{6}$/);
    const accepted = await agents.SUPERVISOR.post(`/api/fs/solicitacoes/${item.id}/aceitar`).expect(
      200,
    );
    const order: { id: string; codigo: string } = accepted.body.dados.ordem;
    expect(await state()).toMatchObject({ situacao: 'ACEITA', aceitaEm: expect.any(String) });
    await agents.SUPERVISOR.post(`/api/fs/ordens/${order.id}/alocacoes`)
      .send({ tecnicoId: ids.ana })
      .expect(201);
    await agents.SUPERVISOR.put(`/api/fs/ordens/${order.id}/agendamento`)
      .send({ agendadaPara: '2090-12-03T13:00:00.000Z' })
      .expect(200);
    expect(await state()).toMatchObject({
      situacao: 'AGENDADA',
      agendadaPara: '2090-12-03T13:00:00.000Z',
    });
    const app_ = (path: string, body: object) =>
      agents.ana.post(`/api/fs/app/os/${order.id}/${path}`).send(body);
    await app_('inicio', { id: randomUUID(), em: new Date().toISOString() }).expect(201);
    expect((await state()).situacao).toBe('EM_ATENDIMENTO');
    await agents.ana
      .post(`/api/fs/app/os/${order.id}/fotos`)
      .field('id', randomUUID())
      .field('rotulo', 'DEPOIS')
      .attach('arquivo', await image('#aa3333'), { filename: 'f.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await app_('aceite', {
      id: randomUUID(),
      tipo: 'ASSINADO',
      em: new Date().toISOString(),
      nome: SIGNER,
      documento: CPF,
      assinatura: `data:image/png;base64,${(await image('#ffffff', 'png')).toString('base64')}`,
    }).expect(201);
    await app_('causa-raiz', { id: randomUUID(), causaRaiz: 'Dreno entupido' }).expect(201);
    await app_('fim', { id: randomUUID(), em: new Date().toISOString() }).expect(201);

    const done = await track(trackingPath).expect(200);
    expect(done.body.dados).toMatchObject({
      situacao: 'CONCLUIDA',
      concluidaEm: expect.any(String),
    });
    const page = await track(trackingPath, 'text/html').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Atendimento concluído');
    expect(page.text).toContain(receipt.codigoAcompanhamento);

    // Neither the answer nor the page nor any e-mail to the requester carries evidence
    // (signer, document, signature, photos, report, technician) or a sequential code.
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.assunto)).toEqual([
      expect.stringContaining('aceita'),
      expect.stringContaining('agendado'), // Ana allocated
      expect.stringContaining('agendado'), // then a time set
      expect.stringContaining('concluído'),
    ]);
    for (const [what, text] of [
      ['tracking JSON', done.text],
      ['tracking page', page.text],
      ...mails.map((mail) => ['e-mail', `${mail.assunto}\n${mail.corpo}`]),
    ]) {
      for (const leak of [
        SIGNER,
        CPF,
        'Ana Técnica',
        'SOL-',
        order.codigo,
        'relatorio',
        'relatório.pdf',
        '/api/arquivos',
        '/fotos',
        'data:image/png',
        'assinatura',
      ])
        expect({ what, leak, found: text.includes(leak) }).toEqual({ what, leak, found: false });
    }
    for (const mail of mails) expect(mail.assunto).toContain(receipt.codigoAcompanhamento);
  });

  it('answers an unknown or malformed code 404, in words for a browser', async () => {
    for (const code of ['0000-0000-0000-0000-0000', 'SOL-000001', 'x'.repeat(60)]) {
      const json = await track(`/q/acompanhar/${code}`).expect(404);
      expect(json.body).toMatchObject({ sucesso: false, codigo: 'SOLICITACAO_NAO_ENCONTRADA' });
    }
    const page = await track('/q/acompanhar/0000-0000-0000-0000-0000', 'text/html').expect(404);
    expect(page.text).toContain('Pedido não encontrado');
  });

  it('lets a second requester through when the first has spent the label’s budget', async () => {
    const path = await pathOf(ids['T-2']);
    const form = (name: string) => ({
      descricao: 'Não gela',
      contatoNome: name,
      contatoTelefone: '(11) 90000-0000',
    });
    for (let index = 0; index < 5; index++)
      await ask(path, '203.0.113.10', form('Spam')).expect(201);
    const limited = await ask(path, '203.0.113.10', form('Spam')).set(HTML).expect(429);
    expect(limited.text).toContain('Muitos pedidos em pouco tempo');
    // Someone else at the same unit, on another connection, is still heard.
    const heard = await ask(path, '203.0.113.77', form('Enfermeira Joana')).expect(201);
    expect(heard.body.dados.codigoAcompanhamento).toBeDefined();
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM solicitacao WHERE empresa_id = $1 AND equipamento_id = $2`,
      [ids.A, ids['T-2']],
    );
    expect(count).toBe(6);
  });
});
