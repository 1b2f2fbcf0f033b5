import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { MailDeliveryWorker } from '../src/lib/mail/mail-delivery.worker';
import { MailService } from '../src/lib/mail/mail.service';
import { createCompany, createTestApp, settledMail, signIn } from '../src/testing';

/**
 * Mail written to the outbox with the change that causes it and delivered by the worker,
 * against a real SMTP server on loopback that refuses recipients when told to.
 */
describe('mail delivery from the outbox', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let smtp: SMTPServer;
  /** Messages the server accepted: recipients and raw data. */
  const received: Array<{ to: string[]; data: string }> = [];
  /** How many more times the server refuses each address. */
  const refusals = new Map<string, number>();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _session, callback) {
        const left = refusals.get(address.address) ?? 0;
        if (left === 0) return callback();
        refusals.set(address.address, left - 1);
        callback(
          Object.assign(new Error('Caixa temporariamente indisponível'), { responseCode: 451 }),
        );
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    app = await createTestApp({ env: smtpEnv() });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  function smtpEnv() {
    const { port } = smtp.server.address() as AddressInfo;
    return {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_MAX_ATTEMPTS: '2',
      MAIL_RETRY_BASE_MS: '20',
    };
  }

  const deliveredTo = (address: string) => received.filter((mail) => mail.to.includes(address));

  it('retries an invitation the server refused and delivers it once when it accepts', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const email = 'recusado-uma-vez@teste.local';
    refusals.set(email, 1);
    const invited = await api
      .post('/api/admin/usuarios')
      .send({ nome: 'Rita Retentada', email, perfil: 'TECNICO' })
      .expect(201);
    expect(invited.body.dados.email).toBe('PENDENTE');

    const [row] = await settledMail(db, company.id);
    expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 2, erro: null });
    expect(deliveredTo(email)).toHaveLength(1);
    expect(refusals.get(email)).toBe(0);
  });

  it('gives up after the last attempt, shows the failure, and sends once on resend', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const email = 'sempre-recusado@teste.local';
    refusals.set(email, 2);
    await api
      .post('/api/admin/usuarios')
      .send({ nome: 'Fábio Falho', email, perfil: 'TECNICO' })
      .expect(201);
    const [failed] = await settledMail(db, company.id);
    expect(failed).toMatchObject({ status: 'FALHOU', tentativas: 2 });
    expect(failed.erro).toMatch(/451|Caixa temporariamente indisponível|recipients/);
    expect(deliveredTo(email)).toHaveLength(0);

    const listed = await api.get('/api/admin/caixa-de-saida?status=FALHOU').expect(200);
    expect(listed.body.dados.itens).toEqual([
      expect.objectContaining({
        id: failed.id,
        status: 'FALHOU',
        tentativas: 2,
        erro: failed.erro,
        proximaTentativaEm: null,
      }),
    ]);

    const resent = await api.post(`/api/admin/caixa-de-saida/${failed.id}/reenviar`).expect(200);
    expect(resent.body.dados).toEqual({ id: failed.id, status: 'PENDENTE' });
    const [delivered] = await settledMail(db, company.id);
    expect(delivered).toMatchObject({ status: 'ENVIADO', tentativas: 1, erro: null });
    expect(deliveredTo(email)).toHaveLength(1);

    const again = await api.post(`/api/admin/caixa-de-saida/${failed.id}/reenviar`).expect(409);
    expect(again.body.codigo).toBe('EMAIL_JA_ENVIADO');
    const other = await createCompany(db);
    const { api: stranger } = await signIn(app, db, { companyId: other.id, role: 'ADMIN' });
    await stranger.post(`/api/admin/caixa-de-saida/${failed.id}/reenviar`).expect(404);
  });

  it('writes the message in the transaction of the change: both commit or neither', async () => {
    const company = await createCompany(db);
    const mail = app.get(MailService);
    const rename = (name: string, fail: boolean) =>
      db.transaction(async (manager) => {
        await manager.query(`UPDATE companies SET name = $2 WHERE id = $1`, [company.id, name]);
        await mail.enqueue(
          {
            companyId: company.id,
            to: ['mudanca@teste.local'],
            subject: name,
            text: name,
            attachments: [
              {
                filename: 'anexo.pdf',
                content: Buffer.from('%PDF-1.4 anexo'),
                contentType: 'application/pdf',
              },
            ],
          },
          manager,
        );
        if (fail) throw new Error('a mudança falhou depois do e-mail');
      });

    await expect(rename('Nome desfeito', true)).rejects.toThrow('a mudança falhou');
    const [undone] = await db.query(`SELECT name FROM companies WHERE id = $1`, [company.id]);
    expect(undone.name).not.toBe('Nome desfeito');
    expect(await settledMail(db, company.id)).toEqual([]);

    await rename('Nome novo', false);
    const [kept] = await db.query(`SELECT name FROM companies WHERE id = $1`, [company.id]);
    expect(kept.name).toBe('Nome novo');
    const [sent] = await settledMail(db, company.id);
    expect(sent).toMatchObject({ status: 'ENVIADO', tentativas: 1 });
    // The attachment went out with it, and its bytes are dropped once delivered.
    const delivered = received.filter((message) => message.data.includes('Subject: Nome novo'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].data).toContain(Buffer.from('%PDF-1.4 anexo').toString('base64'));
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM mail_outbox_anexos WHERE mensagem_id = $1`,
      [sent.id],
    );
    expect(count).toBe(0);
  });

  it('never delivers a message twice with two app instances on one database', async () => {
    const second = await createTestApp({ env: smtpEnv() });
    try {
      const company = await createCompany(db);
      // Both instances deliver this company's mail (each test app is otherwise kept to its own).
      second.get(MailDeliveryWorker).limitTo(new Set([company.id]));
      const subjects = Array.from(
        { length: 40 },
        (_, index) => `lote-${String(index).padStart(2, '0')}-${company.id.slice(0, 8)}`,
      );
      await db.transaction(async (manager) => {
        for (const subject of subjects) {
          await app
            .get(MailService)
            .enqueue(
              { companyId: company.id, to: ['lote@teste.local'], subject, text: subject },
              manager,
            );
        }
      });
      // Both workers race on every round, besides their own timers.
      const workers = [app.get(MailDeliveryWorker), second.get(MailDeliveryWorker)];
      await Promise.all(workers.flatMap((worker) => [worker.deliverDue(), worker.deliverDue()]));

      const rows = await settledMail(db, company.id);
      expect(rows.map((row) => row.status)).toEqual(subjects.map(() => 'ENVIADO'));
      expect(rows.every((row) => row.tentativas === 1)).toBe(true);
      const counts = subjects.map(
        (subject) =>
          received.filter((mail) => mail.data.includes(`Subject: ${subject}\r\n`)).length,
      );
      expect(counts).toEqual(subjects.map(() => 1));
    } finally {
      await second.close();
    }
  });
});
