import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { expectTablesMatchRegistry, signIn, storedMailText } from '@campo/platform/testing';
import { EntityRegistry } from '../src/lib/registry/entity-registry';
import { createIngestionApp, createTenant, post } from './support';

describe('token administration, import history and read API', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    tenant = await createTenant(app, db, 'Empresa A');
    other = await createTenant(app, db, 'Empresa B');
  });
  afterAll(() => app.close());

  describe('tokens', () => {
    it('creates a token, showing the secret only in the creation answer', async () => {
      const created = await tenant
        .adminApi()
        .post('/api/admin/tokens-ingestao')
        .send({
          nome: 'SIEM',
          modo: 'INSERT',
          entidades: ['incidente_seguranca'],
          expiraEm: '2030-01-01T00:00:00Z',
        })
        .expect(201);
      const token = created.body.dados;
      expect(token).toMatchObject({
        nome: 'SIEM',
        modo: 'INSERT',
        entidades: ['incidente_seguranca'],
        estado: 'ATIVO',
        status: 'ATIVO',
        expiraEm: '2030-01-01T00:00:00.000Z',
        prefixo: token.token.slice(0, 12),
      });
      expect(token.token).toMatch(/^ing_[0-9A-Za-z]{36}$/);

      const listed = await tenant.adminApi().get('/api/admin/tokens-ingestao').expect(200);
      const shown = await tenant
        .adminApi()
        .get(`/api/admin/tokens-ingestao/${token.id}`)
        .expect(200);
      expect(JSON.stringify(listed.body) + JSON.stringify(shown.body)).not.toContain(token.token);
      expect(shown.body.dados.criadoPor).toBeTruthy();
      const [stored] = await db.query(`SELECT secret_hash FROM ingestion_tokens WHERE id = $1`, [
        token.id,
      ]);
      expect(stored.secret_hash).toHaveLength(32);
    });

    it('edits scope, name and expiry without a new token; a past expiry expires it at once; null removes it', async () => {
      const token = await tenant.issueToken({ entidades: ['incidente_seguranca'] });
      const discover = () =>
        request(app.getHttpServer())
          .get('/api/ingestao-pub/entidades')
          .set('Authorization', `Bearer ${token.token}`);
      await tenant
        .adminApi()
        .patch(`/api/admin/tokens-ingestao/${token.id}`)
        .send({ entidades: ['incidente_seguranca', 'emissao'], nome: 'ERP' })
        .expect(200);
      const scoped = await discover().expect(200);
      expect(scoped.body.dados.entidades.map((e: { entidade: string }) => e.entidade)).toEqual([
        'incidente_seguranca',
        'emissao',
      ]);
      expect(scoped.body.dados.token.nome).toBe('ERP');

      const expired = await tenant
        .adminApi()
        .patch(`/api/admin/tokens-ingestao/${token.id}`)
        .send({ expiraEm: '2020-05-01T10:00:00Z' })
        .expect(200);
      expect(expired.body.dados.estado).toBe('EXPIRADO');
      expect((await discover().expect(401)).body.codigo).toBe('TOKEN_EXPIRADO');
      await tenant
        .adminApi()
        .patch(`/api/admin/tokens-ingestao/${token.id}`)
        .send({ expiraEm: null })
        .expect(200);
      await discover().expect(200);
    });

    it('deactivates and reactivates; revocation is final', async () => {
      const token = await tenant.issueToken();
      const act = (action: string) =>
        tenant.adminApi().post(`/api/admin/tokens-ingestao/${token.id}/${action}`);
      expect((await act('desativar').expect(200)).body.dados.estado).toBe('INATIVO');
      expect((await act('reativar').expect(200)).body.dados.estado).toBe('ATIVO');
      expect((await act('revogar').expect(200)).body.dados.estado).toBe('REVOGADO');
      expect((await act('reativar').expect(409)).body.codigo).toBe('TOKEN_JA_REVOGADO');
      await tenant
        .adminApi()
        .patch(`/api/admin/tokens-ingestao/${token.id}`)
        .send({ nome: 'x' })
        .expect(409);
      const events = await db.query(
        `SELECT action FROM ingestion_token_events WHERE token_id = $1 ORDER BY at, id`,
        [token.id],
      );
      expect(events.map((e: { action: string }) => e.action)).toEqual([
        'CRIADO',
        'DESATIVADO',
        'REATIVADO',
        'REVOGADO',
      ]);
    });

    it('validates the body and refuses unknown entities', async () => {
      const response = await tenant
        .adminApi()
        .post('/api/admin/tokens-ingestao')
        .send({ nome: '', modo: 'MERGE', entidades: ['planeta'] })
        .expect(400);
      expect(response.body.codigo).toBe('DADOS_INVALIDOS');
      expect(response.body.detalhes.join(' ')).toMatch(/nome/);
      const unknown = await tenant
        .adminApi()
        .post('/api/admin/tokens-ingestao')
        .send({ nome: 'x', entidades: ['planeta'] })
        .expect(400);
      expect(unknown.body.erro).toContain('planeta');
    });

    it('keeps companies apart and refuses non-admins', async () => {
      const token = await tenant.issueToken();
      await other.adminApi().get(`/api/admin/tokens-ingestao/${token.id}`).expect(404);
      await other.adminApi().post(`/api/admin/tokens-ingestao/${token.id}/revogar`).expect(404);
      const otherList = await other.adminApi().get('/api/admin/tokens-ingestao').expect(200);
      expect(otherList.body.dados.map((t: { id: string }) => t.id)).not.toContain(token.id);

      const { api: supervisor } = await signIn(app, db, {
        companyId: tenant.company.id,
        role: 'SUPERVISOR',
      });
      const denied = await supervisor.get('/api/admin/tokens-ingestao').expect(403);
      expect(denied.body.codigo).toBe('ACESSO_NEGADO');
    });

    it('serves the whole registry to the admin app', async () => {
      const response = await tenant.adminApi().get('/api/admin/entidades').expect(200);
      // The lib's own entities; field-service's master-data spec checks the nine of the API.
      expect(response.body.dados.map((e: { entidade: string }) => e.entidade)).toEqual([
        'incidente_seguranca',
        'ativo_informacao',
        'risco_corporativo',
        'consumo_energia',
        'emissao',
      ]);
    });
  });

  describe('import history', () => {
    it('records each batch with its counts, origin and the refused or warned rows as sent', async () => {
      const token = await tenant.issueToken({
        nome: 'Scanner',
        entidades: ['incidente_seguranca'],
      });
      await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'H-1', tipo: 'Integridade' },
      ]).expect(200);
      const write = await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'H-1', tipo: 'Integridade' },
        { codigo: 'H-2', tipo: 'Integridade', cor: 'azul' },
        { codigo: 'H-3', tipo: 'Malware' },
      ]).expect(200);
      const list = await tenant
        .adminApi()
        .get(`/api/admin/importacoes?token=${token.id}`)
        .expect(200);
      expect(list.body.dados).toMatchObject({ total: 2, pagina: 1 });
      const [latest] = list.body.dados.itens;
      expect(latest).toMatchObject({
        loteId: write.body.dados.loteId,
        entidade: 'incidente_seguranca',
        origem: 'Scanner',
        tokenId: token.id,
        modo: 'UPSERT',
        totalLinhas: 3,
        gravadas: 2,
        criadas: 1,
        atualizadas: 0,
        inalteradas: 1,
        duplicadas: 0,
        recusadas: 1,
      });
      expect(latest.duracaoMs).toBeGreaterThanOrEqual(0);

      const detail = await tenant
        .adminApi()
        .get(`/api/admin/importacoes/${latest.loteId}`)
        .expect(200);
      expect(detail.body.dados.linhas).toEqual([
        {
          linha: 2,
          status: 'OK',
          erros: [],
          aviso: 'campo "cor" desconhecido, ignorado.',
          dados: { codigo: 'H-2', tipo: 'Integridade', cor: 'azul' },
        },
        {
          linha: 3,
          status: 'ERRO',
          erros: [expect.stringContaining('"Malware"')],
          aviso: null,
          dados: { codigo: 'H-3', tipo: 'Malware' },
        },
      ]);
      await other.adminApi().get(`/api/admin/importacoes/${latest.loteId}`).expect(404);
    });

    it("counts a token's accepted, refused and unchanged rows per day over 30 days, for its company only", async () => {
      const token = await tenant.issueToken({ nome: 'Diário', entidades: ['incidente_seguranca'] });
      await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'D-1', tipo: 'Integridade' },
      ]).expect(200);
      await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'D-1', tipo: 'Integridade' },
        { codigo: 'D-2', tipo: 'Integridade' },
        { codigo: 'D-3', tipo: 'Malware' },
      ]).expect(200);
      const daily = (api: ReturnType<typeof tenant.adminApi>) =>
        api.get(`/api/admin/importacoes/por-dia?token=${token.id}`).expect(200);
      const days = (await daily(tenant.adminApi())).body.dados;
      expect(days).toHaveLength(30);
      expect(
        days
          .slice(0, 29)
          .every(
            (day: { aceitas: number; recusadas: number }) =>
              day.aceitas === 0 && day.recusadas === 0,
          ),
      ).toBe(true);
      expect(days[29]).toEqual({
        dia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        aceitas: 2,
        recusadas: 1,
        inalteradas: 1,
      });
      const others = (await daily(other.adminApi())).body.dados;
      expect(others.every((day: { aceitas: number }) => day.aceitas === 0)).toBe(true);
      await tenant.adminApi().get('/api/admin/importacoes/por-dia?token=x').expect(400);
    });

    it('records a batch refused whole, and counts a key repeated in one batch once (the row that prevails)', async () => {
      const token = await tenant.issueToken({
        nome: 'Contagens',
        entidades: ['incidente_seguranca'],
      });
      const refused = await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'HC-1', tipo: 'Malware' },
        { tipo: 'Integridade' },
      ]).expect(200);
      await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'HC-2', tipo: 'Integridade' },
      ]).expect(200);
      const repeated = await post(app, token.token, 'incidente_seguranca', [
        { codigo: 'HC-2', tipo: 'Confidencialidade' },
        { codigo: 'HC-3', tipo: 'Integridade' },
        { codigo: 'HC-2', tipo: 'Disponibilidade' },
      ]).expect(200);
      const summary = async (loteId: string) =>
        (await tenant.adminApi().get(`/api/admin/importacoes/${loteId}`).expect(200)).body.dados;

      expect(await summary(refused.body.dados.loteId)).toMatchObject({
        totalLinhas: 2,
        gravadas: 0,
        criadas: 0,
        atualizadas: 0,
        inalteradas: 0,
        recusadas: 2,
        linhas: [
          expect.objectContaining({ linha: 1, status: 'ERRO' }),
          expect.objectContaining({ linha: 2, status: 'ERRO' }),
        ],
      });
      expect(await summary(repeated.body.dados.loteId)).toMatchObject({
        totalLinhas: 3,
        gravadas: 3,
        criadas: 1,
        atualizadas: 1,
        inalteradas: 0,
        duplicadas: 0,
        recusadas: 0,
        linhas: [
          expect.objectContaining({
            linha: 1,
            status: 'OK',
            aviso: expect.stringContaining('linha 3'),
          }),
        ],
      });
    });

    it('filters by entity and date and paginates', async () => {
      const token = await tenant.issueToken({ entidades: ['ativo_informacao'] });
      for (let i = 0; i < 3; i++)
        await post(app, token.token, 'ativo_informacao', [{ codigo: `A-${i}`, nome: 'x' }]).expect(
          200,
        );
      const page = await tenant
        .adminApi()
        .get('/api/admin/importacoes?entidade=ativo_informacao&porPagina=2&pagina=2')
        .expect(200);
      expect(page.body.dados).toMatchObject({ total: 3, pagina: 2, porPagina: 2 });
      expect(page.body.dados.itens).toHaveLength(1);
      const future = await tenant
        .adminApi()
        .get('/api/admin/importacoes?desde=2999-01-01')
        .expect(200);
      expect(future.body.dados.total).toBe(0);
      await tenant.adminApi().get('/api/admin/importacoes?desde=ontem').expect(400);
      // Dates are days in the company's time zone (São Paulo, UTC-3): 22:30 local on the 10th is 01:30 UTC on the 11th.
      await db.query(
        `UPDATE import_batches SET criado_em = '2026-03-11T01:30:00Z' WHERE id = (
        SELECT id FROM import_batches WHERE empresa_id = $1 AND entidade = 'ativo_informacao' ORDER BY criado_em LIMIT 1)`,
        [tenant.company.id],
      );
      const localDay = await tenant
        .adminApi()
        .get('/api/admin/importacoes?entidade=ativo_informacao&desde=2026-03-10&ate=2026-03-10')
        .expect(200);
      expect(localDay.body.dados.total).toBe(1);
      const nextDay = await tenant
        .adminApi()
        .get('/api/admin/importacoes?entidade=ativo_informacao&desde=2026-03-11&ate=2026-03-11')
        .expect(200);
      expect(nextDay.body.dados.total).toBe(0);
      await tenant.adminApi().get('/api/admin/importacoes?pagina=0').expect(400);
    });
  });

  describe('read API', () => {
    it('lists stored records with campos as keys, filtered by equality, own company only', async () => {
      const token = await tenant.issueToken({ entidades: ['incidente_seguranca'] });
      await post(app, token.token, 'incidente_seguranca', [
        {
          codigo: 'L-1',
          tipo: 'Integridade',
          severidade: 'Alta',
          dataDeteccao: '01/11/2026 08:00',
        },
        { codigo: 'L-2', tipo: 'Disponibilidade', severidade: 'Baixa' },
      ]).expect(200);
      const response = await tenant
        .adminApi()
        .get('/api/dados/incidente_seguranca?severidade=alta')
        .expect(200);
      expect(response.body.dados).toMatchObject({ total: 1, pagina: 1, porPagina: 50 });
      expect(response.body.dados.itens[0]).toMatchObject({
        id: expect.any(String),
        codigo: 'L-1',
        tipo: 'Integridade',
        severidade: 'Alta',
        dataDeteccao: '2026-11-01T11:00:00.000Z',
      });
      const record = await tenant
        .adminApi()
        .get(`/api/dados/incidente_seguranca/${response.body.dados.itens[0].id}`)
        .expect(200);
      expect(record.body.dados.codigo).toBe('L-1');
      const otherView = await other.adminApi().get('/api/dados/incidente_seguranca').expect(200);
      expect(otherView.body.dados.total).toBe(0);
      await other
        .adminApi()
        .get(`/api/dados/incidente_seguranca/${response.body.dados.itens[0].id}`)
        .expect(404);
    });

    it('lists the readable entities with their labels for any signed-in role', async () => {
      const { api: technician } = await signIn(app, db, {
        companyId: tenant.company.id,
        role: 'TECNICO',
      });
      const response = await technician.get('/api/dados').expect(200);
      expect(response.body.dados.map((e: { entidade: string }) => e.entidade)).toContain('emissao');
      await request(app.getHttpServer()).get('/api/dados').expect(401);
    });

    it('edits one record through the same validation as the API, records the edit in the history, and keeps the key', async () => {
      const token = await tenant.issueToken({ entidades: ['incidente_seguranca'] });
      const created = await post(app, token.token, 'incidente_seguranca', [
        {
          codigo: 'E-1',
          tipo: 'Integridade',
          severidade: 'Baixa',
          dataDeteccao: '01/11/2026 08:00',
        },
      ]).expect(200);
      const id = created.body.dados.resultados[0].id;
      const edited = await tenant
        .adminApi()
        .patch(`/api/dados/incidente_seguranca/${id}`)
        .send({ severidade: 'crítica', titulo: 'Revisado' })
        .expect(200);
      expect(edited.body.dados).toMatchObject({
        id,
        codigo: 'E-1',
        severidade: 'Crítica',
        titulo: 'Revisado',
        tipo: 'Integridade',
        dataDeteccao: '2026-11-01T11:00:00.000Z',
      });
      const refused = await tenant
        .adminApi()
        .patch(`/api/dados/incidente_seguranca/${id}`)
        .send({ severidade: 'Enorme' })
        .expect(400);
      expect(refused.body.erro).toContain('Valores aceitos');
      expect(
        (
          await tenant
            .adminApi()
            .patch(`/api/dados/incidente_seguranca/${id}`)
            .send({ codigo: 'E-2' })
            .expect(400)
        ).body.detalhes[0],
      ).toContain('chave');
      await other
        .adminApi()
        .patch(`/api/dados/incidente_seguranca/${id}`)
        .send({ titulo: 'x' })
        .expect(404);
      const history = await tenant
        .adminApi()
        .get('/api/admin/importacoes?entidade=incidente_seguranca')
        .expect(200);
      expect(history.body.dados.itens.map((item: { origem: string }) => item.origem)).toContain(
        'Edição: Pessoa de Teste',
      );
    });

    it('refuses unknown entities and filters', async () => {
      expect((await tenant.adminApi().get('/api/dados/planeta').expect(404)).body.codigo).toBe(
        'ENTIDADE_DESCONHECIDA',
      );
      expect(
        (await tenant.adminApi().get('/api/dados/incidente_seguranca?cor=azul').expect(400)).body
          .codigo,
      ).toBe('DADOS_INVALIDOS');
      expect(
        (
          await tenant
            .adminApi()
            .get('/api/dados/incidente_seguranca?severidade=enorme')
            .expect(400)
        ).body.erro,
      ).toContain('Valores aceitos');
    });
  });

  describe('secrets at rest', () => {
    it('no table holds a token, a password, a webhook secret or a password link in plain text', async () => {
      const token = await tenant.issueToken();
      const webhook = await tenant
        .adminApi()
        .post('/api/admin/webhooks')
        .send({ url: 'http://127.0.0.1:9/webhooks', eventos: ['ordem.aberta'] })
        .expect(201);
      const rotated = await tenant
        .adminApi()
        .post(`/api/admin/webhooks/${webhook.body.dados.endpoint.id}/rotacionar-segredo`)
        .expect(200);
      // Both secrets are stored (the old one signs beside the new for 24 h), both sealed.
      const secrets: string[] = [webhook.body.dados.segredo, rotated.body.dados.segredo];
      // An invitation's link and a reset link wait in the outbox (no SMTP here), sealed.
      const invited = `cofre-${Date.now()}@teste.local`;
      await tenant
        .adminApi()
        .post('/api/admin/usuarios')
        .send({ nome: 'Cofre', email: invited, perfil: 'TECNICO' })
        .expect(201);
      await tenant
        .adminApi()
        .post('/api/auth/esqueci-senha')
        .send({ email: tenant.admin.email })
        .expect(200);
      const linkTokens: string[] = [];
      for (const email of [invited, tenant.admin.email]) {
        // The reset e-mail is queued just after the answer (its timing tells nothing).
        let text = '';
        for (let wait = 0; wait < 50 && !text.includes('#token='); wait++) {
          text = await storedMailText(app, email).catch(() => '');
          if (!text.includes('#token=')) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        linkTokens.push(/#token=([\w-]+)/.exec(text)![1]);
      }
      const tables: Array<{ table_name: string }> = await db.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      let dump = '';
      for (const { table_name } of tables) {
        const rows: Array<{ row: string }> = await db.query(
          `SELECT t::text AS row FROM "${table_name}" t`,
        );
        dump += rows.map((row) => row.row).join('\n');
      }
      expect(dump).toContain(token.prefixo);
      expect(dump).not.toContain(token.token);
      expect(dump).not.toContain(token.token.slice(12));
      expect(dump).not.toContain(tenant.admin.password);
      for (const secret of secrets) {
        expect(secret).toMatch(/^whsec_/);
        // Neither the secret nor its key bytes (the part after `whsec_`, in any encoding).
        const key = secret.slice('whsec_'.length);
        expect(dump).not.toContain(key);
        expect(dump).not.toContain(Buffer.from(key, 'base64').toString('hex'));
      }
      for (const linkToken of linkTokens) expect(dump).not.toContain(linkToken);
      expect(dump).toMatch(/v1:[\w-]{8}:/);
    });
  });

  describe('schema', () => {
    it('has a real typed column for every registry field, empresa_id first in every unique key', async () => {
      const registry = app.get(EntityRegistry);
      const uniques = await expectTablesMatchRegistry(db, registry.all(), [
        'ingestion_tokens',
        'import_batches',
      ]);
      expect(uniques.length).toBeGreaterThan(10);
    });
  });
});
