import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { ServiceRequestsService } from '../src/lib/service-requests/service-requests.service';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createFluidEvent,
  createOrder,
} from './support';

/** One client's world: a contract, a unit, a finished and an open order, a released RGM, a signed PMOC. */
interface ClientWorld {
  clientId: string;
  contractId: string;
  unitId: string;
  finishedOrderId: string;
  openOrderId: string;
  rgmId: string;
  pmocId: string;
  requestId: string;
  analysisId: string;
}

/** A lab report small enough to read: one blank page. */
const LAB_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The client portal's API, each endpoint proving its scope: the session's own client's
 * data yes; another client of the same company, 404 (absent from lists); another
 * company's, 404. And the staff routes answer 403 to a client user.
 */
describe('client portal API', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let client: SessionAgent;
  let own: ClientWorld;
  let sibling: ClientWorld;
  let foreign: ClientWorld;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const a = await createCompany(db, { name: 'Manutenção A' });
    const b = await createCompany(db, { name: 'Manutenção B' });
    const supervisorA = (await signIn(app, db, { companyId: a.id, role: 'SUPERVISOR' })).api;
    const supervisorB = (await signIn(app, db, { companyId: b.id, role: 'SUPERVISOR' })).api;
    own = await clientWorld(a.id, supervisorA, 'HOSP', 'Hospital Central');
    sibling = await clientWorld(a.id, supervisorA, 'SHOP', 'Shopping Norte');
    foreign = await clientWorld(b.id, supervisorB, 'HOSP', 'Hospital da Outra');
    client = (
      await signIn(app, db, {
        companyId: a.id,
        role: 'CLIENTE',
        clientId: own.clientId,
        name: 'Carla do Hospital',
      })
    ).api;
  }, 60_000);
  afterAll(() => app.close());

  async function clientWorld(
    companyId: string,
    supervisor: SessionAgent,
    code: string,
    name: string,
  ): Promise<ClientWorld> {
    const clientId = await createClient(db, companyId, { codigo: code, nome: name });
    const contractId = await createContract(db, companyId, {
      codigo: `CT-${code}`,
      clienteId: clientId,
    });
    const unitId = await createEquipment(db, companyId, {
      codigo: `AC-${code}`,
      contratoId: contractId,
      setor: 'UTI',
      tipoGas: 'R-410A',
      cargaGasKg: 3,
    });
    const finishedOrderId = await createOrder(db, companyId, {
      codigo: `OS-${code}-1`,
      contratoId: contractId,
      equipamentoId: unitId,
      abertura: '2026-10-05T09:00:00-03:00',
      inicio: '2026-10-05T10:00:00-03:00',
      fim: '2026-10-05T12:00:00-03:00',
      descricao: `Sem refrigeração (${name})`,
    });
    const openOrderId = await createOrder(db, companyId, {
      codigo: `OS-${code}-2`,
      contratoId: contractId,
      equipamentoId: unitId,
      abertura: '2026-11-20T09:00:00-03:00',
    });
    await createFluidEvent(db, companyId, {
      equipamentoId: unitId,
      ordemId: finishedOrderId,
      setor: 'UTI',
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      kg: 1.5,
      data: '2026-10-05',
    });
    const rgm = await supervisor
      .post('/api/fs/rgm')
      .send({ contratoId: contractId, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const rgmId = rgm.body.dados.id;
    await supervisor.post(`/api/fs/rgm/${rgmId}/liberar`).expect(200);
    const pmoc = await supervisor
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2026 })
      .expect(201);
    const pmocId = pmoc.body.dados.id;
    // The signature itself is the documents' own test; here, a signed version to read.
    await db.query(
      `INSERT INTO documento_assinatura (empresa_id, documento_id, versao, usuario_id, sha256)
       SELECT v.empresa_id, v.documento_id, v.versao,
              (SELECT id FROM users WHERE empresa_id = v.empresa_id AND role = 'SUPERVISOR' LIMIT 1), v.sha256
         FROM documento_versao v WHERE v.empresa_id = $1 AND v.documento_id = $2 AND v.versao = 1`,
      [companyId, pmocId],
    );
    const { id: requestId } = await app.get(ServiceRequestsService).open(companyId, {
      origem: 'PORTAL',
      clienteId: clientId,
      contratoId: contractId,
      equipamentoId: unitId,
      local: null,
      descricao: `Pingando (${name})`,
      urgencia: 'MEDIA',
      contatoNome: 'Alguém',
      contatoEmail: null,
      contatoTelefone: null,
      foto: {
        buffer: await photo('#336699'),
        mimetype: 'image/jpeg',
        originalname: 'x.jpg',
      },
      solicitanteUsuarioId: null,
    });
    const analysis = await supervisor
      .post('/api/fs/qualidade-ar/analises')
      .field('contratoId', contractId)
      .field('laboratorio', `Lab ${name}`)
      .field('dataColeta', '2026-10-10')
      .field('valores', JSON.stringify([{ grandeza: 'CO2', interno: 1400, externo: 420 }]))
      .attach('laudo', LAB_PDF, { filename: 'laudo.pdf', contentType: 'application/pdf' })
      .expect(201);
    return {
      clientId,
      contractId,
      unitId,
      finishedOrderId,
      openOrderId,
      rgmId,
      pmocId,
      requestId,
      analysisId: analysis.body.dados.id,
    };
  }

  function photo(color: string) {
    return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  }

  /** Own → the status given; the same company's other client and another company's → 404. */
  async function expectScoped(
    method: 'get' | 'post',
    path: (world: ClientWorld) => string,
    ownStatus = 200,
    body?: object,
  ) {
    const call = (world: ClientWorld) => {
      const test = client[method](path(world));
      return body ? test.send(body) : test;
    };
    const [mine, theirs, elsewhere] = [await call(own), await call(sibling), await call(foreign)];
    expect([mine.status, theirs.status, elsewhere.status]).toEqual([ownStatus, 404, 404]);
    expect(theirs.body.sucesso).toBe(false);
    return mine;
  }

  it('reads the client’s own indoor-air analyses, judged, with the lab’s report', async () => {
    const listed = (await client.get('/api/portal/qualidade-do-ar').expect(200)).body.dados;
    expect(listed.analises.map((item: { id: string }) => item.id)).toEqual([own.analysisId]);
    expect(listed.analises[0]).toMatchObject({
      resultado: 'NAO_CONFORME',
      contratoId: own.contractId,
    });
    expect(listed.agenda.map((item: { contratoId: string }) => item.contratoId)).toEqual([
      own.contractId,
    ]);
    const analysis = await expectScoped(
      'get',
      (world) => `/api/portal/qualidade-do-ar/${world.analysisId}`,
    );
    expect(analysis.body.dados.reprovados).toHaveLength(1);
    const report = await expectScoped(
      'get',
      (world) => `/api/portal/qualidade-do-ar/${world.analysisId}/laudo`,
    );
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(report.body).equals(LAB_PDF)).toBe(true);
    await client.get('/api/portal/qualidade-do-ar/nao-e-id').expect(404);
  });

  it('answers who the client is on the home page, with its contracts, pending RGMs and orders', async () => {
    const home = (await client.get('/api/portal/inicio').expect(200)).body.dados;
    expect(home.cliente).toEqual({
      id: own.clientId,
      nome: 'Hospital Central',
      empresa: { nome: 'Manutenção A' },
    });
    expect(home.contratos.map((contract: { id: string }) => contract.id)).toEqual([own.contractId]);
    expect(home.rgmsPendentes.map((rgm: { id: string }) => rgm.id)).toEqual([own.rgmId]);
    expect(home.ordensAbertas.map((order: { id: string }) => order.id)).toEqual([own.openOrderId]);
    expect(home.ultimosRelatorios).toEqual([
      expect.objectContaining({
        id: own.finishedOrderId,
        estado: 'CONCLUIDA',
        relatorioUrl: `/api/portal/ordens/${own.finishedOrderId}/relatorio.pdf`,
      }),
    ]);
    expect(JSON.stringify(home)).not.toMatch(/Shopping|Outra|CT-SHOP/);
  });

  it('lists only the client’s own contracts, units, orders, RGMs and PMOCs', async () => {
    const ids = async (path: string) =>
      ((await client.get(path).expect(200)).body.dados as Array<{ id: string }>).map(
        (item) => item.id,
      );
    expect(await ids('/api/portal/contratos')).toEqual([own.contractId]);
    expect(await ids('/api/portal/unidades')).toEqual([own.unitId]);
    expect((await ids('/api/portal/ordens')).sort()).toEqual(
      [own.finishedOrderId, own.openOrderId].sort(),
    );
    expect(await ids('/api/portal/rgms')).toEqual([own.rgmId]);
    expect(await ids('/api/portal/pmocs')).toEqual([own.pmocId]);
  });

  it('shows a unit with its history, only the client’s own', async () => {
    const unit = (await expectScoped('get', (world) => `/api/portal/unidades/${world.unitId}`)).body
      .dados;
    expect(unit).toMatchObject({ tag: 'AC-HOSP', setor: 'UTI', contrato: { codigo: 'CT-HOSP' } });
    expect(unit.ultimaVisita).toBe('2026-10-05T15:00:00.000Z');
    expect(unit.historico.map((order: { codigo: string }) => order.codigo)).toEqual([
      'OS-HOSP-2',
      'OS-HOSP-1',
    ]);
  });

  it('shows an order, only the client’s own', async () => {
    const order = (await expectScoped('get', (world) => `/api/portal/ordens/${world.openOrderId}`))
      .body.dados;
    expect(order).toMatchObject({ codigo: 'OS-HOSP-2', estado: 'ABERTA', relatorioUrl: null });
  });

  it('serves the visit report PDF of a finished order, only the client’s own', async () => {
    const response = await expectScoped(
      'get',
      (world) => `/api/portal/ordens/${world.finishedOrderId}/relatorio.pdf`,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(readPdf(response.body).text.join(' ')).toContain('OS-HOSP-1');
    const open = await client
      .get(`/api/portal/ordens/${own.openOrderId}/relatorio.pdf`)
      .expect(409);
    expect(open.body.erro).toContain('quando a ordem é concluída');
  });

  it('serves a released RGM’s PDF, only the client’s own', async () => {
    const response = await expectScoped('get', (world) => `/api/portal/rgms/${world.rgmId}/pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(readPdf(response.body).text.join(' ')).toContain('CT-HOSP');
  });

  it('records the acknowledgement on the RGM and prints it, only the client’s own, once', async () => {
    const response = await expectScoped(
      'post',
      (world) => `/api/portal/rgms/${world.rgmId}/ciente`,
      200,
      { nome: 'Carla Souza' },
    );
    expect(response.body.dados.ciente).toEqual({ nome: 'Carla Souza', em: expect.any(String) });
    const [theirs] = await db.query(`SELECT ciente_nome FROM rgm WHERE id = $1`, [sibling.rgmId]);
    expect(theirs.ciente_nome).toBeNull();
    // A second confirmation changes nothing: the first one stands.
    const again = await client
      .post(`/api/portal/rgms/${own.rgmId}/ciente`)
      .send({ nome: 'Outra Pessoa' })
      .expect(200);
    expect(again.body.dados.ciente.nome).toBe('Carla Souza');
    const pdf = await client.get(`/api/portal/rgms/${own.rgmId}/pdf`).expect(200);
    expect(readPdf(pdf.body).text.join(' ')).toContain('Carla Souza');
    const empty = await client.post(`/api/portal/rgms/${own.rgmId}/ciente`).send({}).expect(400);
    expect(empty.body.codigo).toBe('DADOS_INVALIDOS');
    const home = (await client.get('/api/portal/inicio').expect(200)).body.dados;
    expect(home.rgmsPendentes).toEqual([]);
  });

  it('serves the signed PMOC’s PDF, only the client’s own', async () => {
    const response = await expectScoped('get', (world) => `/api/portal/pmocs/${world.pmocId}/pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(readPdf(response.body).text.join(' ')).toContain('CT-HOSP');
  });

  it('gives the refrigerant report of the client’s own units only', async () => {
    const report = (await client.get('/api/portal/fluidos?ano=2026').expect(200)).body.dados;
    const text = JSON.stringify(report);
    expect(text).toContain('AC-HOSP');
    expect(text).not.toContain('AC-SHOP');
    const pdf = await client.get('/api/portal/fluidos/pdf?ano=2026').expect(200);
    expect(readPdf(pdf.body).text.join(' ')).toContain('AC-HOSP');
    await client.get('/api/portal/fluidos').expect(400);
  });

  it('opens a request with a photo for one of the client’s units, and reads it back', async () => {
    const opened = await client
      .post('/api/portal/solicitacoes')
      .field('equipamentoId', own.unitId)
      .field('descricao', 'Pingando água sobre o leito 3')
      .field('urgencia', 'ALTA')
      .field('local', 'Leito 3')
      .attach('foto', await photo('#aa3333'), {
        filename: 'goteira.jpg',
        contentType: 'image/jpeg',
      })
      .expect(201);
    const request = opened.body.dados;
    expect(request).toMatchObject({
      situacao: 'ABERTA',
      origem: 'PORTAL',
      urgencia: 'ALTA',
      local: 'Leito 3',
      contrato: { id: own.contractId },
      equipamento: { id: own.unitId },
      contatoNome: 'Carla do Hospital',
      temFoto: true,
    });
    expect(opened.body.mensagem).toContain(request.codigo);
    const listed = (await client.get('/api/portal/solicitacoes').expect(200)).body.dados;
    expect(listed.map((item: { id: string }) => item.id).sort()).toEqual(
      [own.requestId, request.id].sort(),
    );
    const image = await client.get(`/api/portal/solicitacoes/${request.id}/foto`).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const home = (await client.get('/api/portal/inicio').expect(200)).body.dados;
    expect(home.solicitacoesAbertas.map((item: { id: string }) => item.id)).toContain(request.id);
  });

  it('reads a request and its photo, only the client’s own', async () => {
    const detail = await expectScoped(
      'get',
      (world) => `/api/portal/solicitacoes/${world.requestId}`,
    );
    expect(detail.body.dados.descricao).toBe('Pingando (Hospital Central)');
    await expectScoped('get', (world) => `/api/portal/solicitacoes/${world.requestId}/foto`);
    await expectScoped(
      'get',
      (world) => `/api/portal/solicitacoes/${world.requestId}/foto/miniatura`,
    );
  });

  it('refuses a request for another client’s unit or contract, or without a target', async () => {
    const send = (fields: Record<string, string>) => {
      let test = client.post('/api/portal/solicitacoes');
      for (const [name, value] of Object.entries({ descricao: 'x', urgencia: 'BAIXA', ...fields }))
        test = test.field(name, value);
      return test;
    };
    await send({ equipamentoId: sibling.unitId }).expect(404);
    await send({ equipamentoId: foreign.unitId }).expect(404);
    const contract = await send({ contratoId: sibling.contractId, local: 'Sala 2' });
    expect(contract.status).toBe(422);
    const none = await send({});
    expect([none.status, none.body.codigo]).toEqual([400, 'DADOS_INVALIDOS']);
    const urgency = await send({ equipamentoId: own.unitId, urgencia: 'JA' });
    expect([urgency.status, urgency.body.codigo]).toEqual([400, 'DADOS_INVALIDOS']);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM solicitacao WHERE cliente_id = $1`,
      [sibling.clientId],
    );
    expect(count).toBe(1);
  });

  it('refuses a client user every staff route, and staff every portal route', async () => {
    for (const path of ['/api/fs/ordens', '/api/fs/rgm', '/api/documentos', '/api/fs/fluidos']) {
      const response = await client.get(path);
      expect([path, response.status]).toEqual([path, 403]);
    }
    await client.get('/api/auth/eu').expect(200);
    const supervisor = (
      await signIn(app, db, {
        companyId: (
          await db.query(`SELECT empresa_id FROM cliente WHERE id = $1`, [own.clientId])
        )[0].empresa_id,
        role: 'ADMIN',
      })
    ).api;
    await supervisor.get('/api/portal/inicio').expect(403);
  });
});
