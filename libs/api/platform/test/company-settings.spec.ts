import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { LOGO_MAX_BYTES } from '@campo/contracts';
import { companyLetterhead } from '../src/lib/pdf/letterhead';
import { LogosReencoded1763772210000 } from '../src/lib/database/migrations/1763772210000-logos-reencoded';
import { CompanyOnboardingService } from '../src/lib/companies/company-onboarding.service';
import sharp from 'sharp';
import {
  createCompany,
  createTestApp,
  jpegWithExif,
  loginAs,
  PNG_SIGNATURE,
  pngHtmlPolyglot,
  signIn,
  transparentPng,
  XHR,
} from '../src/testing';

/** The company's settings, its outbox without SMTP, and the operator's onboarding. */
describe('company settings', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://painel.teste.local' } });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  async function admin() {
    const company = await createCompany(db, { name: 'Frio Bom' });
    return { company, ...(await signIn(app, db, { companyId: company.id, role: 'ADMIN' })) };
  }

  it('reads and edits name, CNPJ and time zone; the session sees the new zone', async () => {
    const { api } = await admin();
    const before = await api.get('/api/admin/empresa').expect(200);
    expect(before.body.dados).toMatchObject({
      nome: 'Frio Bom',
      cnpj: null,
      fusoHorario: 'America/Sao_Paulo',
      logo: null,
      telefone: null,
    });
    const after = await api
      .patch('/api/admin/empresa')
      .send({
        nome: 'Frio Bom Ltda',
        cnpj: '11.222.333/0001-81',
        fusoHorario: 'America/Manaus',
        telefone: ' (11) 4000-1234 ',
      })
      .expect(200);
    expect(after.body.dados).toMatchObject({
      nome: 'Frio Bom Ltda',
      cnpj: '11222333000181',
      fusoHorario: 'America/Manaus',
      telefone: '(11) 4000-1234',
    });
    const me = await api.get('/api/auth/eu').expect(200);
    expect(me.body.dados.empresa).toMatchObject({
      nome: 'Frio Bom Ltda',
      fusoHorario: 'America/Manaus',
    });
    const cleared = await api
      .patch('/api/admin/empresa')
      .send({ cnpj: null, telefone: '' })
      .expect(200);
    expect(cleared.body.dados).toMatchObject({ cnpj: null, telefone: null });
    const trail = await api.get('/api/admin/auditoria').expect(200);
    expect(trail.body.dados.itens[1]).toMatchObject({
      acao: 'EMPRESA_ALTERADA',
      detalhes: { cnpj: { de: null, para: '11222333000181' } },
    });
  });

  it('refuses a CNPJ with wrong check digits and a time zone that is not IANA', async () => {
    const { api } = await admin();
    const cnpj = await api
      .patch('/api/admin/empresa')
      .send({ cnpj: '11.222.333/0001-82' })
      .expect(400);
    expect(cnpj.body).toMatchObject({
      codigo: 'DADOS_INVALIDOS',
      erro: expect.stringMatching(/cnpj/),
    });
    const zone = await api
      .patch('/api/admin/empresa')
      .send({ fusoHorario: 'Brasil/Campinas' })
      .expect(400);
    expect(zone.body.erro).toMatch(/fusoHorario/);
    expect((await api.get('/api/admin/empresa').expect(200)).body.dados.cnpj).toBeNull();
  });

  it('takes a PNG or JPEG logo, stores it re-encoded as PNG, and the PDF letterhead uses it', async () => {
    const { company, api } = await admin();
    const png = await api
      .put('/api/admin/empresa/logo')
      .send({ imagem: (await transparentPng()).toString('base64') })
      .expect(200);
    expect(png.body.dados.logo).toMatch(/^data:image\/png;base64,/);
    expect((await companyLetterhead(db, company.id)).logoDataUrl).toBe(png.body.dados.logo);

    // A JPEG sent as a PNG data URL is decoded as what it is, and stored as a PNG without EXIF.
    const jpeg = await api
      .put('/api/admin/empresa/logo')
      .send({ imagem: `data:image/png;base64,${(await jpegWithExif()).toString('base64')}` })
      .expect(200);
    const stored = Buffer.from(jpeg.body.dados.logo.split(',')[1], 'base64');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();

    await api.delete('/api/admin/empresa/logo').expect(200);
    expect((await companyLetterhead(db, company.id)).logoDataUrl).toBeNull();
  });

  it('refuses what does not decode as PNG or JPEG (SVG, a bare signature, a PNG/HTML polyglot) and a logo over the size limit', async () => {
    const { api } = await admin();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const bytes of [svg, PNG_SIGNATURE, pngHtmlPolyglot()]) {
      const refused = await api
        .put('/api/admin/empresa/logo')
        .send({ imagem: `data:image/png;base64,${bytes.toString('base64')}` })
        .expect(415);
      expect(refused.body).toMatchObject({ sucesso: false, codigo: 'LOGO_INVALIDO' });
    }
    await api.put('/api/admin/empresa/logo').send({ imagem: 'não é base64!' }).expect(415);
    const big = Buffer.concat([await transparentPng(), Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await api
      .put('/api/admin/empresa/logo')
      .send({ imagem: big.toString('base64') })
      .expect(413);
    expect(tooBig.body).toMatchObject({
      codigo: 'LOGO_GRANDE_DEMAIS',
      maximoBytes: LOGO_MAX_BYTES,
    });
    expect((await api.get('/api/admin/empresa').expect(200)).body.dados.logo).toBeNull();
  });

  it('re-encodes the logos stored before as PNG, and removes those that never decoded', async () => {
    const kept = await createCompany(db);
    const dropped = await createCompany(db);
    const store = (id: string, dataUrl: string) =>
      db.query(
        `UPDATE companies SET settings = jsonb_set(settings, '{logoDataUrl}', to_jsonb($2::text)) WHERE id = $1`,
        [id, dataUrl],
      );
    await store(kept.id, `data:image/jpeg;base64,${(await jpegWithExif()).toString('base64')}`);
    await store(dropped.id, `data:image/png;base64,${pngHtmlPolyglot().toString('base64')}`);
    const runner = db.createQueryRunner();
    try {
      await new LogosReencoded1763772210000().up(runner);
    } finally {
      await runner.release();
    }
    const logo = (await companyLetterhead(db, kept.id)).logoDataUrl as string;
    expect(await sharp(Buffer.from(logo.split(',')[1], 'base64')).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 400,
    });
    expect((await companyLetterhead(db, dropped.id)).logoDataUrl).toBeNull();
  });

  it('is for the ADMIN only', async () => {
    const { company } = await admin();
    const tech = await signIn(app, db, { companyId: company.id, role: 'TECNICO' });
    await tech.api.get('/api/admin/empresa').expect(403);
    await tech.api.patch('/api/admin/empresa').send({ nome: 'X' }).expect(403);
    await tech.api.get('/api/admin/caixa-de-saida').expect(403);
    await tech.api.get('/api/admin/auditoria').expect(403);
  });

  it('without SMTP, the invitation waits in the outbox, which the ADMIN reads without its link', async () => {
    const { api } = await admin();
    const invited = await api
      .post('/api/admin/usuarios')
      .send({ nome: 'Sem SMTP', email: 'sem-smtp@teste.local', perfil: 'TECNICO' })
      .expect(201);
    expect(invited.body.dados.email).toBe('NA_CAIXA_DE_SAIDA');
    expect(invited.body.mensagem).toMatch(/caixa de saída/);
    const outbox = await api.get('/api/admin/caixa-de-saida?status=NA_CAIXA_DE_SAIDA').expect(200);
    expect(outbox.body.dados.total).toBe(1);
    expect(outbox.body.dados.itens[0]).toMatchObject({
      destinatarios: ['sem-smtp@teste.local'],
      status: 'NA_CAIXA_DE_SAIDA',
      corpo: expect.stringContaining('[link protegido: só o destinatário o recebe]'),
    });
    expect(outbox.body.dados.itens[0].corpo).not.toMatch(/#token=|definir-senha/);
  });

  describe('onboarding a company (the operator’s command)', () => {
    const onboarding = () => app.get(CompanyOnboardingService);

    it('creates the company and its first ADMIN with a link; a second run changes nothing', async () => {
      const first = await onboarding().create({
        name: 'Gelo Norte',
        timeZone: 'America/Belem',
        adminEmail: 'Dona@GeloNorte.com.br',
      });
      expect(first).toMatchObject({ created: true, email: 'dona@gelonorte.com.br' });
      if (!first.created || !first.link) throw new Error('not created with a link');
      expect(first.link).toMatch(/^https:\/\/painel\.teste\.local\/definir-senha#token=/);

      const second = await onboarding().create({
        name: 'Outro Nome',
        timeZone: 'UTC',
        adminEmail: 'dona@gelonorte.com.br',
      });
      expect(second).toEqual({
        created: false,
        email: 'dona@gelonorte.com.br',
        companyName: 'Gelo Norte',
      });
      const [{ count }] = await db.query(
        `SELECT count(*)::int AS count FROM companies WHERE name = 'Outro Nome'`,
      );
      expect(count).toBe(0);

      const token = first.link.split('#token=')[1];
      await request(app.getHttpServer())
        .post('/api/auth/definir-senha')
        .set(XHR)
        .send({ token, senha: 'gelo no norte 2026' })
        .expect(200);
      const api = await loginAs(app, {
        email: 'dona@gelonorte.com.br',
        password: 'gelo no norte 2026',
      });
      const me = await api.get('/api/auth/eu').expect(200);
      expect(me.body.dados).toMatchObject({
        usuario: { papel: 'ADMIN', nome: 'dona' },
        empresa: { nome: 'Gelo Norte', fusoHorario: 'America/Belem' },
      });
    });

    it('sets the given password instead of a link, refusing a weak one and a bad zone', async () => {
      await expect(
        onboarding().create({
          name: 'X',
          timeZone: 'Marte/Olympus',
          adminEmail: 'x@x.com.br',
          adminPassword: '12345678',
        }),
      ).rejects.toThrow(/fuso horário IANA/);
      await expect(
        onboarding().create({
          name: 'X',
          timeZone: 'UTC',
          adminEmail: 'x@x.com.br',
          adminPassword: '12345678',
        }),
      ).rejects.toThrow(/mais usadas/);
      const created = await onboarding().create({
        name: 'Automação SA',
        timeZone: 'UTC',
        adminEmail: 'robo@automacao.com.br',
        adminName: 'Robô',
        adminPassword: 'senha da automação',
      });
      expect(created).toMatchObject({ created: true, link: null });
      await loginAs(app, { email: 'robo@automacao.com.br', password: 'senha da automação' });
    });
  });
});
