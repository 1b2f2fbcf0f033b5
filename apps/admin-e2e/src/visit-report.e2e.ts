import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import type { VisitReportView } from '@campo/contracts';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { allocatedOrder, openApp, PHONE, waiting } from './support/technician-app';

/** A camera-sized JPEG (4000 × 3000), as the phone's camera would hand it to the page. */
async function cameraPhoto(dir: string, name: string, colour: string): Promise<string> {
  const file = join(dir, `${name}.jpg`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect width="4000" height="3000" fill="${colour}"/><circle cx="2000" cy="1500" r="900" fill="#ffffff" opacity="0.5"/><text x="200" y="600" font-size="400">${name}</text></svg>`;
  writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer());
  return file;
}

/** Picks an option of a select by its visible text. */
async function selectByText(page: Page, selector: string, text: string) {
  const value = await page.$eval(
    selector,
    (select, wanted) =>
      Array.from((select as HTMLSelectElement).options).find((option) => option.text === wanted)
        ?.value,
    text,
  );
  if (!value) throw new Error(`"${text}" não está em ${selector}`);
  await page.select(selector, value);
}

/** The text of a PDF, read back by pdf.js (the repository's own reader). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'relatorio-'));
  try {
    const file = join(dir, 'relatorio.pdf');
    writeFileSync(file, pdf);
    const script = join(__dirname, '../../../tools/testing/pdf-text.mjs');
    return execFileSync(process.execPath, [script, file], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('visit report (technician app and order page)', () => {
  const browser = useBrowser();

  it('with no signal: two photos, services, a reading, a part and the signature; back online, one of each, the PDF and the order page show them', async () => {
    const { supervisor, order } = await allocatedOrder();
    const { page } = browser;
    const photos = mkdtempSync(join(tmpdir(), 'fotos-'));
    await openApp(page, order.id);

    await page.setOfflineMode(true);
    await page.reload();
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    await page.waitForSelector(`h1::-p-text(${order.codigo})`);
    await page.waitForSelector('.sync-badge__offline');
    await page.locator('button::-p-text(Iniciar atendimento)').click();
    await page.waitForSelector('[data-atendimento="iniciado"]');
    await waiting(page, 1);

    // What was done: two catalogue services, a reading, a part. Each line is
    // waited for before the next: the form clears its choice once the line is
    // kept, which would otherwise wipe a choice made while the first is saving.
    let pending = 1;
    for (const service of ['Limpeza de filtros', 'Verificação e desobstrução do dreno']) {
      await selectByText(page, 'select[name="servico"]', service);
      await page.locator('button::-p-text(Adicionar serviço)').click();
      await waiting(page, ++pending);
    }
    await page.select('select[name="grandeza"]', 'CORRENTE');
    await page.locator('input[name="valor"]').fill('7,4');
    await page.locator('button::-p-text(Registrar medição)').click();
    await waiting(page, 4);
    await selectByText(page, 'select[name="material"]', 'Capacitor');
    // The quantity starts empty (never "1", which turned a typed "2" into "12 un").
    expect(await page.$eval('input[name="quantidade"]', (input) => input.value)).toBe('');
    await page.locator('button::-p-text(Adicionar peça ou material)').click();
    await page.waitForSelector('form[aria-label="Adicionar peça ou material"] .field-error');
    expect(await textOf(page, 'form[aria-label="Adicionar peça ou material"] .field-error')).toBe(
      'Informe a quantidade (ex.: 2 ou 0,5).',
    );
    await page.locator('input[name="quantidade"]').fill('1');
    await page.locator('button::-p-text(Adicionar peça ou material)').click();
    await waiting(page, 5);
    expect(await page.$$('[data-linha][data-estado="aguardando"]')).toHaveLength(4);

    // Corrections before the acceptance, offline: a line still waiting is rewritten on
    // the phone (no extra record to send), and a removed one leaves the outbox.
    await page.locator('li[data-linha="leitura"] button::-p-text(Corrigir)').click();
    await page.locator('form[aria-label="Corrigir medição"] input[name="valor"]').fill('7,2');
    await page
      .locator('form[aria-label="Corrigir medição"] button::-p-text(Salvar correção)')
      .click();
    await page.waitForSelector('li[data-linha="leitura"]::-p-text(7,2 A)');
    await waiting(page, 5);
    await page.locator('textarea[name="recomendacao"]').fill('Recomendação lançada por engano');
    await page.locator('button::-p-text(Adicionar recomendação)').click();
    await waiting(page, 6);
    await saveScreen(page, 'relatorio-tecnico-corrigir-390', true);
    await page.locator('li[data-linha="recomendacao"] button::-p-text(Excluir)').click();
    await page.waitForSelector('li[data-linha="recomendacao"] ::-p-text(Excluir este registro)');
    await saveScreen(page, 'relatorio-tecnico-excluir-390', true);
    await page.locator('li[data-linha="recomendacao"] button::-p-text(Confirmar exclusão)').click();
    await waiting(page, 5);
    expect(await page.$$('li[data-linha="recomendacao"]')).toHaveLength(0);

    // Two photos from the camera, compressed on the phone and kept with the outbox.
    for (const [label, colour] of [
      ['ANTES', '#7a5c2e'],
      ['DEPOIS', '#2e7d4f'],
    ] as const) {
      await page.locator(`input[name="rotuloFoto"][value="${label}"]`).click();
      await page.locator('input[name="legendaFoto"]').fill(`Evaporadora ${label.toLowerCase()}`);
      const input = await page.$('input[type="file"][name="foto"]');
      await input!.uploadFile(await cameraPhoto(photos, label, colour));
      await page.waitForSelector(
        `li[data-estado="aguardando"] ::-p-text(Evaporadora ${label.toLowerCase()})`,
      );
    }
    await waiting(page, 7);
    expect(await page.$$('[data-foto][data-estado="aguardando"]')).toHaveLength(2);

    // Finishing: the summary the client signs lists every item (the photos with the
    // SHA-256 of the bytes the phone will upload), then the root cause and the signature.
    await page.waitForSelector('[data-resumo] ::-p-text(Limpeza de filtros)');
    await page.waitForSelector('[data-resumo] ::-p-text(Corrente elétrica)');
    expect(await page.$$('[data-resumo] ::-p-text(SHA-256)')).toHaveLength(2);
    await (await page.$('[data-resumo]'))!.scrollIntoView();
    await saveScreen(page, 'relatorio-tecnico-resumo-390');
    await page.locator('textarea[name="causaRaizFim"]').fill('Filtros saturados');
    await page.locator('input[name="aceiteNome"]').fill('Marina Souza');
    await page.locator('input[name="aceiteCargo"]').fill('Gerente predial');
    const canvas = (await page.$('canvas[data-assinatura]'))!;
    await canvas.scrollIntoView();
    const pad = (await canvas.boundingBox())!;
    await page.mouse.move(pad.x + 20, pad.y + pad.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++)
      await page.mouse.move(
        pad.x + 20 + step * ((pad.width - 40) / 12),
        pad.y + pad.height * (step % 2 ? 0.3 : 0.7),
      );
    await page.mouse.up();
    await saveScreen(page, 'relatorio-tecnico-assinatura-390', true);
    await page.locator('button::-p-text(Concluir atendimento)').click();
    await page.waitForSelector('.order__badges [data-situacao="CONCLUIDA"]');
    await waiting(page, 9);
    // Signed: nothing is corrected any more (what comes now is an addendum).
    expect(await page.$$('[data-acoes-registro]')).toHaveLength(0);
    await saveScreen(page, 'relatorio-tecnico-offline-390', true);

    // Signal again: everything goes out in order.
    await page.setOfflineMode(false);
    await waiting(page, 0);
    await page.waitForSelector('[data-foto][data-estado="enviada"]');
    await saveScreen(page, 'relatorio-tecnico-sincronizado-390', true);

    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      const lines = await db.query<{ tipo: string; n: number }>(
        `SELECT tipo, count(*)::int AS n FROM visita_registro WHERE ordem_servico_id = $1 GROUP BY tipo ORDER BY tipo`,
        [order.id],
      );
      expect(lines.rows).toEqual([
        { tipo: 'LEITURA', n: 1 },
        { tipo: 'MATERIAL', n: 1 },
        { tipo: 'SERVICO', n: 2 },
      ]);
      const reading = await db.query(
        `SELECT valor::float8 AS valor FROM visita_registro WHERE ordem_servico_id = $1 AND tipo = 'LEITURA'`,
        [order.id],
      );
      expect(reading.rows).toEqual([{ valor: 7.2 }]);
      const counts = await db.query(
        `SELECT (SELECT count(*)::int FROM visita_foto WHERE ordem_servico_id = $1) AS fotos,
                (SELECT count(*)::int FROM visita_aceite WHERE ordem_servico_id = $1) AS aceites,
                (SELECT count(*)::int FROM visita_selo WHERE ordem_servico_id = $1) AS selos,
                (SELECT count(*)::int FROM tecnico_acao WHERE ordem_servico_id = $1 AND tipo = 'fim') AS fins`,
        [order.id],
      );
      expect(counts.rows[0]).toEqual({ fotos: 2, aceites: 1, selos: 1, fins: 1 });
      // The client signed the manifest: the seal is version 2, over exactly its items, the
      // photos by the hashes the phone computed of the bytes it uploaded.
      const signed = await db.query(
        `SELECT a.manifesto, s.conteudo,
                (SELECT array_agg(encode(f.sha256_enviado, 'hex') ORDER BY f.registrado_em)
                   FROM visita_foto f WHERE f.ordem_servico_id = a.ordem_servico_id) AS enviados
           FROM visita_aceite a JOIN visita_selo s USING (empresa_id, ordem_servico_id)
          WHERE a.ordem_servico_id = $1`,
        [order.id],
      );
      const [{ manifesto, conteudo, enviados }] = signed.rows;
      expect(conteudo.versao).toBe(2);
      expect(manifesto.servicos).toHaveLength(2);
      expect(manifesto.fotos.map((photo: { sha256: string }) => photo.sha256)).toEqual(enviados);
      expect(conteudo.horarios.fim.aparelho).toBe(manifesto.fim);
      expect(conteudo.aceite).toMatchObject({ nome: 'Marina Souza', cargo: 'Gerente predial' });
    } finally {
      await db.end();
    }

    const report = await supervisor.get<VisitReportView>(`/api/fs/ordens/${order.id}/relatorio`);
    expect(report.fotos.map((photo) => photo.rotulo)).toEqual(['ANTES', 'DEPOIS']);
    for (const photo of report.fotos) {
      const image = Buffer.from(await (await supervisor.raw(photo.url)).arrayBuffer());
      const decoded = await sharp(image).metadata();
      expect(decoded.format).toBe('jpeg');
      // Compressed on the phone to about 1600 px on the long side.
      expect(Math.max(decoded.width!, decoded.height!)).toBeLessThanOrEqual(1600);
    }
    const pdf = Buffer.from(
      await (await supervisor.raw(`/api/fs/ordens/${order.id}/relatorio.pdf`)).arrayBuffer(),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Marina Souza');
    expect(text).toContain('Limpeza de filtros');
    expect(text).toContain('Verificação e desobstrução do dreno');
    expect(text).toContain(report.selo!.sha256);
    expect(text).toContain(report.selo!.codigo);

    // The verification page the PDF points to, without login, on a phone and a desktop.
    const visitor = await page.browserContext().browser().createBrowserContext();
    const check = await visitor.newPage();
    try {
      await check.setViewport(PHONE);
      await check.goto(`${baseUrl()}/v/${report.selo!.codigo}`);
      await check.waitForSelector('::-p-text(Relatório selado encontrado)');
      await check.waitForSelector(`::-p-text(${order.codigo})`);
      await saveScreen(check, 'verificacao-relatorio-390', true);
      await check.setViewport({ width: 1440, height: 900 });
      await saveScreen(check, 'verificacao-relatorio-1440', true);
    } finally {
      await visitor.close();
    }

    // The supervisor's order page shows the photos.
    const supervisorPage = await page.browserContext().browser().createBrowserContext();
    const screen = await supervisorPage.newPage();
    try {
      await screen.emulateTimezone('America/Sao_Paulo');
      await screen.setViewport({ width: 1440, height: 900 });
      await loginAs(screen, 'SUPERVISOR');
      await screen.goto(`${baseUrl()}/ordens/${order.id}`);
      await screen.waitForSelector('.visit-photos li img');
      await screen.waitForFunction(
        () =>
          Array.from(document.querySelectorAll<HTMLImageElement>('.visit-photos img')).filter(
            (image) => image.complete && image.naturalWidth > 0,
          ).length === 2,
      );
      await screen.waitForSelector('[data-aceite="ASSINADO"] ::-p-text(Marina Souza)');
      await saveScreen(screen, 'relatorio-ordem-supervisor-1440', true);
      await screen.locator('.visit-photos__open').click();
      await screen.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.visit-photo-dialog img');
        return image !== null && image.complete && image.naturalWidth > 320;
      });
      await saveScreen(screen, 'relatorio-foto-ampliada-1440');
      await screen.keyboard.press('Escape');
      await screen.setViewport(PHONE);
      await saveScreen(screen, 'relatorio-ordem-supervisor-390', true);
    } finally {
      await supervisorPage.close();
      rmSync(photos, { recursive: true, force: true });
    }
    // The longest flow of the suite: two camera-sized photos compressed in the page, a PDF
    // rendered and read back, and a second browser context for the supervisor.
  }, 180_000);
});
