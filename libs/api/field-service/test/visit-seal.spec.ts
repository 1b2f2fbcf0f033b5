import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import {
  localDate,
  type SealCheck,
  type SealVerification,
  type TechnicianOrderDetail,
  type VisitManifest,
  type VisitReportView,
} from '@campo/contracts';
import { canonicalJson } from '@campo/platform';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { jpeg, signaturePng } from './evidence';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The seal over the signed manifest: the client signs every item on the phone, the server
 * seals when all of them arrived as listed, refuses what the manifest does not list, and a
 * public page verifies the sealed content by the code printed on the report.
 *
 * Fixture: company A, client "Cinema Paulista" with contract CT-1 and unit EQ-1; technician
 * Ana and a supervisor.
 */
describe('visit seal over the signed manifest', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let clientId: string;
  let equipmentId: string;
  let ana: { id: string; api: SessionAgent };
  let supervisor: SessionAgent;
  let admin: SessionAgent;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    clientId = await createClient(db, companyId, { codigo: 'CIN', nome: 'Cinema Paulista' });
    const contractId = await createContract(db, companyId, { codigo: 'CT-1', clienteId: clientId });
    equipmentId = await createEquipment(db, companyId, {
      codigo: 'EQ-1',
      contratoId: contractId,
      setor: 'Sala 3',
    });
    const tech = await signIn(app, db, { companyId, role: 'TECNICO', name: 'Ana Técnica' });
    ana = { id: tech.user.id, api: tech.api };
    supervisor = (await signIn(app, db, { companyId, role: 'SUPERVISOR', name: 'Sara' })).api;
    admin = (await signIn(app, db, { companyId, role: 'ADMIN', name: 'Alice' })).api;
  });
  afterAll(() => app.close());

  const post = (orderId: string, path: string, body: object) =>
    ana.api.post(`/api/fs/app/os/${orderId}/${path}`).send(body);

  const upload = (orderId: string, fields: { id: string; rotulo: string }, bytes: Buffer) =>
    ana.api
      .post(`/api/fs/app/os/${orderId}/fotos`)
      .field('id', fields.id)
      .field('rotulo', fields.rotulo)
      .attach('arquivo', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' });

  const report = async (orderId: string) =>
    (await supervisor.get(`/api/fs/ordens/${orderId}/relatorio`).expect(200)).body
      .dados as VisitReportView;

  const sealRow = async (orderId: string) =>
    (
      await db.query(
        `SELECT conteudo, encode(sha256, 'hex') AS sha256 FROM visita_selo WHERE ordem_servico_id = $1`,
        [orderId],
      )
    )[0] as { conteudo: Record<string, any>; sha256: string } | undefined;

  /**
   * An order of the unit allocated to Ana and started 60 minutes ago, with a service, a
   * reading and a checklist answer sent; the manifest listing them (photos added by the test).
   */
  async function attendedOrder(
    checkIn?: object,
  ): Promise<{ orderId: string; manifest: VisitManifest }> {
    const opened = await supervisor
      .post('/api/fs/ordens')
      .send({ equipamentoId: equipmentId, tipo: 'PREVENTIVA', descricao: 'Preventiva mensal' })
      .expect(201);
    const orderId = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`, [
      orderId,
    ]);
    await supervisor
      .post(`/api/fs/ordens/${orderId}/alocacoes`)
      .send({ tecnicoId: ana.id })
      .expect(201);
    const inicio = ago(60);
    await post(orderId, 'inicio', {
      id: randomUUID(),
      em: inicio,
      ...(checkIn ? { posicao: checkIn } : {}),
    }).expect(201);
    const service = { id: randomUUID(), descricao: 'Limpeza de filtros', observacao: null };
    const reading = { id: randomUUID(), grandeza: 'CORRENTE' as const, valor: 7.4, unidade: 'A' };
    await post(orderId, 'servicos', service).expect(201);
    await post(orderId, 'leituras', reading).expect(201);
    const detail = (await ana.api.get(`/api/fs/app/os/${orderId}`).expect(200)).body
      .dados as TechnicianOrderDetail;
    const answer = {
      item: detail.checklist[0].item,
      conforme: false,
      observacao: 'Dreno obstruído',
    };
    await post(orderId, 'checklist', { id: randomUUID(), respostas: [answer] }).expect(201);
    return {
      orderId,
      manifest: {
        inicio,
        fim: ago(2),
        servicos: [service],
        leituras: [reading],
        materiais: [],
        recomendacoes: [],
        checklist: [answer],
        fluidos: [],
        fotos: [],
      },
    };
  }

  const signed = async (manifest: VisitManifest, who = 'Marina Souza') => ({
    id: randomUUID(),
    tipo: 'ASSINADO',
    em: manifest.fim,
    nome: who,
    cargo: 'Gerente do cinema',
    documento: null,
    assinatura: await signaturePng(),
    manifesto: manifest,
  });

  it('waits for the last photo, then seals exactly the manifest with the end time', async () => {
    const { orderId, manifest } = await attendedOrder();
    const before = await jpeg('#3366aa');
    const after = await jpeg('#33aa66');
    const photos = [
      { id: randomUUID(), rotulo: 'ANTES' as const, legenda: null, sha256: sha256(before) },
      { id: randomUUID(), rotulo: 'DEPOIS' as const, legenda: null, sha256: sha256(after) },
    ];
    const listed = { ...manifest, fotos: photos };
    await upload(orderId, photos[0], before).expect(201);
    await post(orderId, 'aceite', await signed(listed)).expect(201);

    expect(await sealRow(orderId)).toBeUndefined();
    const waiting = await report(orderId);
    expect(waiting.selo).toBeNull();
    expect(waiting.manifesto).toEqual({ pendentes: [`Foto ${photos[1].id}`], divergentes: [] });

    // The finish carries the end time the client signed; another time is refused.
    await post(orderId, 'fim', { id: randomUUID(), em: ago(1) })
      .expect(409)
      .expect((response) => expect(response.body.codigo).toBe('ITEM_DIVERGENTE_DO_MANIFESTO'));
    await post(orderId, 'fim', { id: randomUUID(), em: manifest.fim }).expect(201);
    expect(await sealRow(orderId)).toBeUndefined();

    // The last photo arrives after the finish: it completes the seal.
    await upload(orderId, photos[1], after).expect(201);
    const seal = (await sealRow(orderId))!;
    expect(sha256(canonicalJson(seal.conteudo))).toBe(seal.sha256);
    expect(seal.conteudo.versao).toBe(2);
    expect(seal.conteudo.horarios.fim.aparelho).toBe(new Date(manifest.fim).toISOString());
    expect(seal.conteudo.horarios.inicio.aparelho).toBe(new Date(manifest.inicio).toISOString());
    expect(seal.conteudo.horarios.aceite.servidor).toEqual(expect.any(String));
    expect(seal.conteudo.servicos).toEqual([
      expect.objectContaining({ id: manifest.servicos[0].id, recebidoEm: expect.any(String) }),
    ]);
    expect(seal.conteudo.checklist).toEqual([
      { item: manifest.checklist[0].item, conforme: false, observacao: 'Dreno obstruído' },
    ]);
    expect(
      seal.conteudo.fotos.map((photo: { id: string; sha256Enviado: string }) => [
        photo.id,
        photo.sha256Enviado,
      ]),
    ).toEqual(photos.map((photo) => [photo.id, photo.sha256]));
    expect(seal.conteudo.aceite).toMatchObject({
      nome: 'Marina Souza',
      cargo: 'Gerente do cinema',
    });

    const sealed = await report(orderId);
    expect(sealed.selo?.sha256).toBe(seal.sha256);
    expect(sealed.selo?.codigo).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);
    const pdf = await supervisor
      .get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
      .responseType('blob')
      .expect(200);
    const text = readPdf(pdf.body as Buffer).text.join(' ');
    expect(text).toContain(seal.sha256);
    expect(text).toContain(sealed.selo!.codigo);
    expect(text).toContain('No aparelho');
    // The finish reached the server before the last photo: both of its times are printed.
    expect(text).toMatch(
      /Fim do atendimento \d\d\/\d\d\/\d{4} \d\d:\d\d \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    expect(text).toContain('Dreno obstruído');
  }, 60_000);

  it('refuses, after the acceptance, an item outside the manifest or with other content', async () => {
    const { orderId, manifest } = await attendedOrder();
    const bytes = await jpeg('#aa3366');
    const photo = {
      id: randomUUID(),
      rotulo: 'DEPOIS' as const,
      legenda: null,
      sha256: sha256(bytes),
    };
    await post(orderId, 'aceite', await signed({ ...manifest, fotos: [photo] })).expect(201);

    await post(orderId, 'servicos', { id: randomUUID(), descricao: 'Reaperto de terminais' })
      .expect(409)
      .expect((response) => {
        expect(response.body.codigo).toBe('ITEM_FORA_DO_MANIFESTO');
        expect(response.body.erro).toContain('não consta no resumo que o cliente assinou');
      });
    await upload(orderId, photo, await jpeg('#000000'))
      .expect(409)
      .expect((response) => expect(response.body.codigo).toBe('ITEM_DIVERGENTE_DO_MANIFESTO'));
    await post(orderId, 'checklist', {
      id: randomUUID(),
      respostas: [{ ...manifest.checklist[0], conforme: true, observacao: null }],
    })
      .expect(409)
      .expect((response) => expect(response.body.codigo).toBe('ITEM_DIVERGENTE_DO_MANIFESTO'));
    expect(await sealRow(orderId)).toBeUndefined();
    expect((await report(orderId)).servicos.map((service) => service.descricao)).toEqual([
      'Limpeza de filtros',
    ]);

    await upload(orderId, photo, bytes).expect(201);
    expect(await sealRow(orderId)).toBeDefined();
  }, 60_000);

  it('takes after the acceptance only the gas events the manifest lists; the last one seals', async () => {
    await db.query(`UPDATE equipamento SET tipo_gas = 'R-410A', carga_gas_kg = 3 WHERE id = $1`, [
      equipmentId,
    ]);
    const { orderId, manifest } = await attendedOrder();
    // Recorded on the phone before the summary, refused on sync and fixed only after the signature.
    const recharge = {
      id: randomUUID(),
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.8,
      dataEvento: localDate(new Date(), 'America/Sao_Paulo'),
    };
    await post(orderId, 'aceite', await signed({ ...manifest, fluidos: [recharge] })).expect(201);
    expect(await sealRow(orderId)).toBeUndefined();
    expect((await report(orderId)).manifesto?.pendentes).toEqual([
      `Fluido refrigerante ${recharge.id}`,
    ]);

    const unlisted = await post(orderId, 'fluido', { ...recharge, id: randomUUID() }).expect(409);
    expect(unlisted.body.codigo).toBe('ITEM_FORA_DO_MANIFESTO');
    const changed = await post(orderId, 'fluido', { ...recharge, quantidadeKg: 1.8 }).expect(409);
    expect(changed.body.codigo).toBe('ITEM_DIVERGENTE_DO_MANIFESTO');
    const [{ events }] = await db.query(
      `SELECT count(*)::int AS events FROM fluido_evento WHERE ordem_servico_id = $1`,
      [orderId],
    );
    expect(events).toBe(0);

    await post(orderId, 'fluido', recharge).expect(201);
    const seal = (await sealRow(orderId))!;
    expect(seal.conteudo.fluidos).toEqual([
      expect.objectContaining({ id: recharge.id, tipoGas: 'R-410A', quantidadeKg: 0.8 }),
    ]);
    // After the seal, a new gas event on the order is still refused: it is not in the summary.
    await post(orderId, 'fluido', { ...recharge, id: randomUUID(), quantidadeKg: 0.2 })
      .expect(409)
      .expect((response) => expect(response.body.codigo).toBe('ITEM_FORA_DO_MANIFESTO'));
  });

  it('refuses an acceptance whose manifest lists an arrived item with other content', async () => {
    const { orderId, manifest } = await attendedOrder();
    const other = {
      ...manifest,
      leituras: [{ ...manifest.leituras[0], valor: 9.9 }],
    };
    await post(orderId, 'aceite', await signed(other))
      .expect(409)
      .expect((response) => {
        expect(response.body.codigo).toBe('MANIFESTO_DIVERGENTE');
        expect(response.body.erro).toContain(`Medição ${manifest.leituras[0].id}`);
      });
    expect((await report(orderId)).aceite).toBeNull();
  }, 60_000);

  it('takes a supervisor’s addendum only after the seal, apart from the sealed content', async () => {
    const { orderId, manifest } = await attendedOrder();
    const text = 'Cliente relatou ruído na condensadora após a visita; retorno agendado.';
    await supervisor
      .post(`/api/fs/ordens/${orderId}/adendos`)
      .send({ texto: text })
      .expect(409)
      .expect((response) => expect(response.body.codigo).toBe('RELATORIO_NAO_SELADO'));
    await post(orderId, 'aceite', await signed(manifest)).expect(201);
    const sealed = (await sealRow(orderId))!;
    await ana.api.post(`/api/fs/ordens/${orderId}/adendos`).send({ texto: text }).expect(403);
    const answer = await supervisor
      .post(`/api/fs/ordens/${orderId}/adendos`)
      .send({ texto: text })
      .expect(201);
    expect(answer.body.dados.adendosSupervisor).toEqual([
      expect.objectContaining({ texto: text, autor: 'Sara', registradoEm: expect.any(String) }),
    ]);
    expect((await sealRow(orderId))!.sha256).toBe(sealed.sha256);
    const pdf = await supervisor
      .get(`/api/fs/ordens/${orderId}/relatorio.pdf`)
      .responseType('blob')
      .expect(200);
    const printed = readPdf(pdf.body as Buffer).text.join(' ');
    expect(printed).toContain('Adendos do supervisor');
    expect(printed).toContain('retorno agendado');
  }, 60_000);

  it('stores the check-in and check-out positions only with the company’s parameter on', async () => {
    const position = { latitude: -23.5614, longitude: -46.6559, precisao: 12 };
    const off = await attendedOrder(position);
    await post(off.orderId, 'aceite', {
      ...(await signed(off.manifest)),
      posicao: position,
    }).expect(201);
    expect((await report(off.orderId)).posicoes).toEqual([]);
    expect(
      Number(
        (
          await db.query(`SELECT count(*) FROM visita_posicao WHERE ordem_servico_id = $1`, [
            off.orderId,
          ])
        )[0].count,
      ),
    ).toBe(0);

    const parameters = (await admin.get('/api/fs/parametros').expect(200)).body.dados;
    await admin
      .put('/api/fs/parametros')
      .send({ ...parameters, localizacaoAtendimento: true })
      .expect(200);
    try {
      const on = await attendedOrder(position);
      const detail = (await ana.api.get(`/api/fs/app/os/${on.orderId}`).expect(200)).body.dados;
      expect(detail.registraPosicao).toBe(true);
      await post(on.orderId, 'aceite', {
        ...(await signed(on.manifest)),
        posicao: { latitude: -23.5611, longitude: -46.6562, precisao: 30.4 },
      }).expect(201);
      expect(
        (await report(on.orderId)).posicoes.map((row) => [row.momento, row.latitude, row.precisao]),
      ).toEqual([
        ['CHECKIN', -23.5614, 12],
        ['CHECKOUT', -23.5611, 30.4],
      ]);
      const pdf = await supervisor
        .get(`/api/fs/ordens/${on.orderId}/relatorio.pdf`)
        .responseType('blob')
        .expect(200);
      const text = readPdf(pdf.body as Buffer).text.join(' ');
      expect(text).toContain('Check-in: −23,5614, −46,6559 (±12 m)');
      expect(text).toContain('Check-out: −23,5611, −46,6562 (±30 m)');
    } finally {
      await admin
        .put('/api/fs/parametros')
        .send({ ...parameters, localizacaoAtendimento: false })
        .expect(200);
    }
  }, 60_000);

  it('verifies a sealed report by its code: genuine content confirmed, one byte changed rejected', async () => {
    const { orderId, manifest } = await attendedOrder();
    await post(orderId, 'aceite', await signed(manifest)).expect(201);
    const { selo } = await report(orderId);
    const server = request(app.getHttpServer());

    const found = await server
      .get(`/v/${selo!.codigo}`)
      .set('Accept', 'application/json')
      .expect(200);
    const verification = found.body.dados as SealVerification;
    expect(verification).toMatchObject({
      codigo: selo!.codigo,
      cliente: 'Cinema Paulista',
      assinante: 'Marina Souza',
      sha256: selo!.sha256,
      versao: 2,
      conteudoEliminadoEm: null,
    });
    const page = await server.get(`/v/${selo!.codigo}`).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('Relatório selado encontrado');
    expect(page.text).toContain(`href="/v/${selo!.codigo}/privacidade"`);
    const notice = await server
      .get(`/v/${selo!.codigo}/privacidade`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(notice.text).toContain('Aviso de privacidade');
    expect(notice.text).toContain('Quem assina a visita pelo cliente');

    const content = await server.get(verification.conteudoUrl!).responseType('blob').expect(200);
    const bytes = content.body as Buffer;
    expect(sha256(bytes)).toBe(selo!.sha256);

    const check = (file: Buffer) =>
      server
        .post(`/v/${selo!.codigo}`)
        .set('Accept', 'application/json')
        .attach('arquivo', file, { filename: 'conteudo.json', contentType: 'application/json' })
        .expect(200)
        .then((response) => response.body.dados as SealCheck);
    expect(await check(bytes)).toMatchObject({ confere: true, sha256Selo: selo!.sha256 });
    // One byte of content changed: the reading 7.4 A becomes 7.5 A.
    const at = bytes.indexOf('"valor":7.4');
    expect(at).toBeGreaterThan(0);
    const changed = Buffer.from(bytes);
    changed[at + '"valor":7.'.length] = '5'.charCodeAt(0);
    expect(await check(changed)).toMatchObject({ confere: false });
    const refused = await server
      .post(`/v/${selo!.codigo}`)
      .set('Accept', 'text/html')
      .attach('arquivo', changed, { filename: 'conteudo.json', contentType: 'application/json' })
      .expect(200);
    expect(refused.text).toContain('NÃO confere');

    await server
      .get('/v/0000-0000-0000-0000-0000-0000')
      .set('Accept', 'application/json')
      .expect(404)
      .expect((response) => expect(response.body.codigo).toBe('SELO_NAO_ENCONTRADO'));
  }, 60_000);

  it('warns when the signer is not one of the client’s registered contacts', async () => {
    const unknown = await attendedOrder();
    await post(unknown.orderId, 'aceite', await signed(unknown.manifest, 'Coordenadora X')).expect(
      201,
    );
    expect((await report(unknown.orderId)).aceite?.assinanteConhecido).toBe(false);
    const pdf = await supervisor
      .get(`/api/fs/ordens/${unknown.orderId}/relatorio.pdf`)
      .responseType('blob')
      .expect(200);
    expect(readPdf(pdf.body as Buffer).text.join(' ')).toContain(
      'Assinante não consta entre os contatos do cliente',
    );

    await supervisor
      .post(`/api/fs/clientes/${clientId}/assinantes`)
      .send({ nome: 'Marina Souza', cargo: 'Gerente do cinema' })
      .expect(201);
    const known = await attendedOrder();
    await post(known.orderId, 'aceite', await signed(known.manifest, 'marina  souza')).expect(201);
    expect((await report(known.orderId)).aceite?.assinanteConhecido).toBe(true);
    const clean = await supervisor
      .get(`/api/fs/ordens/${known.orderId}/relatorio.pdf`)
      .responseType('blob')
      .expect(200);
    expect(readPdf(clean.body as Buffer).text.join(' ')).not.toContain(
      'Assinante não consta entre os contatos do cliente',
    );
  }, 60_000);

  it('seals a manifest signed over entries corrected and removed before the acceptance', async () => {
    const { orderId, manifest } = await attendedOrder();
    const bytes = await jpeg('#aa6633');
    const photo = {
      id: randomUUID(),
      rotulo: 'ANTES' as const,
      legenda: 'Errada',
      sha256: sha256(bytes),
    };
    await upload(orderId, photo, bytes).expect(201);
    const reading = { ...manifest.leituras[0], valor: 7.2 };
    await ana.api
      .put(`/api/fs/app/os/${orderId}/leituras/${reading.id}`)
      .send({ ...reading, id: randomUUID() })
      .expect(201);
    await ana.api
      .delete(`/api/fs/app/os/${orderId}/registros/${manifest.servicos[0].id}`)
      .send({ id: randomUUID() })
      .expect(201);
    await ana.api
      .patch(`/api/fs/app/os/${orderId}/fotos/${photo.id}`)
      .send({ id: randomUUID(), rotulo: 'DEPOIS', legenda: 'Evaporadora limpa' })
      .expect(201);
    // The phone lists the entries as corrected: the manifest matches what the server holds.
    const listed = {
      ...manifest,
      servicos: [],
      leituras: [reading],
      fotos: [{ ...photo, rotulo: 'DEPOIS' as const, legenda: 'Evaporadora limpa' }],
    };
    await post(orderId, 'aceite', await signed(listed)).expect(201);
    const sealed = await sealRow(orderId);
    expect(sealed).toBeDefined();
    expect(sealed!.conteudo['servicos']).toEqual([]);
    expect(sealed!.conteudo['leituras']).toEqual([expect.objectContaining({ valor: 7.2 })]);
    expect((await report(orderId)).selo).not.toBeNull();
  }, 60_000);
});
