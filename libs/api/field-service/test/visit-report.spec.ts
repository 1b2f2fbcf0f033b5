import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type {
  CatalogItem,
  PublicReportLinkView,
  VisitRecords,
  VisitReportView,
} from '@campo/contracts';
import { canonicalJson, CompanySetupSteps } from '@campo/platform';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { ReadingKinds1764810020000 } from '../src/lib/database/migrations/1764810020000-reading-kinds';
import { VisitClosingService } from '../src/lib/visit-report/visit-closing.service';
import { jpeg, signaturePng } from './evidence';
import { createFieldServiceApp } from './support';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

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
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, descricao, tipo_gas)
         VALUES ($1, 'EQ-1', 'CT-1', $2, 'UTI', 'Split 24k', 'R-410A')`,
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
      // Voltage, as the checklist asks to measure it; in volts only.
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'TENSAO',
        valor: '220',
        unidade: 'A',
      })
        .expect(400)
        .expect((response) => expect(response.body.erro).toContain('aceita V'));
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'TENSAO',
        valor: '219,5',
        unidade: 'V',
      }).expect(201);
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'SUPERAQUECIMENTO',
        valor: 6,
        unidade: 'K',
      }).expect(201);
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

  describe('corrections before the acceptance', () => {
    it('edits and removes each kind of entry until the client signs; then 409', async () => {
      const orderId = await startedOrder();
      const capacitor = await catalogItem('MATERIAL', 'Capacitor');
      const entries = {
        servico: randomUUID(),
        leitura: randomUUID(),
        material: randomUUID(),
        recomendacao: randomUUID(),
        foto: randomUUID(),
        fotoExcluida: randomUUID(),
      };
      await app_(orderId, 'servicos', { id: entries.servico, descricao: 'Limpeza errada' }).expect(
        201,
      );
      await app_(orderId, 'leituras', {
        id: entries.leitura,
        grandeza: 'PRESSAO_SUCCAO',
        valor: 1180,
        unidade: 'psi',
      }).expect(201);
      await app_(orderId, 'materiais', {
        id: entries.material,
        materialId: capacitor.id,
        quantidade: 12,
        unidade: 'un',
      }).expect(201);
      await app_(orderId, 'recomendacoes', {
        id: entries.recomendacao,
        texto: 'Recomendação a excluir',
      }).expect(201);
      await upload(
        orderId,
        { id: entries.foto, rotulo: 'ANTES', legenda: 'Legenda errada' },
        await jpeg('#224466'),
      ).expect(201);
      await upload(
        orderId,
        { id: entries.fotoExcluida, rotulo: 'OUTRO' },
        await jpeg('#aa4466'),
      ).expect(201);
      const put = (path: string, entryId: string, body: object, who = 'ana') =>
        agents[who].put(`/api/fs/app/os/${orderId}/${path}/${entryId}`).send(body);
      const remove = (entryId: string, id = randomUUID()) =>
        agents.ana.delete(`/api/fs/app/os/${orderId}/registros/${entryId}`).send({ id });

      const edit = { id: randomUUID(), descricao: 'Limpeza de filtros', observacao: 'corrigido' };
      await put('servicos', entries.servico, edit).expect(201);
      await put('servicos', entries.servico, edit).expect(200);
      await put('servicos', entries.servico, { ...edit, descricao: 'Outra' })
        .expect(409)
        .expect((response) => expect(response.body.codigo).toBe('ACAO_ID_REUTILIZADO'));
      await put('leituras', entries.leitura, {
        id: randomUUID(),
        grandeza: 'PRESSAO_SUCCAO',
        valor: 118,
        unidade: '°C',
      }).expect(400);
      await put('leituras', entries.leitura, {
        id: randomUUID(),
        grandeza: 'PRESSAO_SUCCAO',
        valor: '118,5',
        unidade: 'psi',
      }).expect(201);
      await put('materiais', entries.material, {
        id: randomUUID(),
        materialId: capacitor.id,
        quantidade: 2,
        unidade: 'un',
      }).expect(201);
      // A correction names an entry of its own kind, on the technician's own order.
      await put('materiais', entries.servico, {
        id: randomUUID(),
        descricao: 'x',
        quantidade: 1,
        unidade: 'un',
      })
        .expect(404)
        .expect((response) => expect(response.body.codigo).toBe('REGISTRO_NAO_ENCONTRADO'));
      await put('servicos', entries.servico, { id: randomUUID(), descricao: 'x' }, 'techB').expect(
        404,
      );
      await agents.ana
        .patch(`/api/fs/app/os/${orderId}/fotos/${entries.foto}`)
        .send({ id: randomUUID(), rotulo: 'DEPOIS', legenda: 'Compressor limpo' })
        .expect(201);
      const removal = randomUUID();
      await remove(entries.recomendacao, removal).expect(201);
      await remove(entries.recomendacao, removal).expect(200);
      await remove(entries.fotoExcluida).expect(201);
      await put('recomendacoes', entries.recomendacao, { id: randomUUID(), texto: 'De volta' })
        .expect(404)
        .expect((response) => expect(response.body.codigo).toBe('REGISTRO_NAO_ENCONTRADO'));

      const view = (await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200))
        .body.dados as VisitReportView;
      expect(view.servicos.map((line) => [line.descricao, line.observacao])).toEqual([
        ['Limpeza de filtros', 'corrigido'],
      ]);
      expect(view.leituras.map((line) => line.valor)).toEqual([118.5]);
      expect(view.materiais.map((line) => line.quantidade)).toEqual([2]);
      expect(view.recomendacoes).toEqual([]);
      expect(view.fotos.map((photo) => [photo.id, photo.rotulo, photo.legenda])).toEqual([
        [entries.foto, 'DEPOIS', 'Compressor limpo'],
      ]);
      // The rows stay, with what they held before each correction.
      const history = await db.query(
        `SELECT acao, anterior FROM visita_correcao WHERE registro_id = ANY($1) ORDER BY registrado_em`,
        [[entries.leitura, entries.recomendacao]],
      );
      expect(history).toEqual([
        { acao: 'EDICAO', anterior: expect.objectContaining({ valor: 1180, unidade: 'psi' }) },
        {
          acao: 'EXCLUSAO',
          anterior: expect.objectContaining({ descricao: 'Recomendação a excluir' }),
        },
      ]);
      expect(
        await count(
          `SELECT count(*) FROM visita_registro WHERE id = $1 AND removido_em IS NOT NULL AND removido_por = $2`,
          [entries.recomendacao, ids.ana],
        ),
      ).toBe(1);

      await app_(orderId, 'aceite', {
        id: randomUUID(),
        tipo: 'ASSINADO',
        em: ago(2),
        nome: 'Dra. Carla Mendes',
        documento: 'Gerente de manutenção',
        assinatura: await signaturePng(),
      }).expect(201);
      const [seal] = await db.query(
        `SELECT conteudo FROM visita_selo WHERE ordem_servico_id = $1`,
        [orderId],
      );
      expect(seal.conteudo.leituras).toEqual([expect.objectContaining({ valor: 118.5 })]);
      expect(seal.conteudo.recomendacoes).toEqual([]);
      expect(seal.conteudo.fotos).toHaveLength(1);
      const pdf = await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
        .responseType('blob')
        .expect(200);
      const text = readPdf(pdf.body as Buffer).text.join(' ');
      expect(text).toContain('Limpeza de filtros');
      expect(text).toContain('118,5');
      expect(text).not.toContain('1.180');
      expect(text).not.toContain('Limpeza errada');
      expect(text).not.toContain('Recomendação a excluir');
      expect(text).toContain('Compressor limpo');

      const signed = (response: request.Response) =>
        expect(response.body.codigo).toBe('RELATORIO_ASSINADO');
      await put('servicos', entries.servico, { id: randomUUID(), descricao: 'Depois' })
        .expect(409)
        .expect(signed);
      await remove(entries.leitura).expect(409).expect(signed);
      await agents.ana
        .patch(`/api/fs/app/os/${orderId}/fotos/${entries.foto}`)
        .send({ id: randomUUID(), rotulo: 'ANTES' })
        .expect(409)
        .expect(signed);
      // A correction sent before the signature and resent after it is answered as stored.
      await put('servicos', entries.servico, edit).expect(200);
    }, 60_000);
  });

  describe('gas in the parts list', () => {
    it('shows a recharge once, derived from its fluid event; the catalogue offers no gas', async () => {
      const orderId = await startedOrder();
      const materials = (await agents.ana.get('/api/fs/catalogo-visita?tipo=MATERIAL').expect(200))
        .body.dados as CatalogItem[];
      expect(materials.some((item) => /fluido refrigerante/i.test(item.nome))).toBe(false);
      const capacitor = await catalogItem('MATERIAL', 'Capacitor');
      await app_(orderId, 'materiais', {
        id: randomUUID(),
        materialId: capacitor.id,
        quantidade: 1,
        unidade: 'un',
      }).expect(201);
      const event = randomUUID();
      for (const [tipoEvento, quantidadeKg] of [
        ['RECARGA', 0.8],
        ['VAZAMENTO', 0.3],
      ] as const)
        await app_(orderId, 'fluido', {
          id: tipoEvento === 'RECARGA' ? event : randomUUID(),
          tipoGas: 'R-410A',
          tipoEvento,
          quantidadeKg,
          dataEvento: new Date().toISOString().slice(0, 10),
        }).expect(201);
      const view = (await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200))
        .body.dados as VisitReportView;
      expect(view.materiais.map((line) => line.descricao)).toEqual(['Capacitor']);
      expect(view.materiaisFluido).toEqual([
        {
          fluidoId: event,
          descricao: 'Fluido refrigerante R-410A (recarga)',
          quantidade: 0.8,
          unidade: 'kg',
        },
      ]);
      const pdf = await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
        .responseType('blob')
        .expect(200);
      const text = readPdf(pdf.body as Buffer).text.join(' ');
      expect(text).toMatch(/Fluido refrigerante R-410A \(recarga\)\s+0,8(00)? kg/);
      expect(text.match(/\(recarga\)/g)).toHaveLength(1);
    }, 60_000);
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
      // One item done, one that did not apply at this visit (with its reason).
      await db.query(
        `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, observacao, nao_se_aplica)
         VALUES ($1, $2, 'Limpar os filtros', true, NULL, false),
                ($1, $2, 'Verificar a tomada de ar exterior', true, 'Unidade sem tomada de ar exterior', true)`,
        [ids.A, orderId],
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
      // Only the item that did not apply carries the mark: every other answer seals as before.
      expect(seal.conteudo.checklist).toEqual([
        { item: 'Limpar os filtros', conforme: true, observacao: null },
        {
          item: 'Verificar a tomada de ar exterior',
          conforme: true,
          observacao: 'Unidade sem tomada de ar exterior',
          naoSeAplica: true,
        },
      ]);

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
      expect(text).toContain('Verificar a tomada de ar exterior Não se aplica');
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

      // Seven days by default; the ADMIN sets 1 to 30, and a new link takes the company's term.
      const [stored] = await db.query(
        `SELECT extract(epoch FROM expira_em - criado_em) / 86400 AS days FROM visita_link WHERE ordem_servico_id = $1`,
        [orderId],
      );
      expect(Math.round(Number(stored.days))).toBe(7);
      const parameters = (await agents.ADMIN.get('/api/fs/parametros').expect(200)).body.dados;
      expect(parameters.diasLinkRelatorio).toBe(7);
      await agents.ADMIN.put('/api/fs/parametros')
        .send({ recorrencia: parameters.recorrencia, diasLinkRelatorio: 31 })
        .expect(400);
      await agents.ADMIN.put('/api/fs/parametros')
        .send({ recorrencia: parameters.recorrencia, diasLinkRelatorio: 3 })
        .expect(200);
      const issued = await app.get(VisitClosingService).issueLink(ids.A, orderId);
      expect(Math.round((issued.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(3);
      await agents.ADMIN.put('/api/fs/parametros')
        .send({ recorrencia: parameters.recorrencia, diasLinkRelatorio: 7 })
        .expect(200);

      // Listed for the ADMIN and SUPERVISOR, without the token; not for the technician.
      const listed = (await agents.SUPERVISOR.get('/api/fs/links-de-relatorio').expect(200)).body
        .dados as PublicReportLinkView[];
      const mine = listed.filter((row) => row.ordemId === orderId);
      expect(mine).toHaveLength(2);
      expect(JSON.stringify(listed)).not.toContain(link.split('/').pop());
      await agents.ana.get('/api/fs/links-de-relatorio').expect(403);
      await server.get(issued.link.replace(/^https?:\/\/[^/]+/, '')).expect(200);

      // A revoked link answers exactly as one that never existed.
      const unknown = await server
        .get('/api/fs/relatorios-publicos/nao-existe-este-token-1234567890')
        .expect(404);
      const emailed = mine[mine.length - 1]; // newest first: the e-mailed one is the older
      await agents.ADMIN.delete(`/api/fs/links-de-relatorio/${emailed.id}`).expect(200);
      const revoked = await server.get(link).expect(404);
      expect(revoked.body).toEqual(unknown.body);
      await agents.ADMIN.delete(`/api/fs/links-de-relatorio/${emailed.id}`).expect(404);
      const after = (await agents.ADMIN.get('/api/fs/links-de-relatorio').expect(200)).body
        .dados as PublicReportLinkView[];
      expect(after.find((row) => row.id === emailed.id)).toMatchObject({
        revogadoPor: expect.any(String),
        revogadoEm: expect.any(String),
      });
      const [audit] = await db.query(
        `SELECT summary FROM audit_events WHERE empresa_id = $1 AND action = 'LINK_RELATORIO_REVOGADO'`,
        [ids.A],
      );
      expect(audit).toBeDefined();
      await db.query(`UPDATE visita_link SET revogado_em = NULL WHERE id = $1`, [emailed.id]);

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

  describe('reading kinds: the company’s catalogue', () => {
    const kinds = async (who: string, todos = false) =>
      (
        (
          await agents[who]
            .get(`/api/fs/catalogo-visita?tipo=LEITURA${todos ? '&todos=true' : ''}`)
            .expect(200)
        ).body.dados as CatalogItem[]
      ).map((item) => [item.codigo, item.unidades, item.ativo]);

    it('is seeded by the migration for existing companies and at onboarding for new ones', async () => {
      const existing = await createCompany(db);
      const runner = db.createQueryRunner();
      try {
        await new ReadingKinds1764810020000().up(runner);
        // Idempotent: run again on a database that has the kinds, nothing doubles.
        await new ReadingKinds1764810020000().up(runner);
      } finally {
        await runner.release();
      }
      const fresh = await createCompany(db);
      await db.transaction((manager) => app.get(CompanySetupSteps).run(manager, fresh.id));
      for (const company of [existing.id, fresh.id]) {
        const rows = await db.query(
          `SELECT codigo, unidades FROM visita_catalogo WHERE empresa_id = $1 AND tipo = 'LEITURA' ORDER BY codigo`,
          [company],
        );
        expect(rows).toHaveLength(9);
        expect(rows).toEqual(
          expect.arrayContaining([
            { codigo: 'TENSAO', unidades: ['V'] },
            { codigo: 'PRESSAO_SUCCAO', unidades: ['psi', 'bar', 'kPa'] },
            { codigo: 'SUPERAQUECIMENTO', unidades: ['K', '°C'] },
          ]),
        );
      }
    });

    it('is edited by the ADMIN, validated per company, and names the readings it stores', async () => {
      expect(await kinds('ana')).toEqual(
        expect.arrayContaining([
          ['TENSAO', ['V'], true],
          ['CORRENTE', ['A'], true],
        ]),
      );
      await agents.ana
        .post('/api/fs/catalogo-visita')
        .send({ tipo: 'LEITURA', nome: 'Vazão de ar', unidades: ['m³/h'] })
        .expect(403);
      await agents.ADMIN.post('/api/fs/catalogo-visita')
        .send({ tipo: 'LEITURA', nome: 'Vazão de ar' })
        .expect(400);
      const created = (
        await agents.ADMIN.post('/api/fs/catalogo-visita')
          .send({ tipo: 'LEITURA', nome: 'Vazão de ar', unidades: ['m³/h', 'L/s'] })
          .expect(201)
      ).body.dados as CatalogItem;
      expect(created).toMatchObject({
        codigo: 'VAZAO_DE_AR',
        unidades: ['m³/h', 'L/s'],
        ativo: true,
      });

      const orderId = await startedOrder();
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'VAZAO_DE_AR',
        valor: '850',
        unidade: 'm³/h',
      }).expect(201);
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'VAZAO_DE_AR',
        valor: 850,
        unidade: 'psi',
      })
        .expect(400)
        .expect((response) => expect(response.body.erro).toContain('aceita m³/h, L/s'));
      // Another company's kind is not this company's: its technician cannot use it.
      expect((await kinds('techB')).some(([code]) => code === 'VAZAO_DE_AR')).toBe(false);
      const opened = await agents.supB.post('/api/fs/ordens').send({
        equipamentoId: ids.eqB,
        tipo: 'PREVENTIVA',
        descricao: 'Manutenção',
      });
      const orderB = opened.body.dados.id as string;
      await db.query(
        `UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`,
        [orderB],
      );
      await agents.supB
        .post(`/api/fs/ordens/${orderB}/alocacoes`)
        .send({ tecnicoId: ids.techB })
        .expect(201);
      await app_(orderB, 'inicio', { id: randomUUID(), em: ago(60) }, 'techB').expect(201);
      await app_(
        orderB,
        'leituras',
        { id: randomUUID(), grandeza: 'VAZAO_DE_AR', valor: 850, unidade: 'm³/h' },
        'techB',
      )
        .expect(400)
        .expect((response) => expect(response.body.erro).toContain('não é uma grandeza ativa'));

      // A deactivated kind is no longer offered nor accepted; its readings keep their name.
      await agents.ADMIN.patch(`/api/fs/catalogo-visita/${created.id}`)
        .send({ ativo: false, unidades: ['m³/h'] })
        .expect(200);
      expect((await kinds('ana')).some(([code]) => code === 'VAZAO_DE_AR')).toBe(false);
      expect(await kinds('ADMIN', true)).toEqual(
        expect.arrayContaining([['VAZAO_DE_AR', ['m³/h'], false]]),
      );
      await app_(orderId, 'leituras', {
        id: randomUUID(),
        grandeza: 'VAZAO_DE_AR',
        valor: 900,
        unidade: 'm³/h',
      }).expect(400);
      const view = (await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200))
        .body.dados as VisitReportView;
      expect(view.leituras.map((line) => [line.grandeza, line.grandezaNome, line.valor])).toEqual([
        ['VAZAO_DE_AR', 'Vazão de ar', 850],
      ]);
      const pdf = await agents.SUPERVISOR.get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
        .responseType('blob')
        .expect(200);
      expect(readPdf(pdf.body as Buffer).text.join(' ')).toContain('Vazão de ar');
    }, 60_000);
  });
});
