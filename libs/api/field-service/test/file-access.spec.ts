import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { ServiceRequestsService } from '../src/lib/service-requests/service-requests.service';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

/** A lab report small enough to read, with the active content a lab's PDF may carry. */
const LAB_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The id a phone chose, the kind an outside tester sent. */
const PHONE_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

const image = (color: string, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    [format]()
    .toBuffer();

type Who = 'ADMIN' | 'SUPERVISOR' | 'ana' | 'beto' | 'clienteHosp' | 'clienteShop' | 'supB';
const EVERYONE: Who[] = [
  'ADMIN',
  'SUPERVISOR',
  'ana',
  'beto',
  'clienteHosp',
  'clienteShop',
  'supB',
];

/**
 * `/api/arquivos/:id` and `/miniatura` answer as the file's owning route does, for every
 * owner kind and every role: company A with clients HOSP and SHOP, technician Ana on the
 * HOSP order (Beto on another order), a client user of each client, and company B's
 * supervisor. A file's bytes leave with `private, no-store`; a lab's PDF as an attachment.
 */
describe('files by id follow their owner’s rules', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const agents = {} as Record<Who, SessionAgent>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const a = (await createCompany(db, { name: 'Manutenção A' })).id;
    const b = (await createCompany(db, { name: 'Manutenção B' })).id;
    ids.company = a;
    for (const code of ['HOSP', 'SHOP']) {
      ids[`client${code}`] = await createClient(db, a, { codigo: code, nome: `Cliente ${code}` });
      ids[`contract${code}`] = await createContract(db, a, {
        codigo: `CT-${code}`,
        clienteId: ids[`client${code}`],
      });
      ids[`unit${code}`] = await createEquipment(db, a, {
        codigo: `AC-${code}`,
        contratoId: ids[`contract${code}`],
        setor: 'UTI',
      });
    }
    for (const [who, companyId, role, clientId] of [
      ['ADMIN', a, 'ADMIN', null],
      ['SUPERVISOR', a, 'SUPERVISOR', null],
      ['ana', a, 'TECNICO', null],
      ['beto', a, 'TECNICO', null],
      ['clienteHosp', a, 'CLIENTE', ids.clientHOSP],
      ['clienteShop', a, 'CLIENTE', ids.clientSHOP],
      ['supB', b, 'SUPERVISOR', null],
    ] as const) {
      const { api, user } = await signIn(app, db, {
        companyId,
        role,
        ...(clientId ? { clientId } : {}),
      });
      agents[who] = api;
      ids[who] = user.id;
    }
    // The order of the HOSP unit, Ana's; Beto works on the SHOP unit's.
    ids.order = await startedOrder(ids.unitHOSP, 'ana');
    ids.betoOrder = await startedOrder(ids.unitSHOP, 'beto');
    await agents.ana
      .post(`/api/fs/app/os/${ids.order}/fotos`)
      .field('id', PHONE_ID)
      .field('rotulo', 'ANTES')
      .attach('arquivo', await image('#aa3333'), { filename: 'f.jpg', contentType: 'image/jpeg' })
      .expect(201);
    ids.signature = randomUUID();
    const signature = (await image('#ffffff', 'png')).toString('base64');
    await agents.ana
      .post(`/api/fs/app/os/${ids.order}/aceite`)
      .send({
        id: ids.signature,
        tipo: 'ASSINADO',
        em: new Date().toISOString(),
        nome: 'Dra. Carla Mendes',
        documento: '123.456.789-09',
        assinatura: `data:image/png;base64,${signature}`,
      })
      .expect(201);
    ids.request = (
      await app.get(ServiceRequestsService).open(a, {
        origem: 'PORTAL',
        clienteId: ids.clientHOSP,
        contratoId: ids.contractHOSP,
        equipamentoId: ids.unitHOSP,
        local: null,
        descricao: 'Pingando',
        urgencia: 'MEDIA',
        contatoNome: 'Carla',
        contatoEmail: null,
        contatoTelefone: null,
        foto: { buffer: await image('#336699'), mimetype: 'image/jpeg', originalname: 'x.jpg' },
        solicitanteUsuarioId: null,
      })
    ).id;
    ids.requestFile = (
      await db.query(`SELECT foto_arquivo_id AS id FROM solicitacao WHERE id = $1`, [ids.request])
    )[0].id;
    const analysis = await agents.SUPERVISOR.post('/api/fs/qualidade-ar/analises')
      .field('contratoId', ids.contractHOSP)
      .field('laboratorio', 'Conforlab')
      .field('dataColeta', '2026-10-10')
      .field('valores', JSON.stringify([{ grandeza: 'CO2', interno: 1400, externo: 420 }]))
      .attach('laudo', LAB_PDF, { filename: 'laudo.pdf', contentType: 'application/pdf' })
      .expect(201);
    ids.analysis = analysis.body.dados.id;
    ids.labFile = analysis.body.dados.arquivoId;
  }, 60_000);
  afterAll(() => app.close());

  /** An order of the unit, allocated to the technician, attendance started. */
  async function startedOrder(unitId: string, technician: 'ana' | 'beto') {
    const opened = await agents.SUPERVISOR.post('/api/fs/ordens')
      .send({ equipamentoId: unitId, tipo: 'CORRETIVA', descricao: 'Sem frio' })
      .expect(201);
    const id = opened.body.dados.id as string;
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: ids[technician] })
      .expect(201);
    await agents[technician]
      .post(`/api/fs/app/os/${id}/inicio`)
      .send({ id: randomUUID(), em: new Date().toISOString() })
      .expect(201);
    return id;
  }

  /** Each agent's status on a path (a function of who asks, for routes that differ by app). */
  async function statuses(path: (who: Who) => string) {
    const answers: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE) answers[who] = (await agents[who].get(path(who))).status;
    return answers;
  }

  const byId =
    (fileId: string, variant = '') =>
    () =>
      `/api/arquivos/${fileId}${variant}`;

  /** Every owner kind, its owning route per role, and what each role gets from it. */
  const kinds = () => [
    {
      kind: 'ordem (foto)',
      file: PHONE_ID,
      own: () => `/api/fs/ordens/${ids.order}/fotos/${PHONE_ID}`,
      thumbnail: () => `/api/fs/ordens/${ids.order}/fotos/${PHONE_ID}/miniatura`,
      expected: {
        ADMIN: 200,
        SUPERVISOR: 200,
        ana: 200,
        beto: 404,
        clienteHosp: 403,
        clienteShop: 403,
        supB: 404,
      },
    },
    {
      kind: 'ordem (assinatura)',
      file: ids.signature,
      own: () => `/api/fs/ordens/${ids.order}/assinatura`,
      thumbnail: null,
      expected: {
        ADMIN: 200,
        SUPERVISOR: 200,
        ana: 200,
        beto: 404,
        clienteHosp: 403,
        clienteShop: 403,
        supB: 404,
      },
    },
    {
      kind: 'solicitacao',
      file: ids.requestFile,
      own: (who: Who) =>
        who.startsWith('cliente')
          ? `/api/portal/solicitacoes/${ids.request}/foto`
          : `/api/fs/solicitacoes/${ids.request}/foto`,
      thumbnail: (who: Who) =>
        who.startsWith('cliente')
          ? `/api/portal/solicitacoes/${ids.request}/foto/miniatura`
          : `/api/fs/solicitacoes/${ids.request}/foto/miniatura`,
      expected: {
        ADMIN: 200,
        SUPERVISOR: 200,
        ana: 403,
        beto: 403,
        clienteHosp: 200,
        clienteShop: 404,
        supB: 404,
      },
    },
    {
      kind: 'analise_ar',
      file: ids.labFile,
      own: (who: Who) =>
        who.startsWith('cliente')
          ? `/api/portal/qualidade-do-ar/${ids.analysis}/laudo`
          : `/api/fs/qualidade-ar/analises/${ids.analysis}`,
      thumbnail: null,
      expected: {
        ADMIN: 200,
        SUPERVISOR: 200,
        ana: 403,
        beto: 403,
        clienteHosp: 200,
        clienteShop: 404,
        supB: 404,
      },
    },
  ];

  it('answers every role as the owning route does, for every owner kind', async () => {
    for (const { kind, file, own, thumbnail, expected } of kinds()) {
      const owning = await statuses(own);
      expect({ kind, statuses: owning }).toEqual({ kind, statuses: expected });
      expect({ kind, statuses: await statuses(byId(file)) }).toEqual({ kind, statuses: owning });
      if (thumbnail) {
        const small = await statuses(thumbnail);
        expect({ kind, statuses: small }).toEqual({ kind, statuses: expected });
        expect({ kind, statuses: await statuses(byId(file, '/miniatura')) }).toEqual({
          kind,
          statuses: small,
        });
      }
    }
  });

  it('keeps a phone-chosen id to its technician: another can neither read nor claim it', async () => {
    const read = await agents.beto.get(`/api/arquivos/${PHONE_ID}`).expect(404);
    expect(read.body).toMatchObject({ sucesso: false, codigo: 'ARQUIVO_NAO_ENCONTRADO' });
    await agents.beto.get(`/api/arquivos/${PHONE_ID}/miniatura`).expect(404);
    // The same id (and the same bytes) sent for Beto's own order is refused, not linked.
    const claim = await agents.beto
      .post(`/api/fs/app/os/${ids.betoOrder}/fotos`)
      .field('id', PHONE_ID)
      .field('rotulo', 'ANTES')
      .attach('arquivo', await image('#aa3333'), { filename: 'f.jpg', contentType: 'image/jpeg' })
      .expect(409);
    expect(claim.body.sucesso).toBe(false);
    await agents.beto.get(`/api/fs/ordens/${ids.betoOrder}/fotos/${PHONE_ID}`).expect(404);
    await agents.beto.get(`/api/arquivos/${PHONE_ID}`).expect(404);
    await agents.ana.get(`/api/arquivos/${PHONE_ID}`).expect(200);
  });

  it('serves a file’s bytes as private and never stored, and a lab’s PDF as an attachment', async () => {
    for (const path of [
      `/api/arquivos/${PHONE_ID}`,
      `/api/arquivos/${PHONE_ID}/miniatura`,
      `/api/fs/ordens/${ids.order}/fotos/${PHONE_ID}`,
      `/api/fs/ordens/${ids.order}/assinatura`,
      `/api/fs/solicitacoes/${ids.request}/foto`,
      `/api/arquivos/${ids.labFile}`,
    ]) {
      const served = await agents.SUPERVISOR.get(path).expect(200);
      expect({ path, cache: served.headers['cache-control'] }).toEqual({
        path,
        cache: 'private, no-store',
      });
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const [agent, path] of [
      [agents.SUPERVISOR, `/api/arquivos/${ids.labFile}`],
      [agents.clienteHosp, `/api/arquivos/${ids.labFile}`],
      [agents.clienteHosp, `/api/portal/qualidade-do-ar/${ids.analysis}/laudo`],
    ] as const) {
      const pdf = await agent.get(path).buffer(true).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    }
    const photo = await agents.SUPERVISOR.get(`/api/arquivos/${PHONE_ID}`).expect(200);
    expect(photo.headers['content-disposition']).toMatch(/^inline; filename="/);
  });
});
