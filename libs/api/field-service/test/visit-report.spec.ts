import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { CatalogItem, VisitRecords, VisitReportView } from '@campo/contracts';
import { canonicalJson } from '@campo/platform';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { createFieldServiceApp } from './support';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A real JPEG (a coloured square with a word), as a phone would send after compressing. */
const jpeg = (colour: string, width = 640) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.75)}"><rect width="100%" height="100%" fill="${colour}"/><text x="20" y="80" font-size="60">foto</text></svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

const signaturePng = async () =>
  `data:image/png;base64,${(
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><path d="M10 120 C 80 20, 160 20, 220 110 S 330 150, 390 40" stroke="#000" stroke-width="4" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer()
  ).toString('base64')}`;

/**
 * Fixture: company A with client "Hospital Central", contract CT-1 (report recipients),
 * equipment EQ-1; technician Ana, a supervisor and an admin; company B with its own
 * supervisor. Each test opens and starts the orders it works on.
 */
describe('visit report', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    for (const company of ['A', 'B']) {
      ids[company] = (await createCompany(db)).id;
      const client = await one(
        `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Hospital Central')`,
        [ids[company]],
      );
      const contract = await one(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, emails_rgm)
         VALUES ($1, 'CT-1', 'C', $2, 'manutencao@hospital.test, diretoria@hospital.test')`,
        [ids[company], client],
      );
      ids[`eq${company}`] = await one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, descricao)
         VALUES ($1, 'EQ-1', 'CT-1', $2, 'UTI', 'Split 24k')`,
        [ids[company], contract],
      );
    }
    for (const [key, company, role, name] of [
      ['ana', 'A', 'TECNICO', 'Ana Técnica'],
      ['SUPERVISOR', 'A', 'SUPERVISOR', 'Sara Supervisora'],
      ['ADMIN', 'A', 'ADMIN', 'Alice Admin'],
      ['supB', 'B', 'SUPERVISOR', 'Beto Supervisor'],
      ['techB', 'B', 'TECNICO', 'Bia Técnica'],
    ] as const) {
      const { api, user } = await signIn(app, db, { companyId: ids[company], role, name });
      agents[key] = api;
      ids[key] = user.id;
    }
  });
  afterAll(() => app.close());

  /** An order of company A, allocated to Ana, with her attendance started. */
  async function startedOrder(tipo = 'PREVENTIVA'): Promise<string> {
    const opened = await agents.SUPERVISOR.post('/api/fs/ordens')
      .send({ equipamentoId: ids.eqA, tipo, descricao: 'Manutenção' })
      .expect(201);
    const id = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`, [
      id,
    ]);
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: ids.ana })
      .expect(201);
    await app_(id, 'inicio', { id: randomUUID(), em: ago(60) }).expect(201);
    return id;
  }

  const app_ = (orderId: string, path: string, body: object, who = 'ana') =>
    agents[who].post(`/api/fs/app/os/${orderId}/${path}`).send(body);

  const upload = (
    orderId: string,
    fields: { id: string; rotulo: string; legenda?: string },
    bytes: Buffer,
    who = 'ana',
  ) => {
    const call = agents[who]
      .post(`/api/fs/app/os/${orderId}/fotos`)
      .field('id', fields.id)
      .field('rotulo', fields.rotulo);
    if (fields.legenda) call.field('legenda', fields.legenda);
    return call.attach('arquivo', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  };

  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query(sql, params))[0].count);

  async function catalogItem(tipo: 'SERVICO' | 'MATERIAL', nome: string): Promise<CatalogItem> {
    const items = (await agents.ana.get(`/api/fs/catalogo-visita?tipo=${tipo}`).expect(200)).body
      .dados as CatalogItem[];
    const item = items.find((candidate) => candidate.nome === nome);
    if (!item) throw new Error(`${nome} não está no catálogo`);
    return item;
  }

  describe('catalogue', () => {
    it('starts with the common HVAC services and materials; only the ADMIN edits it', async () => {
      const services = (await agents.ana.get('/api/fs/catalogo-visita?tipo=SERVICO').expect(200))
        .body.dados as CatalogItem[];
      expect(services.map((item) => item.nome)).toEqual(
        expect.arrayContaining(['Limpeza de filtros', 'Verificação de carga de gás']),
      );
      await agents.ana
        .post('/api/fs/catalogo-visita')
        .send({ tipo: 'SERVICO', nome: 'Troca de rolamento' })
        .expect(403);
      const created = await agents.ADMIN.post('/api/fs/catalogo-visita')
        .send({ tipo: 'SERVICO', nome: 'Troca de rolamento' })
        .expect(201);
      await agents.ADMIN.post('/api/fs/catalogo-visita')
        .send({ tipo: 'SERVICO', nome: 'troca de ROLAMENTO' })
        .expect(409)
        .expect((response) => expect(response.body.codigo).toBe('CATALOGO_ITEM_DUPLICADO'));
      await agents.ADMIN.patch(`/api/fs/catalogo-visita/${created.body.dados.id}`)
        .send({ ativo: false })
        .expect(200);
      const active = (await agents.ana.get('/api/fs/catalogo-visita').expect(200)).body
        .dados as CatalogItem[];
      expect(active.some((item) => item.nome === 'Troca de rolamento')).toBe(false);
      // Company B's catalogue is its own.
      const other = (await agents.supB.get('/api/fs/catalogo-visita').expect(200)).body
        .dados as CatalogItem[];
      expect(other.some((item) => item.nome === 'Troca de rolamento')).toBe(false);
    });
  });

  describe('records from the phone', () => {
    it('stores each kind once per client id; the same id with another body is 409', async () => {
      const orderId = await startedOrder();
      const filters = await catalogItem('SERVICO', 'Limpeza de filtros');
      const capacitor = await catalogItem('MATERIAL', 'Capacitor');
      const writes: Array<[string, object, object]> = [
        ['servicos', { servicoId: filters.id }, { descricao: 'Outro serviço' }],
        ['servicos', { descricao: 'Troca do controle remoto' }, { descricao: 'Outro' }],
        [
          'leituras',
          { grandeza: 'CORRENTE', valor: 7.4, unidade: 'A' },
          { grandeza: 'CORRENTE', valor: 7.5, unidade: 'A' },
        ],
        [
          'materiais',
          { materialId: capacitor.id, quantidade: 1, unidade: 'un' },
          { materialId: capacitor.id, quantidade: 2, unidade: 'un' },
        ],
        ['recomendacoes', { texto: 'Trocar o filtro a cada 30 dias' }, { texto: 'Outra coisa' }],
      ];
      for (const [path, body, other] of writes) {
        const id = randomUUID();
        await app_(orderId, path, { id, ...body }).expect(201);
        await app_(orderId, path, { id, ...body }).expect(200);
        await app_(orderId, path, { id, ...other })
          .expect(409)
          .expect((response) => expect(response.body.codigo).toBe('ACAO_ID_REUTILIZADO'));
        expect(await count(`SELECT count(*) FROM visita_registro WHERE id = $1`, [id])).toBe(1);
      }
      const records = (await app_(orderId, 'recomendacoes', { id: randomUUID(), texto: 'Ok ok' }))
        .body.dados as VisitRecords;
      expect(records.servicos.map((service) => service.descricao)).toEqual([
        'Limpeza de filtros',
        'Troca do controle remoto',
      ]);
      expect(records.leituras).toEqual([
        expect.objectContaining({ grandeza: 'CORRENTE', valor: 7.4, unidade: 'A', adendo: false }),
      ]);
      expect(records.materiais).toEqual([
        expect.objectContaining({ descricao: 'Capacitor', quantidade: 1, unidade: 'un' }),
      ]);
    });

    it('refuses a unit the reading does not take, and an order not started or not mine', async () => {
      const orderId = await startedOrder();
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'PRESSAO_SUCCAO',
        valor: 118,
        unidade: '°C',
      })
        .expect(400)
        .expect((response) => expect(response.body.erro).toContain('psi, bar, kPa'));
      await app_(orderId, 'servicos', { id: randomUUID() }).expect(400);
      await app_(orderId, 'servicos', { id: randomUUID(), descricao: 'x' }, 'techB').expect(404);
    });
  });

  describe('photos', () => {
    it('stores a photo once per id and bytes; other bytes under the same id are 409', async () => {
      const orderId = await startedOrder();
      const id = randomUUID();
      const bytes = await jpeg('#3a7bd5');
      await upload(orderId, { id, rotulo: 'ANTES', legenda: 'Filtro sujo' }, bytes).expect(201);
      await upload(orderId, { id, rotulo: 'ANTES', legenda: 'Filtro sujo' }, bytes).expect(200);
      await upload(orderId, { id, rotulo: 'ANTES', legenda: 'Filtro sujo' }, await jpeg('#aa0000'))
        .expect(409)
        .expect((response) => expect(response.body.codigo).toBe('ACAO_ID_REUTILIZADO'));
      expect(
        await count(`SELECT count(*) FROM visita_foto WHERE ordem_servico_id = $1`, [orderId]),
      ).toBe(1);
      const view = (await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200))
        .body.dados as VisitReportView;
      expect(view.fotos).toEqual([
        expect.objectContaining({ id, rotulo: 'ANTES', legenda: 'Filtro sujo', largura: 640 }),
      ]);
      const image = await agents.SUPERVISOR.get(view.fotos[0].url).responseType('blob').expect(200);
      const decoded = await sharp(image.body as Buffer).metadata();
      expect(decoded).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(
        createHash('sha256')
          .update(image.body as Buffer)
          .digest('hex'),
      ).toBe(view.fotos[0].sha256);
      const thumbnail = await agents.SUPERVISOR.get(view.fotos[0].miniaturaUrl)
        .responseType('blob')
        .expect(200);
      expect((await sharp(thumbnail.body as Buffer).metadata()).width).toBeLessThan(640);
    });

    it('refuses bytes that are not an image and stores nothing', async () => {
      const orderId = await startedOrder();
      const files = await count(`SELECT count(*) FROM arquivo WHERE empresa_id = $1`, [ids.A]);
      await upload(orderId, { id: randomUUID(), rotulo: 'DEPOIS' }, Buffer.from('não é uma foto'))
        .expect(415)
        .expect((response) => expect(response.body.codigo).toBe('TIPO_DE_ARQUIVO_NAO_ACEITO'));
      const truncated = (await jpeg('#00aa00')).subarray(0, 400);
      const refused = await upload(orderId, { id: randomUUID(), rotulo: 'DEPOIS' }, truncated);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(
        await count(`SELECT count(*) FROM visita_foto WHERE ordem_servico_id = $1`, [orderId]),
      ).toBe(0);
      expect(await count(`SELECT count(*) FROM arquivo WHERE empresa_id = $1`, [ids.A])).toBe(
        files,
      );
    });

    it('answers 404 for another company’s photo', async () => {
      const orderId = await startedOrder();
      const id = randomUUID();
      await upload(orderId, { id, rotulo: 'OUTRO' }, await jpeg('#888888')).expect(201);
      await agents.supB.get(`/api/fs/ordens/${orderId}/fotos/${id}`).expect(404);
      await agents.supB.get(`/api/fs/ordens/${orderId}/relatorio`).expect(404);
      await agents.techB.get(`/api/fs/ordens/${orderId}/fotos/${id}/miniatura`).expect(404);
      await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/fotos/${randomUUID()}`).expect(404);
    });
  });

  describe('acceptance and seal', () => {
    it('seals the content with the photos’ hashes; what comes later is an addendum', async () => {
      const orderId = await startedOrder();
      await app_(orderId, 'servicos', { id: randomUUID(), descricao: 'Limpeza de filtros' }).expect(
        201,
      );
      await upload(orderId, { id: randomUUID(), rotulo: 'DEPOIS' }, await jpeg('#00aa88')).expect(
        201,
      );
      const acceptance = {
        id: randomUUID(),
        tipo: 'ASSINADO',
        em: ago(5),
        nome: 'Dra. Carla Mendes',
        documento: 'Gerente de manutenção',
        assinatura: await signaturePng(),
      };
      await app_(orderId, 'aceite', acceptance).expect(201);
      await app_(orderId, 'aceite', acceptance).expect(200);
      await app_(orderId, 'aceite', { ...acceptance, id: randomUUID() })
        .expect(409)
        .expect((response) => expect(response.body.codigo).toBe('ACEITE_JA_REGISTRADO'));

      const [seal] = await db.query(
        `SELECT conteudo, encode(sha256, 'hex') AS sha256 FROM visita_selo WHERE ordem_servico_id = $1`,
        [orderId],
      );
      expect(createHash('sha256').update(canonicalJson(seal.conteudo)).digest('hex')).toBe(
        seal.sha256,
      );
      const before = (
        await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200)
      ).body.dados as VisitReportView;
      expect(before.selo?.sha256).toBe(seal.sha256);
      expect(seal.conteudo.fotos).toEqual([
        expect.objectContaining({ rotulo: 'DEPOIS', sha256: before.fotos[0].sha256 }),
      ]);
      expect(seal.conteudo.aceite).toMatchObject({ nome: 'Dra. Carla Mendes' });

      await app_(orderId, 'servicos', {
        id: randomUUID(),
        descricao: 'Reaperto de terminais',
      }).expect(201);
      const after = (await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200))
        .body.dados as VisitReportView;
      expect(after.selo).toEqual(before.selo);
      expect(after.servicos.map((service) => [service.descricao, service.adendo])).toEqual([
        ['Limpeza de filtros', false],
        ['Reaperto de terminais', true],
      ]);
      const [unchanged] = await db.query(
        `SELECT encode(sha256, 'hex') AS sha256 FROM visita_selo WHERE ordem_servico_id = $1`,
        [orderId],
      );
      expect(unchanged.sha256).toBe(seal.sha256);

      const pdf = await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
        .responseType('blob')
        .expect(200)
        .expect('Content-Type', /application\/pdf/);
      const text = readPdf(pdf.body as Buffer).text.join(' ');
      expect(text).toContain('Dra. Carla Mendes');
      expect(text).toContain('Limpeza de filtros');
      expect(text).toContain('Adendos');
      expect(text).toContain('Reaperto de terminais');
      expect(text).toContain(seal.sha256);
    }, 60_000);
  });

  describe('finishing', () => {
    it('enforces the company’s requirements, then e-mails a link that works until it expires', async () => {
      await agents.ADMIN.put('/api/fs/exigencias-conclusao')
        .send({
          exigencias: [{ tipo: 'INSTALACAO', exigeAssinatura: true, exigeFotoDepois: true }],
        })
        .expect(200);
      const orderId = await startedOrder('INSTALACAO');
      const finish = { id: randomUUID(), em: ago(1) };
      const refused = await app_(orderId, 'fim', finish).expect(422);
      expect(refused.body.codigo).toBe('FINALIZACAO_INCOMPLETA');
      expect(refused.body.pendencias).toHaveLength(2);

      await app_(orderId, 'servicos', {
        id: randomUUID(),
        descricao: 'Instalação da condensadora',
      }).expect(201);
      await upload(orderId, { id: randomUUID(), rotulo: 'DEPOIS' }, await jpeg('#5555ff')).expect(
        201,
      );
      await app_(orderId, 'aceite', {
        id: randomUUID(),
        tipo: 'AUSENTE',
        em: ago(3),
        motivo: 'Responsável em reunião; portaria acompanhou',
      }).expect(201);
      await app_(orderId, 'fim', { id: randomUUID(), em: ago(1) }).expect(201);

      const [mail] = await db.query(
        `SELECT destinatarios, assunto, corpo FROM mail_outbox WHERE empresa_id = $1 AND corpo LIKE '%' || $2 || '%'`,
        [
          ids.A,
          (await db.query(`SELECT codigo FROM ordem_servico WHERE id = $1`, [orderId]))[0].codigo,
        ],
      );
      expect(mail.destinatarios).toEqual(['manutencao@hospital.test', 'diretoria@hospital.test']);
      const link = /\/api\/fs\/relatorios-publicos\/[\w-]+/.exec(mail.corpo)![0];
      const server = request(app.getHttpServer());
      const pdf = await server.get(link).responseType('blob').expect(200);
      const text = readPdf(pdf.body as Buffer).text.join(' ');
      expect(text).toContain('Cliente ausente');
      expect(text).toContain('Instalação da condensadora');

      await db.query(
        `UPDATE visita_link SET expira_em = now() - interval '1 minute' WHERE ordem_servico_id = $1`,
        [orderId],
      );
      await server
        .get(link)
        .expect(410)
        .expect((response) => expect(response.body.codigo).toBe('LINK_EXPIRADO'));
      await server
        .get('/api/fs/relatorios-publicos/nao-existe-este-token-1234567890')
        .expect(404)
        .expect((response) => expect(response.body.codigo).toBe('LINK_INVALIDO'));
    }, 60_000);
  });
});
