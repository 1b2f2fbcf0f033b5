import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { ErasureCategory, ErasureReport, PersonalDataExport } from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { askFromQr, attendAndSeal } from './sealed-visit';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

const outcome = (report: ErasureReport) =>
  Object.fromEntries(
    report.categorias.map((line: ErasureCategory) => [
      `${line.codigo} ${line.resultado}`,
      line.quantidade,
    ]),
  );

/**
 * A person's request to be erased (LGPD art. 18, IV and VI): a requester found by e-mail
 * and a technician by account. What the record says to delete or anonymise goes, in one
 * act, previewed exactly; what the law lets the company keep stays, with the reason; the
 * sealed report still verifies and the order's figures do not move.
 */
describe('erasure on the person’s request', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let supervisor: SessionAgent;
  let admin: SessionAgent;
  let adminId: string;
  let ana: { id: string; api: SessionAgent };
  let unit: string;
  let clientId: string;
  let contractId: string;
  const email = 'rita@hospital.test';
  const phone = '(11) 98888-7777';

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db, { name: 'Clima Certo' })).id;
    clientId = await createClient(db, companyId, { codigo: 'HS', nome: 'Hospital Sereno' });
    await db.query(`UPDATE cliente SET email = $2, telefone = '11 3333-4444' WHERE id = $1`, [
      clientId,
      email.toUpperCase(),
    ]);
    contractId = await createContract(db, companyId, { codigo: 'CT-HS', clienteId: clientId });
    await db.query(`UPDATE contrato SET emails_rgm = $2 WHERE id = $1`, [
      contractId,
      `gestor@hospital.test, ${email}`,
    ]);
    unit = await createEquipment(db, companyId, {
      codigo: 'EQ-HS',
      contratoId: contractId,
      setor: 'UTI',
    });
    supervisor = (await signIn(app, db, { companyId, role: 'SUPERVISOR', name: 'Sara' })).api;
    const signedAdmin = await signIn(app, db, { companyId, role: 'ADMIN', name: 'Alice' });
    admin = signedAdmin.api;
    adminId = signedAdmin.user.id;
    const tech = await signIn(app, db, { companyId, role: 'TECNICO', name: 'Ana Técnica' });
    ana = { id: tech.user.id, api: tech.api };
  });
  afterAll(() => app.close());

  /** A request from the unit's QR page, with a photo: its id. */
  const ask = (description: string) =>
    askFromQr(app, supervisor, unit, {
      descricao: description,
      contatoNome: 'Rita Recepcionista',
      contatoEmail: email,
      contatoTelefone: phone,
    });
  const attend = (requestId: string) => attendAndSeal(supervisor, ana, requestId);

  const server = () => request(app.getHttpServer());
  const sealed = async (code: string) =>
    (await server().get(`/v/${code}`).set('Accept', 'application/json').expect(200)).body.dados;
  const orderFigures = async (orderId: string) =>
    (
      await db.query(
        `SELECT tecnico, tecnico_id, abertura, inicio_atendimento, fim_atendimento, km, status
           FROM ordem_servico WHERE id = $1`,
        [orderId],
      )
    )[0];

  it('erases a requester found by e-mail: the preview is the act, what stays says why', async () => {
    const requestId = await ask('Pingando água na UTI');
    const { orderId, code } = await attend(requestId);
    const [{ photo }] = await db.query(
      `SELECT foto_arquivo_id AS photo FROM solicitacao WHERE id = $1`,
      [requestId],
    );
    // Mail sent to her and mail still waiting; an import that carried her address.
    await db.query(
      `INSERT INTO mail_outbox (empresa_id, destinatarios, assunto, corpo, anexos, status, enviado_em)
       VALUES ($1, ARRAY[$2], 'RGM de novembro', 'corpo', '{}', 'ENVIADO', now()),
              ($1, ARRAY['outra@hospital.test', $2], 'Aviso', 'corpo', '{}', 'PENDENTE', NULL)`,
      [companyId, email],
    );
    const batchId = randomUUID();
    await db.query(
      `INSERT INTO import_batches (id, empresa_id, entidade, origem, modo, total_linhas, gravadas,
              criadas, atualizadas, inalteradas, duplicadas, recusadas, duracao_ms, ip)
       VALUES ($1, $2, 'cliente', 'API', 'UPSERT', 1, 1, 1, 0, 0, 0, 0, 5, '203.0.113.9')`,
      [batchId, companyId],
    );
    await db.query(
      `INSERT INTO import_batch_rows (empresa_id, lote_id, linha, status, dados)
       VALUES ($1, $2, 1, 'OK', $3)`,
      [companyId, batchId, JSON.stringify({ codigo: 'HS', email: email.toUpperCase() })],
    );
    await server()
      .post(`/api/qr/acompanhar/${(await trackingCode(requestId)).code}/privacidade`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ pedido: 'Quero que apaguem meus dados.' })
      .expect(201);
    const seal = await sealed(code);
    const figures = await orderFigures(orderId);

    const preview: ErasureReport = (
      await admin
        .get(`/api/admin/titulares/eliminacao?email=${encodeURIComponent(email)}`)
        .expect(200)
    ).body.dados;
    expect(preview.executada).toBe(false);
    // Besides the one sent here by hand, the product mailed her about the request.
    expect(outcome(preview)).toEqual({
      'SOLICITANTE ANONIMIZADO': 1,
      'CONTATO_CLIENTE ANONIMIZADO': 2,
      'EMAILS_ENVIADOS EXCLUIDO': expect.any(Number),
      'EMAILS_ENVIADOS MANTIDO': 1,
      'INTEGRACAO_LOTES ANONIMIZADO': 1,
      'PEDIDOS_DO_TITULAR MANTIDO': 1,
    });
    expect(outcome(preview)['EMAILS_ENVIADOS EXCLUIDO']).toBeGreaterThan(1);
    const kept = preview.categorias.find((line) => line.codigo === 'PEDIDOS_DO_TITULAR')!;
    expect(kept.mantem).toContain('art. 16');
    // Nothing changed.
    expect((await trackingCode(requestId)).email).toBe(email);

    const done: ErasureReport = (
      await admin.post('/api/admin/titulares/eliminacao').send({ email }).expect(200)
    ).body.dados;
    expect(done.executada).toBe(true);
    expect(outcome(done)).toEqual(outcome(preview));

    expect(
      (
        await db.query(
          `SELECT contato_nome, contato_email, contato_telefone, foto_arquivo_id, descricao
             FROM solicitacao WHERE id = $1`,
          [requestId],
        )
      )[0],
    ).toEqual({
      contato_nome: 'Solicitante anonimizado',
      contato_email: null,
      contato_telefone: null,
      foto_arquivo_id: null,
      descricao: 'Pingando água na UTI',
    });
    expect(await db.query(`SELECT 1 FROM arquivo WHERE id = $1`, [photo])).toEqual([]);
    expect(
      (await db.query(`SELECT email, telefone FROM cliente WHERE id = $1`, [clientId]))[0],
    ).toEqual({ email: null, telefone: '11 3333-4444' });
    expect(
      (await db.query(`SELECT emails_rgm FROM contrato WHERE id = $1`, [contractId]))[0],
    ).toEqual({ emails_rgm: 'gestor@hospital.test' });
    expect(
      await db.query(
        `SELECT status FROM mail_outbox WHERE empresa_id = $1 AND $2 = ANY(destinatarios)`,
        [companyId, email],
      ),
    ).toEqual([{ status: 'PENDENTE' }]);
    expect(
      (await db.query(`SELECT ip FROM import_batches WHERE id = $1`, [batchId]))[0].ip,
    ).toBeNull();

    // The export now finds only what the law keeps; the sealed report and the order are intact.
    const left: PersonalDataExport = (
      await admin.get(`/api/admin/titulares/dados?email=${email}`).expect(200)
    ).body.dados;
    expect(left.categorias.map((category) => category.codigo).sort()).toEqual([
      'EMAILS_ENVIADOS',
      'PEDIDOS_DO_TITULAR',
    ]);
    expect(await sealed(code)).toEqual(seal);
    expect(await orderFigures(orderId)).toEqual(figures);

    const trail = await admin.get('/api/admin/auditoria?porPagina=100').expect(200);
    expect(
      trail.body.dados.itens.find(
        (item: { acao: string }) => item.acao === 'TITULAR_DADOS_ELIMINADOS',
      ),
    ).toMatchObject({
      detalhes: {
        categorias: {
          SOLICITANTE: 'ANONIMIZADO 1',
          EMAILS_ENVIADOS: `EXCLUIDO ${outcome(done)['EMAILS_ENVIADOS EXCLUIDO']}, MANTIDO 1`,
        },
      },
    });

    // Again: nothing more to erase.
    const again: ErasureReport = (
      await admin.post('/api/admin/titulares/eliminacao').send({ email }).expect(200)
    ).body.dados;
    expect(again.categorias.every((line) => line.resultado === 'MANTIDO')).toBe(true);
  }, 60_000);

  it('erases a technician’s account and name, keeping the orders’ times and the sealed report', async () => {
    const requestId = await ask('Ruído no fancoil');
    const { orderId, code } = await attend(requestId);
    const seal = await sealed(code);
    const figures = await orderFigures(orderId);
    expect(figures.tecnico).not.toBe('Técnico anonimizado');

    await admin
      .post('/api/admin/titulares/eliminacao')
      .send({ usuarioId: adminId })
      .expect(409)
      .expect((response) => expect(response.body.codigo).toBe('TITULAR_ADMIN_ATIVO'));
    await supervisor
      .post('/api/admin/titulares/eliminacao')
      .send({ usuarioId: ana.id })
      .expect(403);
    await admin.post('/api/admin/titulares/eliminacao').send({}).expect(400);

    const done: ErasureReport = (
      await admin.post('/api/admin/titulares/eliminacao').send({ usuarioId: ana.id }).expect(200)
    ).body.dados;
    expect(outcome(done)).toMatchObject({
      'EQUIPE_CADASTRO ANONIMIZADO': 1,
      'JORNADA_DO_TECNICO ANONIMIZADO': 2,
      'AUTORIA_DE_REGISTROS MANTIDO': expect.any(Number),
      'REGISTRO_DE_ACESSO MANTIDO': 1,
    });
    const [account] = await db.query(
      `SELECT name, email, password_hash, active, anonimizado_em FROM users WHERE id = $1`,
      [ana.id],
    );
    expect(account).toEqual({
      name: 'Usuário anonimizado',
      email: `anonimizado-${ana.id}@anonimizado.invalid`,
      password_hash: null,
      active: false,
      anonimizado_em: expect.any(Date),
    });
    // Her session ended, and is kept as an access record.
    await ana.api.get('/api/fs/app/os').expect(401);
    expect(
      await db.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [ana.id]),
    ).toEqual([{ n: 1 }]);

    expect(await orderFigures(orderId)).toEqual({ ...figures, tecnico: 'Técnico anonimizado' });
    expect(await sealed(code)).toEqual(seal);
  }, 60_000);

  async function trackingCode(requestId: string) {
    const [row] = await db.query(
      `SELECT codigo_acompanhamento AS code, contato_email AS email FROM solicitacao WHERE id = $1`,
      [requestId],
    );
    return row as { code: string; email: string | null };
  }
});
