import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { PrivacyNoticeView, ProcessingRecordRow } from '@campo/contracts';
import { PersonalDataRegistry } from '../src/lib/privacy/personal-data';
import { SURFACE_SUBJECTS } from '../src/lib/privacy/notice/privacy-notice';
import { createCompany, createTestApp, signIn, XHR } from '../src/testing';

/** The DPO in the company settings, the notice of each surface and the record of processing. */
describe('privacy notice and record of processing', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let registry: PersonalDataRegistry;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
    registry = app.get(PersonalDataRegistry);
  });
  afterAll(() => app.close());

  async function company() {
    const created = await createCompany(db, { name: 'Clima Norte' });
    const admin = await signIn(app, db, { companyId: created.id, role: 'ADMIN' });
    return { company: created, admin: admin.api };
  }

  it('lets the ADMIN set and clear the DPO, audited, and refuses a bad e-mail', async () => {
    const { admin } = await company();
    const set = await admin
      .patch('/api/admin/empresa')
      .send({ encarregado: { nome: ' Ana Prado ', email: 'dpo@climanorte.com.br' } })
      .expect(200);
    expect(set.body.dados.encarregado).toEqual({
      nome: 'Ana Prado',
      email: 'dpo@climanorte.com.br',
      telefone: null,
    });
    const phone = await admin
      .patch('/api/admin/empresa')
      .send({ telefone: '(92) 3000-1000' })
      .expect(200);
    expect(phone.body.dados.encarregado.nome).toBe('Ana Prado');
    const bad = await admin
      .patch('/api/admin/empresa')
      .send({ encarregado: { nome: 'Ana', email: 'não é e-mail' } })
      .expect(400);
    expect(bad.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    const cleared = await admin.patch('/api/admin/empresa').send({ encarregado: null }).expect(200);
    expect(cleared.body.dados).toMatchObject({ encarregado: null, telefone: '(92) 3000-1000' });
    const trail = await admin.get('/api/admin/auditoria').expect(200);
    const changes = trail.body.dados.itens
      .filter((item: { acao: string }) => item.acao === 'EMPRESA_ALTERADA')
      .map((item: { detalhes: Record<string, unknown> }) => item.detalhes['encarregado'])
      .filter(Boolean);
    expect(changes).toEqual([
      { de: 'Ana Prado · dpo@climanorte.com.br', para: null },
      { de: null, para: 'Ana Prado · dpo@climanorte.com.br' },
    ]);
  });

  it('names the company, its CNPJ and DPO, and lists only the categories of the surface', async () => {
    const { company: created, admin } = await company();
    await admin
      .patch('/api/admin/empresa')
      .send({
        cnpj: '11.222.333/0001-81',
        encarregado: {
          nome: 'Ana Prado',
          email: 'dpo@climanorte.com.br',
          telefone: '92 99999-0000',
        },
      })
      .expect(200);
    const client = await signIn(app, db, { companyId: created.id, role: 'TECNICO' });
    const portal = (await client.api.get('/api/privacidade/aviso?superficie=PORTAL').expect(200))
      .body.dados as PrivacyNoticeView;
    expect(portal.empresa).toEqual({
      nome: 'Clima Norte',
      cnpj: '11222333000181',
      encarregado: { nome: 'Ana Prado', email: 'dpo@climanorte.com.br', telefone: '92 99999-0000' },
    });
    expect(portal.direitos).toContain('dpo@climanorte.com.br');
    const portalSubjects = registry
      .list()
      .filter((activity) => SURFACE_SUBJECTS.PORTAL.includes(activity.subject))
      .map((activity) => activity.code);
    expect(portal.categorias.map((category) => category.codigo)).toEqual(portalSubjects);
    expect(portal.categorias.map((category) => category.codigo)).not.toContain(
      'REGISTRO_DE_ACESSO',
    );
    const everything = (await admin.get('/api/privacidade/aviso?superficie=ADMIN').expect(200)).body
      .dados as PrivacyNoticeView;
    expect(everything.categorias).toHaveLength(registry.list().length);
    const access = everything.categorias.find(
      (category) => category.codigo === 'REGISTRO_DE_ACESSO',
    );
    expect(access).toMatchObject({
      papel: 'CONTROLADORA',
      baseLegal: 'Cumprimento de obrigação legal ou regulatória (LGPD, art. 7º, II)',
    });
    expect(access?.retencao).toMatch(/^6 meses do fim da sessão; depois, /);
    await admin
      .get('/api/privacidade/aviso?superficie=OUTRA')
      .expect(400)
      .expect(({ body }) => expect(body.codigo).toBe('DADOS_INVALIDOS'));
    await request(app.getHttpServer())
      .get('/api/privacidade/aviso?superficie=ADMIN')
      .set(XHR)
      .expect(401);
  });

  it('gives the ADMIN the record, as JSON and CSV, stating what the notice states', async () => {
    const { company: created, admin } = await company();
    const rows = (await admin.get('/api/admin/privacidade/registro').expect(200)).body
      .dados as ProcessingRecordRow[];
    expect(rows.map((row) => row.codigo)).toEqual(registry.list().map((a) => a.code));
    const sessions = rows.find((row) => row.codigo === 'REGISTRO_DE_ACESSO');
    expect(sessions?.ondeFica[0]).toMatch(/^sessions\(ip, user_agent/);
    expect(sessions?.retencaoDias).toBe(registry.get('REGISTRO_DE_ACESSO')?.retention.defaultDays);
    const notice = (await admin.get('/api/privacidade/aviso?superficie=ADMIN').expect(200)).body
      .dados as PrivacyNoticeView;
    for (const category of notice.categorias) {
      const row = rows.find((line) => line.codigo === category.codigo);
      expect(row).toMatchObject(category);
    }

    const json = await admin
      .get('/api/admin/privacidade/registro/exportar?formato=json')
      .expect(200);
    expect(json.headers['content-disposition']).toContain('registro-de-tratamento.json');
    expect(JSON.parse(json.text ?? Buffer.from(json.body).toString('utf8'))).toEqual(rows);

    const csv = await admin
      .get('/api/admin/privacidade/registro/exportar?formato=csv')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines: string[][] = parse((csv.body as Buffer).toString('utf8').replace(/^\uFEFF/, ''), {
      delimiter: ';',
    });
    expect(lines[0][0]).toBe('Código');
    expect(lines.slice(1).map((line) => line[0])).toEqual(rows.map((row) => row.codigo));
    const csvSessions = lines.find((line) => line[0] === 'REGISTRO_DE_ACESSO');
    expect(csvSessions?.[9]).toBe(sessions?.retencao);

    const supervisor = await signIn(app, db, { companyId: created.id, role: 'SUPERVISOR' });
    await supervisor.api.get('/api/admin/privacidade/registro').expect(403);
    await supervisor.api.get('/api/admin/privacidade/registro/exportar?formato=csv').expect(403);
    await admin.get('/api/admin/privacidade/registro/exportar?formato=pdf').expect(400);
  });
});
