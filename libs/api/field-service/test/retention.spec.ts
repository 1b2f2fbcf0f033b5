import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { DataSubjectRequestView, PersonalDataExport } from '@campo/contracts';
import { PersonalDataRegistry, RetentionJob } from '@campo/platform';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { askFromQr, attendAndSeal } from './sealed-visit';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

const DAY = 24 * 60 * 60 * 1000;
/**
 * The retention job over the requesters of the QR page: past the term after the request
 * closed, contact and photo go and the request and its order stay; the sealed report of
 * that order still verifies; a legal hold keeps its client's requests as they are.
 */
describe('retention of requesters, with sealed reports and legal holds', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let supervisor: SessionAgent;
  let admin: SessionAgent;
  let ana: { id: string; api: SessionAgent };
  const units: Record<string, string> = {};
  const clients: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db, { name: 'Frio Bom Climatização' })).id;
    for (const [code, name] of [
      ['HC', 'Hospital Central'],
      ['HJ', 'Hospital em Juízo'],
    ]) {
      clients[code] = await createClient(db, companyId, { codigo: code, nome: name });
      const contract = await createContract(db, companyId, {
        codigo: `CT-${code}`,
        clienteId: clients[code],
      });
      units[code] = await createEquipment(db, companyId, {
        codigo: `EQ-${code}`,
        contratoId: contract,
        setor: 'UTI',
      });
    }
    supervisor = (await signIn(app, db, { companyId, role: 'SUPERVISOR', name: 'Sara' })).api;
    admin = (await signIn(app, db, { companyId, role: 'ADMIN', name: 'Alice' })).api;
    const tech = await signIn(app, db, { companyId, role: 'TECNICO', name: 'Ana Técnica' });
    ana = { id: tech.user.id, api: tech.api };
  });
  afterAll(() => app.close());

  /** A request from the unit's QR page, with a photo: its id. */
  const ask = (unit: string, email: string) =>
    askFromQr(app, supervisor, unit, {
      descricao: `Pingando água (${email})`,
      contatoNome: 'Rita Recepcionista',
      contatoEmail: email,
      contatoTelefone: '(11) 98888-7777',
    });
  const attend = (requestId: string, photo = false) =>
    attendAndSeal(supervisor, ana, requestId, { photo });

  const requestRow = async (id: string) =>
    (
      await db.query(
        `SELECT contato_nome, contato_email, contato_telefone, foto_arquivo_id, descricao,
                ordem_servico_id, anonimizada_em
           FROM solicitacao WHERE id = $1`,
        [id],
      )
    )[0];

  it('lets the ADMIN hold a client, and nobody else', async () => {
    await supervisor
      .post('/api/fs/retencao/bloqueios')
      .send({ clienteId: clients.HC, motivo: 'Processo' })
      .expect(403);
    await admin
      .post('/api/fs/retencao/bloqueios')
      .send({ clienteId: randomUUID(), motivo: 'Processo' })
      .expect(404)
      .expect((response) => expect(response.body.codigo).toBe('CLIENTE_NAO_ENCONTRADO'));
    await admin
      .post('/api/fs/retencao/bloqueios')
      .send({ clienteId: clients.HC, motivo: '' })
      .expect(400);
    await admin
      .post('/api/fs/retencao/bloqueios/nao-e-id/liberar')
      .expect(404)
      .expect((response) => expect(response.body.codigo).toBe('BLOQUEIO_NAO_ENCONTRADO'));
  });

  it('exports everything held about a requester and a technician, as JSON and PDF', async () => {
    const email = 'exporta@hospital.test';
    const requestId = await ask(units.HC, email);
    await attend(requestId);
    const byEmail = await admin
      .get(`/api/admin/titulares/dados?email=${encodeURIComponent(email.toUpperCase())}`)
      .expect(200);
    const tablesOf = (data: PersonalDataExport) =>
      data.categorias.flatMap((category) => category.tabelas.map((table) => table.tabela));
    const requester: PersonalDataExport = byEmail.body.dados;
    expect(tablesOf(requester)).toEqual(expect.arrayContaining(['solicitacao', 'mail_outbox']));
    expect(JSON.stringify(requester)).toContain('Rita Recepcionista');
    expect(JSON.stringify(requester)).not.toMatch(/password_hash|corpo_cifrado/);
    const byPhone = await admin.get('/api/admin/titulares/dados?telefone=11988887777').expect(200);
    expect(tablesOf(byPhone.body.dados)).toContain('solicitacao');

    // Every table of the record with a row pointing to the technician is in the export.
    const technician: PersonalDataExport = (
      await admin.get(`/api/admin/titulares/dados?usuarioId=${ana.id}`).expect(200)
    ).body.dados;
    const expected = new Set<string>(['users']);
    for (const activity of app.get(PersonalDataRegistry).list())
      for (const storage of activity.storage)
        for (const column of storage.userReferences ?? []) {
          const [{ n }] = await db.query(
            `SELECT count(*)::int AS n FROM "${storage.table}" WHERE "${column}" = $1`,
            [ana.id],
          );
          if (n > 0) expected.add(storage.table);
        }
    expect(expected.size).toBeGreaterThan(4);
    expect(new Set(tablesOf(technician))).toEqual(expected);

    await admin.get('/api/admin/titulares/dados').expect(400);
    await admin.get(`/api/admin/titulares/dados?email=${email}&telefone=11988887777`).expect(400);
    await admin.get('/api/admin/titulares/dados?usuarioId=nao-e-id').expect(400);
    await supervisor.get(`/api/admin/titulares/dados?email=${email}`).expect(403);

    const pdf = await admin
      .get(`/api/admin/titulares/dados.pdf?email=${email}`)
      .responseType('blob')
      .expect(200);
    const text = readPdf(pdf.body as Buffer).text.join(' ');
    expect(text).toContain('Dados pessoais do titular');
    expect(text).toContain('Rita Recepcionista');
    const trail = await admin.get('/api/admin/auditoria?porPagina=100').expect(200);
    expect(
      trail.body.dados.itens.filter(
        (item: { acao: string }) => item.acao === 'TITULAR_DADOS_EXPORTADOS',
      ).length,
    ).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('takes a person’s request from the tracking page and the portal, with its 15-day deadline', async () => {
    const requestId = await ask(units.HC, 'pede@hospital.test');
    const [{ code }] = await db.query(
      `SELECT codigo_acompanhamento AS code FROM solicitacao WHERE id = $1`,
      [requestId],
    );
    const server = request(app.getHttpServer());
    const sent = await server
      .post(`/api/qr/acompanhar/${code}/privacidade`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ pedido: 'Quero saber quais dados meus vocês guardam.' })
      .expect(201);
    const deadline = new Date(sent.body.dados.prazoEm).getTime() - Date.now();
    expect(Math.round(deadline / DAY)).toBe(15);
    // Asking again while open is the same request.
    await server
      .post(`/api/qr/acompanhar/${code}/privacidade`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ pedido: 'De novo' })
      .expect(201);
    await server
      .post('/api/qr/acompanhar/NAOEXISTE/privacidade')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ pedido: 'x' })
      .expect(404);
    await server
      .post(`/api/qr/acompanhar/${code}/privacidade`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ pedido: '' })
      .expect(400);
    const portal = await signIn(app, db, {
      companyId,
      role: 'CLIENTE',
      clientId: clients.HC,
      name: 'Marta do Cliente',
    });
    await portal.api
      .post('/api/portal/privacidade/pedidos')
      .send({ pedido: 'Quero excluir meus dados.' })
      .expect(201);

    const listed = await admin.get('/api/admin/titulares/pedidos').expect(200);
    const requests: DataSubjectRequestView[] = listed.body.dados;
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          origem: 'ACOMPANHAMENTO',
          referencia: code,
          email: 'pede@hospital.test',
          pedido: 'Quero saber quais dados meus vocês guardam.',
          atendidoEm: null,
        }),
        expect.objectContaining({
          origem: 'PORTAL',
          referencia: portal.user.id,
          nome: 'Marta do Cliente',
          pedido: 'Quero excluir meus dados.',
        }),
      ]),
    );
    expect(requests.filter((item) => item.referencia === code)).toHaveLength(1);
    const tracked = requests.find((item) => item.referencia === code)!;
    const answered = await admin
      .post(`/api/admin/titulares/pedidos/${tracked.id}/atender`)
      .send({ resposta: 'Exportação enviada por e-mail.' })
      .expect(200);
    expect(answered.body.dados).toMatchObject({ atendidoEm: expect.any(String) });
    await admin
      .post(`/api/admin/titulares/pedidos/${tracked.id}/atender`)
      .send({ resposta: 'De novo' })
      .expect(409);
    await supervisor.get('/api/admin/titulares/pedidos').expect(403);
  });

  it('anonymises closed requests past their term, keeps sealed reports verifiable and held clients intact', async () => {
    const sealedRequest = await ask(units.HC, 'rita@hospital.test');
    const refusedRequest = await ask(units.HC, 'joao@hospital.test');
    const heldRequest = await ask(units.HJ, 'paula@juizo.test');
    const openRequest = await ask(units.HC, 'aberta@hospital.test');
    const { orderId, code } = await attend(sealedRequest);
    for (const id of [refusedRequest, heldRequest])
      await supervisor
        .post(`/api/fs/solicitacoes/${id}/recusar`)
        .send({ motivo: 'Equipamento fora do contrato' })
        .expect(200);
    const hold = await admin
      .post('/api/fs/retencao/bloqueios')
      .send({ clienteId: clients.HJ, motivo: 'Ação judicial 0001234-56.2026' })
      .expect(201);
    expect(hold.body.dados).toMatchObject({ clienteNome: 'Hospital em Juízo', liberadoEm: null });
    const photoOf = async (id: string) => (await requestRow(id)).foto_arquivo_id as string;
    const sealedPhoto = await photoOf(sealedRequest);
    expect(sealedPhoto).toEqual(expect.any(String));
    const server = request(app.getHttpServer());
    const verified = async () =>
      (await server.get(`/v/${code}`).set('Accept', 'application/json').expect(200)).body.dados;
    const before = await verified();
    const content = await server.get(before.conteudoUrl).responseType('blob').expect(200);

    // 200 days on, past SOLICITANTE's 180 days after the close.
    const job = app.get(RetentionJob);
    const later = new Date(Date.now() + 200 * DAY);
    // What the run changed in this company (the job runs every company of the database,
    // and other specs write theirs there too): its latest day's record.
    const ownRun = async (): Promise<Record<string, number>> =>
      (
        await db.query(
          `SELECT afetados FROM retencao_execucao WHERE empresa_id = $1 ORDER BY dia DESC LIMIT 1`,
          [companyId],
        )
      )[0].afetados;
    await job.run(later);
    // The two closed here and the one the export test closed.
    expect((await ownRun()).SOLICITANTE).toBe(3);

    for (const id of [sealedRequest, refusedRequest])
      expect(await requestRow(id)).toMatchObject({
        contato_nome: 'Solicitante anonimizado',
        contato_email: null,
        contato_telefone: null,
        foto_arquivo_id: null,
        descricao: expect.stringContaining('Pingando água'),
        anonimizada_em: expect.any(Date),
      });
    expect((await requestRow(sealedRequest)).ordem_servico_id).toBe(orderId);
    expect(await db.query(`SELECT 1 FROM arquivo WHERE id = $1`, [sealedPhoto])).toEqual([]);
    expect(await requestRow(heldRequest)).toMatchObject({
      contato_email: 'paula@juizo.test',
      anonimizada_em: null,
    });
    expect(await requestRow(openRequest)).toMatchObject({ contato_email: 'aberta@hospital.test' });

    // The sealed report is as it was: same content, same hash, and it still checks.
    const after = await verified();
    expect(after).toEqual(before);
    const again = await server.get(after.conteudoUrl).responseType('blob').expect(200);
    expect(again.body).toEqual(content.body);
    const check = await server
      .post(`/v/${code}`)
      .set('Accept', 'application/json')
      .attach('arquivo', content.body as Buffer, {
        filename: 'conteudo.json',
        contentType: 'application/json',
      })
      .expect(200);
    expect(check.body.dados).toMatchObject({ confere: true });

    // The run also ended every session that had expired by then: sign in again.
    admin = (await signIn(app, db, { companyId, role: 'ADMIN', name: 'Alice' })).api;
    const trail = await admin.get('/api/admin/auditoria?porPagina=100').expect(200);
    expect(
      trail.body.dados.itens.find((item: { acao: string }) => item.acao === 'RETENCAO_APLICADA'),
    ).toMatchObject({ detalhes: { afetados: expect.objectContaining({ SOLICITANTE: 3 }) } });

    // The next day: nothing more to change.
    await job.run(new Date(later.getTime() + DAY));
    expect((await ownRun()).SOLICITANTE).toBeUndefined();

    // The hold lifted, the held request goes the next run.
    admin = (await signIn(app, db, { companyId, role: 'ADMIN', name: 'Alice' })).api;
    await admin.post(`/api/fs/retencao/bloqueios/${hold.body.dados.id}/liberar`).expect(200);
    await admin.post(`/api/fs/retencao/bloqueios/${hold.body.dados.id}/liberar`).expect(409);
    await job.run(new Date(later.getTime() + 2 * DAY));
    expect((await ownRun()).SOLICITANTE).toBe(1);
    expect(await requestRow(heldRequest)).toMatchObject({ contato_email: null });
    expect(await requestRow(openRequest)).toMatchObject({ contato_email: 'aberta@hospital.test' });
  }, 60_000);

  it('blanks the contacts of clients whose every contract ended past the term, not of the others', async () => {
    const own = (await createCompany(db, { name: 'Contatos Antigos' })).id;
    const client = async (code: string, ends: Array<string | null>) => {
      const id = await createClient(db, own, { codigo: code, nome: `Cliente ${code}` });
      await db.query(`UPDATE cliente SET email = $2, telefone = '11 3333-4444' WHERE id = $1`, [
        id,
        `${code.toLowerCase()}@cliente.test`,
      ]);
      for (const [index, end] of ends.entries()) {
        const contract = await createContract(db, own, {
          codigo: `${code}-${index}`,
          clienteId: id,
        });
        await db.query(
          `UPDATE contrato SET fim = $2, emails_rgm = 'gestor@cliente.test' WHERE id = $1`,
          [contract, end],
        );
      }
      return id;
    };
    const yearsAgo = (years: number) =>
      new Date(Date.now() - years * 365 * DAY).toISOString().slice(0, 10);
    const gone = await client('ANTIGO', [yearsAgo(7), yearsAgo(6)]);
    const stillServed = await client('ATIVO', [yearsAgo(7), null]);
    const recent = await client('RECENTE', [yearsAgo(2)]);
    const held = await client('RETIDO', [yearsAgo(7)]);
    await db.query(
      `INSERT INTO retencao_bloqueio (empresa_id, cliente_id, motivo) VALUES ($1, $2, 'Fiscalização')`,
      [own, held],
    );
    const contacts = async (id: string) =>
      (
        await db.query(
          `SELECT c.email, c.telefone, array_agg(t.emails_rgm) AS rgm
             FROM cliente c JOIN contrato t ON t.cliente_id = c.id WHERE c.id = $1
            GROUP BY c.email, c.telefone`,
          [id],
        )
      )[0];

    await app.get(RetentionJob).run();
    const [run] = await db.query(
      `SELECT afetados FROM retencao_execucao WHERE empresa_id = $1 ORDER BY dia DESC LIMIT 1`,
      [own],
    );
    expect(run.afetados).toEqual({ CONTATO_CLIENTE: 1 });
    expect(await contacts(gone)).toEqual({ email: null, telefone: null, rgm: [null, null] });
    for (const kept of [stillServed, recent, held])
      expect((await contacts(kept)).email).toMatch(/@cliente\.test$/);
  });

  it('five years after a contract ends, empties its seals and signers, keeping each seal checkable', async () => {
    // The runs above, days ahead, ended every session of today: sign in again.
    supervisor = (await signIn(app, db, { companyId, role: 'SUPERVISOR', name: 'Sara' })).api;
    const tech = await signIn(app, db, { companyId, role: 'TECNICO', name: 'Téo Técnico' });
    ana = { id: tech.user.id, api: tech.api };
    const clientId = await createClient(db, companyId, { codigo: 'HV', nome: 'Hospital Velho' });
    const contractId = await createContract(db, companyId, {
      codigo: 'CT-HV',
      clienteId: clientId,
      responsavelTecnico: 'Eng. Rui Antigo',
      registroResponsavel: 'CREA-SP 111',
      art: '2620200000001',
    });
    const unit = await createEquipment(db, companyId, {
      codigo: 'EQ-HV',
      contratoId: contractId,
      setor: 'Centro cirúrgico',
    });
    const requestId = await ask(unit, 'velho@hospital.test');
    const { orderId, code } = await attend(requestId, true);
    const server = request(app.getHttpServer());
    const content = (await server.get(`/v/${code}/conteudo.json`).responseType('blob').expect(200))
      .body as Buffer;
    const [{ signature }] = await db.query(
      `SELECT assinatura_arquivo_id AS signature FROM visita_aceite WHERE ordem_servico_id = $1`,
      [orderId],
    );
    const [{ photo }] = await db.query(
      `SELECT arquivo_id AS photo FROM visita_foto WHERE ordem_servico_id = $1`,
      [orderId],
    );
    const [order] = await db.query(
      `SELECT abertura, inicio_atendimento, fim_atendimento, status FROM ordem_servico WHERE id = $1`,
      [orderId],
    );

    // The contract ended six years ago: past the five years of the sealed evidence.
    await db.query(`UPDATE contrato SET fim = current_date - 6 * 365 WHERE id = $1`, [contractId]);
    // Three days on: today's run is already claimed by the test above (it runs every company).
    await app.get(RetentionJob).run(new Date(Date.now() + 3 * DAY));
    const [run] = await db.query(
      `SELECT afetados FROM retencao_execucao WHERE empresa_id = $1 ORDER BY executado_em DESC LIMIT 1`,
      [companyId],
    );
    expect(run.afetados).toMatchObject({
      ASSINANTE_DA_VISITA: 2,
      FOTOS_DA_VISITA: 1,
      RESPONSAVEL_TECNICO: 1,
    });

    expect(
      (
        await db.query(
          `SELECT nome, documento, cargo, manifesto, assinatura_arquivo_id FROM visita_aceite
            WHERE ordem_servico_id = $1`,
          [orderId],
        )
      )[0],
    ).toEqual({
      nome: 'Assinante anonimizado',
      documento: null,
      cargo: null,
      manifesto: null,
      assinatura_arquivo_id: null,
    });
    expect(
      await db.query(`SELECT id FROM arquivo WHERE id = ANY($1::uuid[])`, [[signature, photo]]),
    ).toEqual([]);
    expect(
      await db.query(`SELECT 1 FROM visita_foto WHERE ordem_servico_id = $1`, [orderId]),
    ).toEqual([]);
    expect(
      (
        await db.query(
          `SELECT responsavel_tecnico, registro_responsavel, art FROM contrato WHERE id = $1`,
          [contractId],
        )
      )[0],
    ).toEqual({ responsavel_tecnico: null, registro_responsavel: null, art: null });
    expect(
      (
        await db.query(
          `SELECT abertura, inicio_atendimento, fim_atendimento, status FROM ordem_servico WHERE id = $1`,
          [orderId],
        )
      )[0],
    ).toEqual(order);

    // The seal keeps its hash: the page says the content is gone, and the kept copy still checks.
    const verified = (await server.get(`/v/${code}`).set('Accept', 'application/json').expect(200))
      .body.dados;
    expect(verified).toMatchObject({
      assinante: 'Assinante anonimizado',
      conteudoUrl: null,
      conteudoEliminadoEm: expect.any(String),
    });
    await server
      .get(`/v/${code}/conteudo.json`)
      .expect(410)
      .expect((response) => expect(response.body.codigo).toBe('SELO_CONTEUDO_ELIMINADO'));
    const page = await server.get(`/v/${code}`).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('foi eliminado em');
    const check = await server
      .post(`/v/${code}`)
      .set('Accept', 'application/json')
      .attach('arquivo', content, { filename: 'conteudo.json', contentType: 'application/json' })
      .expect(200);
    expect(check.body.dados).toMatchObject({ confere: true });
    // The visit report still prints, from the records, without the signer.
    const pdf = await supervisor
      .get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
      .responseType('blob')
      .expect(200);
    expect(readPdf(pdf.body as Buffer).text.join(' ')).not.toContain('Dra. Carla Mendes');

    // The next day: nothing more to change.
    await app.get(RetentionJob).run(new Date(Date.now() + 4 * DAY));
    const [next] = await db.query(
      `SELECT afetados FROM retencao_execucao WHERE empresa_id = $1 ORDER BY executado_em DESC LIMIT 1`,
      [companyId],
    );
    expect(next.afetados).toEqual({});
  }, 60_000);
});
