import type { NestExpressApplication } from '@nestjs/platform-express';
import jsQR from 'jsqr';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { createCompany, jpegWithExif, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  createAllocation,
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createOrder,
} from './support';

const HTML = { Accept: 'text/html,application/xhtml+xml' };
const DPI = 150;
const mm = (value: number) => Math.round((value * DPI) / 25.4);

/** The URLs in the QR codes of a label sheet: each page rendered, each label's cell decoded. */
function decodeLabelSheet(pdf: Buffer): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'etiquetas-'));
  try {
    writeFileSync(join(dir, 'sheet.pdf'), pdf);
    // pdf.js on @napi-rs/canvas, from npm: no system poppler (pdftoppm) on a fresh machine.
    const render = join(__dirname, '../../../../tools/testing/pdf-pages.mjs');
    execFileSync(process.execPath, [render, join(dir, 'sheet.pdf'), dir, String(DPI)]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort();
    return Promise.all(
      pages.flatMap((page) =>
        [0, 1, 2, 3].flatMap((row) =>
          [0, 1].map(async (column) => {
            // The page's margins (12 mm left, 20 mm top) and the 93 × 65 mm cells of the sheet.
            const { data, info } = await sharp(readFileSync(join(dir, page)))
              .extract({
                left: mm(12 + column * 93),
                top: mm(20 + row * 65),
                width: mm(93),
                height: mm(65),
              })
              .ensureAlpha()
              .raw()
              .toBuffer({ resolveWithObject: true });
            return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
          }),
        ),
      ),
    ).then((codes) => codes.filter((code): code is string => code !== null));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Fixture: company A with client "Hospital Central", contract CT-Q with nine units (two
 * sheets of labels) and one retired; technician Ana with an open order on Q-1; a
 * supervisor; company B's admin. Each test uses its own units for requests.
 */
describe('unit QR codes', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};
  const units: string[] = [];

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    ids.A = (await createCompany(db, { name: 'Frio Bom Climatização' })).id;
    ids.B = (await createCompany(db)).id;
    ids.client = await createClient(db, ids.A, { codigo: 'HC', nome: 'Hospital Central' });
    ids.contract = await createContract(db, ids.A, { codigo: 'CT-Q', clienteId: ids.client });
    for (let index = 1; index <= 9; index++)
      units.push(
        await createEquipment(db, ids.A, {
          codigo: `Q-${index}`,
          contratoId: ids.contract,
          setor: index <= 4 ? 'UTI' : 'Recepção',
        }),
      );
    ids.retired = await createEquipment(db, ids.A, {
      codigo: 'Q-OLD',
      contratoId: ids.contract,
      setor: 'UTI',
    });
    await db.query(`UPDATE equipamento SET desativado_em = now() WHERE id = $1`, [ids.retired]);
    await db.query(
      `UPDATE companies SET settings = settings || '{"telefone": "(11) 4000-1234"}' WHERE id = $1`,
      [ids.A],
    );
    for (const [key, company, role] of [
      ['SUPERVISOR', 'A', 'SUPERVISOR'],
      ['ana', 'A', 'TECNICO'],
      ['adminB', 'B', 'ADMIN'],
    ] as const) {
      const { api, user } = await signIn(app, db, { companyId: ids[company], role, name: key });
      agents[key] = api;
      ids[key] = user.id;
    }
    ids.anaOrder = await createOrder(db, ids.A, {
      codigo: 'OS-Q1',
      contratoId: ids.contract,
      equipamentoId: units[0],
      abertura: new Date().toISOString(),
    });
    await createAllocation(db, ids.A, {
      ordemId: ids.anaOrder,
      tecnicoId: ids.ana,
      inicio: new Date().toISOString(),
    });
    const done = await createOrder(db, ids.A, {
      codigo: 'OS-Q1-OLD',
      contratoId: ids.contract,
      equipamentoId: units[0],
      abertura: '2026-10-01T12:00:00-03:00',
      inicio: '2026-10-02T09:00:00-03:00',
      fim: '2026-10-02T11:00:00-03:00',
    });
    expect(done).toBeDefined();
  });
  afterAll(() => app.close());

  const urlOf = async (unit: string) =>
    (await agents.SUPERVISOR.get(`/api/fs/equipamentos/${unit}/qr`).expect(200)).body.dados
      .url as string;
  const pathOf = (url: string) => new URL(url).pathname;
  const visitor = () => request(app.getHttpServer());

  it('gives each unit one opaque token, and a new one on demand that retires the old', async () => {
    const url = await urlOf(units[8]);
    expect(url).toMatch(/\/q\/[A-Za-z0-9_-]{22}$/);
    expect(await urlOf(units[8])).toBe(url);
    await agents.ana.post(`/api/fs/equipamentos/${units[8]}/qr/regenerar`).expect(403);
    await agents.adminB.get(`/api/fs/equipamentos/${units[8]}/qr`).expect(404);
    const fresh = (
      await agents.SUPERVISOR.post(`/api/fs/equipamentos/${units[8]}/qr/regenerar`).expect(200)
    ).body.dados.url;
    expect(fresh).not.toBe(url);
    const old = await visitor().get(pathOf(url)).set(HTML).expect(404);
    expect(old.headers['content-type']).toMatch(/text\/html/);
    expect(old.text).toContain('QR code não reconhecido');
    await visitor().get(pathOf(fresh)).set(HTML).expect(200);
    const json = await visitor().get(pathOf(url)).expect(404);
    expect(json.body).toMatchObject({ sucesso: false, codigo: 'QR_NAO_ENCONTRADO' });
  });

  it('prints the contract’s label sheet, whose QR codes read back as the units’ pages', async () => {
    const response = await agents.SUPERVISOR.get(
      `/api/fs/contratos/${ids.contract}/etiquetas-qr.pdf`,
    )
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const decoded = await decodeLabelSheet(response.body as Buffer);
    const expected = await Promise.all(units.map(urlOf));
    expect(decoded.sort()).toEqual(expected.sort());
    await agents.ana.get(`/api/fs/contratos/${ids.contract}/etiquetas-qr.pdf`).expect(403);
    await agents.adminB.get(`/api/fs/contratos/${ids.contract}/etiquetas-qr.pdf`).expect(404);
  }, 60_000);

  it('shows a visitor the tag, sector and last visit only, and sends signed-in staff to the unit', async () => {
    const path = pathOf(await urlOf(units[0]));
    const page = await visitor().get(path).set(HTML).expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('Q-1');
    expect(page.text).toContain('UTI');
    expect(page.text).toContain('02/10/2026');
    expect(page.text).toContain('Frio Bom Climatização');
    expect(page.text).toContain('(11) 4000-1234');
    for (const secret of ['Hospital Central', 'CT-Q', 'OS-Q1', ids.contract, units[0]])
      expect(page.text).not.toContain(secret);
    expect(page.text).not.toContain('<script');
    // Beside the form, why the contact is asked for, and the full notice one tap away.
    expect(page.text).toContain(`href="${path}/privacidade"`);
    const notice = await visitor().get(`${path}/privacidade`).set(HTML).expect(200);
    expect(notice.headers['content-security-policy']).toContain("default-src 'none'");
    expect(notice.text).toContain('Aviso de privacidade');
    expect(notice.text).toContain('Frio Bom Climatização');
    expect(notice.text).toContain('LGPD, art. 18');
    for (const secret of ['Hospital Central', 'CT-Q', units[0]])
      expect(notice.text).not.toContain(secret);
    await visitor().get('/q/nao-existe/privacidade').set(HTML).expect(404);

    const supervisor = await agents.SUPERVISOR.get(path).set(HTML).expect(303);
    expect(supervisor.headers.location).toBe(`/cadastros/equipamentos/${units[0]}`);
    const ana = await agents.ana.get(path).set(HTML).expect(303);
    expect(ana.headers.location).toBe(`/tecnico/os/${ids.anaOrder}`);
    await agents.adminB.get(path).set(HTML).expect(200);
    // A client's person: its own unit in the portal; another client's unit, the public page.
    const own = await signIn(app, db, { companyId: ids.A, role: 'CLIENTE', clientId: ids.client });
    const mine = await own.api.get(path).set(HTML).expect(303);
    expect(mine.headers.location).toBe(`/portal/unidades/${units[0]}`);
    const otherClient = await createClient(db, ids.A, { codigo: 'SH', nome: 'Shopping' });
    const other = await signIn(app, db, {
      companyId: ids.A,
      role: 'CLIENTE',
      clientId: otherClient,
    });
    await other.api.get(path).set(HTML).expect(200);

    const retired = await db.query(`SELECT 1 FROM equipamento_qr WHERE equipamento_id = $1`, [
      ids.retired,
    ]);
    expect(retired).toEqual([]);
  });

  it('opens a QR request with a photo, without login or the CSRF header; refuses a bad form in place', async () => {
    const path = pathOf(await urlOf(units[1]));
    const refused = await visitor()
      .post(path)
      .set(HTML)
      .field('descricao', '   ')
      .field('contatoNome', 'Rita')
      .field('contatoEmail', 'rita@')
      .expect(400);
    expect(refused.text).toContain('Descreva o problema');
    expect(refused.text).toContain('E-mail inválido');
    expect(refused.text).toContain('value="Rita"');

    const photo = await jpegWithExif(1200, 900);
    const sent = await visitor()
      .post(path)
      .set(HTML)
      .field('descricao', 'Vazando água na parede.')
      .field('urgencia', 'URGENTE')
      .field('contatoNome', 'Rita Recepcionista')
      .field('contatoTelefone', '(11) 97777-0000')
      .field('contatoEmail', 'rita@hospital.test')
      .attach('foto', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' })
      .expect(201);
    // The visitor reads the opaque tracking code, never the company's sequential SOL-n.
    expect(sent.text).not.toMatch(/SOL-\d/);
    const code = /([0-9A-Z]{4}-){4}[0-9A-Z]{4}/.exec(sent.text)![0];
    const [row] = await db.query(
      `SELECT origem, equipamento_id, cliente_id, contrato_id, urgencia, foto_arquivo_id IS NOT NULL AS foto
         FROM solicitacao WHERE empresa_id = $1 AND codigo_acompanhamento = $2`,
      [ids.A, code.replace(/-/g, '')],
    );
    expect(row).toEqual({
      origem: 'QR',
      equipamento_id: units[1],
      cliente_id: ids.client,
      contrato_id: ids.contract,
      urgencia: 'URGENTE',
      foto: true,
    });
    const notAPhoto = await visitor()
      .post(path)
      .set(HTML)
      .field('descricao', 'Barulho')
      .field('contatoNome', 'Rita')
      .field('contatoTelefone', '1')
      .attach('foto', Buffer.from('<html>not a photo</html>'), {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      });
    expect(notAPhoto.status).toBeGreaterThanOrEqual(400);
    expect(notAPhoto.status).toBeLessThan(500);
    expect(notAPhoto.text).toMatch(/>\n?Barulho<\/textarea>/);

    const noContact = await visitor()
      .post(path)
      .send({ descricao: 'x', contatoNome: 'y' })
      .expect(400);
    expect(noContact.body.detalhes[0]).toMatch(/^contatoTelefone/);
  });

  it('limits requests per unit and address and per address, with a page that says so', async () => {
    const send = async (unit: string) =>
      visitor()
        .post(pathOf(await urlOf(unit)))
        .set(HTML)
        .field('descricao', 'Não gela')
        .field('contatoNome', 'Visitante')
        .field('contatoTelefone', '(11) 90000-0000');
    for (let index = 0; index < 5; index++) expect((await send(units[2])).status).toBe(201);
    const limited = await send(units[2]);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(limited.text).toContain('Muitos pedidos em pouco tempo');
    // The address's budget: 20 requests an hour from one address, whichever the units and
    // whatever their outcome: the first test's three refused forms spent it too.
    let refused: number | undefined;
    for (const unit of units.slice(3)) {
      for (let index = 0; index < 5 && refused === undefined; index++)
        if ((await send(unit)).status === 429) refused = index;
    }
    expect(refused).toBeDefined();
    expect(refused).toBeLessThan(5);
    const [{ accepted }] = await db.query(
      `SELECT count(*)::int AS accepted FROM solicitacao WHERE empresa_id = $1 AND origem = 'QR'`,
      [ids.A],
    );
    expect(accepted).toBe(17);
  });
});
