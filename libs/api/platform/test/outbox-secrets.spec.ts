import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../src/lib/config/app-config';
import { MailService } from '../src/lib/mail/mail.service';
import { SEALED_BODY_CONTEXT } from '../src/lib/mail/mail-secrets';
import { createCompany, createTestApp, createUser, loginAs, signIn, XHR } from '../src/testing';
import { linkIn, startSmtpInbox } from './support/smtp-inbox';

/**
 * Password links reach their recipient only: the outbox an ADMIN reads shows them cut, the
 * database keeps them sealed (never in the clear), the SMTP delivery carries the working
 * link, and the audit names who asked for each reset (issue #42, item 4).
 */
describe('secrets in the outbox', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    app = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://campo.teste.local', TRUST_PROXY: 'loopback' },
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const http = () => request(app.getHttpServer());

  /** Every row of every table, as text: what a database dump shows. */
  async function dump() {
    const tables: Array<{ table_name: string }> = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let text = '';
    for (const { table_name } of tables) {
      const rows: Array<{ row: string }> = await db.query(
        `SELECT t::text AS row FROM "${table_name}" t`,
      );
      text += rows.map((row) => row.row).join('\n');
    }
    return text;
  }

  /** The whole text of the newest stored message to `email`, opened as the worker does. */
  async function sealedTextTo(email: string) {
    const [row]: Array<{ corpo: string; corpo_cifrado: string | null }> = await db.query(
      `SELECT corpo, corpo_cifrado FROM mail_outbox WHERE $1 = ANY(destinatarios)
        ORDER BY criado_em DESC LIMIT 1`,
      [email],
    );
    return {
      stored: row.corpo,
      sealed: row.corpo_cifrado,
      text: row.corpo_cifrado
        ? app.get(AppConfig).secretBox.open(row.corpo_cifrado, SEALED_BODY_CONTEXT)
        : row.corpo,
    };
  }

  async function outboxOf(api: Awaited<ReturnType<typeof loginAs>>, email: string) {
    const page = await api.get('/api/admin/caixa-de-saida?porPagina=100').expect(200);
    return page.body.dados.itens.filter((item: { destinatarios: string[] }) =>
      item.destinatarios.includes(email),
    ) as Array<{ corpo: string; id: string; status: string }>;
  }

  it('an invitation: the ADMIN never reads its token, the database never holds it, the e-mail carries a working link', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const email = `convite-${Date.now()}@teste.local`;
    const since = smtp.received.length;
    await api
      .post('/api/admin/usuarios')
      .send({ nome: 'Nova Pessoa', email, perfil: 'TECNICO' })
      .expect(201);

    // Before delivery: stored redacted, sealed in full.
    const stored = await sealedTextTo(email);
    const { token } = linkIn(stored.text);
    expect(stored.sealed).toMatch(/^v1:[\w-]{8}:/);
    expect(stored.stored).not.toContain(token);
    expect(stored.stored).toContain('[link protegido: só o destinatário o recebe]');
    expect(await dump()).not.toContain(token);
    for (const item of await outboxOf(api, email)) expect(item.corpo).not.toContain(token);

    // Delivered over SMTP with the real link, which works; then the sealed copy is gone.
    const mail = await smtp.mailTo(email, since);
    const link = linkIn(mail.text);
    await http()
      .post('/api/auth/definir-senha')
      .set(XHR)
      .send({ token: link.token, senha: 'uma senha nova e longa' })
      .expect(200);
    await loginAs(app, { email, password: 'uma senha nova e longa' });
    const [row] = await db.query(
      `SELECT status, corpo_cifrado FROM mail_outbox WHERE $1 = ANY(destinatarios)`,
      [email],
    );
    expect(row).toEqual({ status: 'ENVIADO', corpo_cifrado: null });
    const listed = await outboxOf(api, email);
    expect(listed).toHaveLength(1);
    expect(listed[0].corpo).not.toMatch(/#token=|definir-senha/);
    expect(await dump()).not.toContain(link.token);
  });

  it('a reset an ADMIN asks for a colleague: audited with who, whom and where; the link reaches the colleague only', async () => {
    const company = await createCompany(db);
    const name = 'Ana Administradora';
    const { api, user } = await signIn(app, db, { companyId: company.id, role: 'ADMIN', name });
    const admin = { id: user.id, name };
    const colleague = await createUser(db, { companyId: company.id, role: 'SUPERVISOR' });
    const since = smtp.received.length;
    await api
      .post('/api/auth/esqueci-senha')
      .set('X-Forwarded-For', '198.51.100.77')
      .send({ email: colleague.email })
      .expect(200);
    const mail = await smtp.mailTo(colleague.email, since);
    const { token } = linkIn(mail.text);

    for (const item of await outboxOf(api, colleague.email)) {
      expect(item.corpo).not.toContain(token);
      expect(item.corpo).toContain('[link protegido: só o destinatário o recebe]');
    }
    expect(await dump()).not.toContain(token);

    const audit = await api.get('/api/admin/auditoria').expect(200);
    const entry = audit.body.dados.itens.find(
      (item: { acao: string }) => item.acao === 'REDEFINICAO_SOLICITADA',
    );
    expect(entry).toMatchObject({
      autor: { id: admin.id, nome: admin.name },
      resumo: expect.stringContaining(
        `a pedido de ${admin.name}, com sessão aberta, do endereço 198.51.100.77`,
      ),
      detalhes: {
        alvo: { id: colleague.id, email: colleague.email },
        solicitante: { id: admin.id, nome: admin.name, empresaId: company.id },
        endereco: '198.51.100.77',
      },
    });
    expect(Date.now() - Date.parse(entry.em)).toBeLessThan(60_000);

    // The ADMIN may resend a message that was not delivered, never read its link.
    const [message] = await outboxOf(api, colleague.email);
    await api.post(`/api/admin/caixa-de-saida/${message.id}/reenviar`).expect(409);
  });

  it('a reset asked with no session is audited with no author and the address', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const user = await createUser(db, { companyId: company.id });
    const since = smtp.received.length;
    await http()
      .post('/api/auth/esqueci-senha')
      .set(XHR)
      .set('X-Forwarded-For', '198.51.100.78')
      .send({ email: user.email })
      .expect(200);
    await smtp.mailTo(user.email, since);
    const audit = await api.get('/api/admin/auditoria').expect(200);
    expect(audit.body.dados.itens).toContainEqual(
      expect.objectContaining({
        acao: 'REDEFINICAO_SOLICITADA',
        autor: null,
        detalhes: expect.objectContaining({ solicitante: null, endereco: '198.51.100.78' }),
      }),
    );
  });

  it('cuts every link in bodies read through the outbox, including ones stored before sealing', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const email = `antigo-${Date.now()}@teste.local`;
    await app.get(MailService).enqueue({
      companyId: company.id,
      to: [email],
      subject: 'Relatório',
      text: 'Veja: https://campo.teste.local/api/fs/relatorios-publicos/abcdefghijklmnopqrstuvwxyz0123 e https://campo.teste.local/',
    });
    const [item] = await outboxOf(api, email);
    expect(item.corpo).toBe(
      'Veja: https://campo.teste.local/… [link protegido: só o destinatário o recebe] e https://campo.teste.local/',
    );
  });
});
