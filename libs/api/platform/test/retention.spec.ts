import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { RetentionJob } from '../src/lib/privacy/retention/retention.job';
import { RetentionPolicy } from '../src/lib/privacy/retention/retention-policy.service';
import { RetentionRepository } from '../src/lib/privacy/retention/retention.repository';
import { createCompany, createTestApp, createUser, signIn } from '../src/testing';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** The company's retention terms and the daily job over the platform's own tables. */
describe('retention', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  it('lets the ADMIN set a term within the bounds only, and audits the change', async () => {
    const company = await createCompany(db, { name: 'Prazo Certo' });
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const list = await api.get('/api/admin/retencao').expect(200);
    expect(
      list.body.dados.find((term: { codigo: string }) => term.codigo === 'EMAILS_ENVIADOS'),
    ).toMatchObject({
      dias: 90,
      padraoDias: 90,
      minimoDias: 30,
      maximoDias: 365,
      editavel: true,
      personalizado: false,
      aplicadoPelaRotina: true,
    });

    const outside = await api
      .put('/api/admin/retencao/EMAILS_ENVIADOS')
      .send({ dias: 400 })
      .expect(400);
    expect(outside.body).toMatchObject({
      sucesso: false,
      codigo: 'PRAZO_FORA_DOS_LIMITES',
      erro: expect.stringContaining('entre 30 e 365 dias'),
      minimo: 30,
      maximo: 365,
    });
    // Marco Civil art. 15: access records at least six months.
    await api.put('/api/admin/retencao/REGISTRO_DE_ACESSO').send({ dias: 90 }).expect(400);
    const fixed = await api
      .put('/api/admin/retencao/LINKS_DE_SENHA')
      .send({ dias: 60 })
      .expect(400);
    expect(fixed.body.erro).toContain('fixo');
    await api.put('/api/admin/retencao/EMAILS_ENVIADOS').send({ dias: 'muito' }).expect(400);
    await api.put('/api/admin/retencao/NAO_EXISTE').send({ dias: 60 }).expect(404);

    const set = await api.put('/api/admin/retencao/EMAILS_ENVIADOS').send({ dias: 45 }).expect(200);
    expect(set.body.dados).toMatchObject({ dias: 45, personalizado: true });
    const effective = await app
      .get(RetentionPolicy)
      .effectiveRetention(company.id, 'EMAILS_ENVIADOS');
    expect(effective).toMatchObject({ days: 45, custom: true });
    const trail = await api.get('/api/admin/auditoria').expect(200);
    expect(trail.body.dados.itens[0]).toMatchObject({
      acao: 'RETENCAO_PRAZO_ALTERADO',
      detalhes: { codigo: 'EMAILS_ENVIADOS', dias: { de: null, para: 45 } },
    });
    await api.put('/api/admin/retencao/EMAILS_ENVIADOS').send({ dias: null }).expect(200);
    expect(
      await app.get(RetentionPolicy).effectiveRetention(company.id, 'EMAILS_ENVIADOS'),
    ).toMatchObject({ days: 90, custom: false });

    const supervisor = await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' });
    await supervisor.api.get('/api/admin/retencao').expect(403);
  });

  it('deletes what is past its term once a day, keeps the rest, and audits what it did', async () => {
    const now = new Date();
    const company = await createCompany(db, { name: 'Esquece Bem' });
    const other = await createCompany(db, { name: 'Outra Empresa' });
    const user = await createUser(db, { companyId: company.id, role: 'TECNICO' });
    const stranger = await createUser(db, { companyId: other.id, role: 'TECNICO' });
    const session = (companyId: string, userId: string, expired: Date) =>
      db.query(
        `INSERT INTO sessions (token_hash, user_id, empresa_id, created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, $4, $4, $4, '10.0.0.1', 'Teste') RETURNING id`,
        [randomBytes(32), userId, companyId, expired],
      );
    const [oldSession] = await session(company.id, user.id, daysAgo(now, 200));
    const [recentSession] = await session(company.id, user.id, daysAgo(now, 100));
    const [strangerSession] = await session(other.id, stranger.id, daysAgo(now, 10));
    await db.query(
      `INSERT INTO password_links (empresa_id, user_id, purpose, token_hash, created_at, expires_at, used_at)
       VALUES ($1, $2, 'CONVITE', $3, $4, $4, $4), ($1, $2, 'REDEFINICAO', $5, $6, $6, NULL)`,
      [company.id, user.id, randomBytes(32), daysAgo(now, 40), randomBytes(32), daysAgo(now, 5)],
    );
    const mail = (status: string, at: Date) =>
      db.query(
        `INSERT INTO mail_outbox (empresa_id, destinatarios, assunto, corpo, status, criado_em, enviado_em)
         VALUES ($1, '{rita@cliente.test}', 'Relatório', 'Olá', $2, $3, $3) RETURNING id`,
        [company.id, status, at],
      );
    const [oldMail] = await mail('ENVIADO', daysAgo(now, 120));
    const [recentMail] = await mail('ENVIADO', daysAgo(now, 30));
    await db.query(`INSERT INTO attempt_counters (key, count, expires_at) VALUES ($1, 3, $2)`, [
      `login:${user.email}`,
      daysAgo(now, 200),
    ]);
    // Staff accounts: one deactivated six years ago (past five), one last year, one active.
    const leftLongAgo = await createUser(db, { companyId: company.id, role: 'TECNICO' });
    const leftLastYear = await createUser(db, { companyId: company.id, role: 'TECNICO' });
    for (const [account, days] of [
      [leftLongAgo, 6 * 365],
      [leftLastYear, 365],
    ] as const)
      await db.query(`UPDATE users SET active = false, desativado_em = $2 WHERE id = $1`, [
        account.id,
        daysAgo(now, days),
      ]);
    const account = async (id: string) =>
      (await db.query(`SELECT name, email, anonimizado_em FROM users WHERE id = $1`, [id]))[0];

    const job = app.get(RetentionJob);
    const first = await job.run(now);
    expect(first.affected).toMatchObject({
      REGISTRO_DE_ACESSO: 2,
      LINKS_DE_SENHA: 1,
      EMAILS_ENVIADOS: 1,
      EQUIPE_CADASTRO: 1,
    });
    expect(await account(leftLongAgo.id)).toEqual({
      name: 'Usuário anonimizado',
      email: `anonimizado-${leftLongAgo.id}@anonimizado.invalid`,
      anonimizado_em: expect.any(Date),
    });
    for (const kept of [leftLastYear, user])
      expect(await account(kept.id)).toMatchObject({ email: kept.email, anonimizado_em: null });

    const ids = async (table: string) =>
      (await db.query(`SELECT id FROM ${table} WHERE empresa_id = $1`, [company.id])).map(
        (row: { id: string }) => row.id,
      );
    expect(await ids('sessions')).toEqual([recentSession.id]);
    expect(await ids('mail_outbox')).toEqual([recentMail.id]);
    expect(await ids('mail_outbox')).not.toContain(oldMail.id);
    expect(await ids('sessions')).not.toContain(oldSession.id);
    expect(await ids('password_links')).toHaveLength(1);
    expect(
      await db.query(`SELECT 1 FROM attempt_counters WHERE key = $1`, [`login:${user.email}`]),
    ).toEqual([]);
    expect(await db.query(`SELECT id FROM sessions WHERE empresa_id = $1`, [other.id])).toEqual([
      strangerSession,
    ]);

    const [audit] = await db.query(
      `SELECT action, details FROM audit_events WHERE empresa_id = $1 AND action = 'RETENCAO_APLICADA'`,
      [company.id],
    );
    // Attempt counters carry no company: the first company's run of the day sweeps them.
    expect(audit.details.afetados).toMatchObject({
      REGISTRO_DE_ACESSO: expect.any(Number),
      LINKS_DE_SENHA: 1,
      EMAILS_ENVIADOS: 1,
      EQUIPE_CADASTRO: 1,
    });

    // The same day again: already claimed, nothing runs; the next day: nothing more to change.
    const again = await job.run(now);
    expect(again.companies).toBe(0);
    const nextDay = await job.run(new Date(now.getTime() + DAY));
    expect(nextDay.companies).toBeGreaterThanOrEqual(2);
    expect(nextDay.affected).toEqual({});
    expect(await ids('sessions')).toEqual([recentSession.id]);
    const runs = await db.query(
      `SELECT afetados FROM retencao_execucao WHERE empresa_id = $1 ORDER BY dia`,
      [company.id],
    );
    expect(runs.map((run: { afetados: object }) => run.afetados)).toEqual([
      audit.details.afetados,
      {},
    ]);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const listed = await api.get('/api/admin/retencao/execucoes').expect(200);
    expect(listed.body.dados).toHaveLength(2);
  });

  it('claims a day for one transaction only, as two instances would race for it', async () => {
    const company = await createCompany(db, { name: 'Dupla Instância' });
    const runs = app.get(RetentionRepository);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstClaimed!: () => void;
    const claimedFirst = new Promise<void>((resolve) => (firstClaimed = resolve));
    const first = db.transaction(async (manager) => {
      const claimed = await runs.claimDay(manager, company.id, '2030-01-01');
      firstClaimed();
      await held;
      return claimed;
    });
    await claimedFirst;
    const second = db.transaction((manager) => runs.claimDay(manager, company.id, '2030-01-01'));
    setTimeout(release, 200);
    expect(await Promise.all([first, second])).toEqual([true, false]);
  });
});
