import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import type { Page as ListPage, ServiceRequestSummary, UnitQrView } from '@campo/contracts';
import { adminSession } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture } from './support/field-service';
import { selectByText } from './support/forms';
import { PHONE } from './support/technician-app';

const SCREENS = join(__dirname, '../../../tmp/e2e');

/** A fresh contract with two units, and the public address of each unit's QR code. */
async function unitsWithQr() {
  const supervisor = await adminSession('supervisor@demo.local');
  const fixture = await fieldServiceFixture(false);
  const units = await supervisor.get<ListPage<{ id: string; codigo: string; setor: string }>>(
    `/api/dados/equipamento?contrato=${encodeURIComponent(fixture.contractCode)}&porPagina=10`,
  );
  const withQr = await Promise.all(
    fixture.equipment.map(async (codigo) => {
      const unit = units.itens.find((item) => item.codigo === codigo)!;
      const qr = await supervisor.get<UnitQrView>(`/api/fs/equipamentos/${unit.id}/qr`);
      return { ...unit, path: new URL(qr.url).pathname };
    }),
  );
  return { supervisor, fixture, units: withQr };
}

/** A phone photo of a leak (a JPEG drawn with sharp). */
async function leakPhoto(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'qr-foto-')), 'vazamento.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#5b7a99"/><rect x="300" y="200" width="1000" height="260" rx="30" fill="#eef2f5"/><circle cx="800" cy="640" r="60" fill="#3b8ed8"/><ellipse cx="800" cy="1000" rx="320" ry="60" fill="#3b8ed8"/></svg>`;
  writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return file;
}

/** A request posted to a unit's page as its form would (no browser). */
function postRequest(path: string, descricao: string) {
  const form = new FormData();
  form.set('descricao', descricao);
  form.set('urgencia', 'ALTA');
  form.set('contatoNome', 'Recepção');
  form.set('contatoTelefone', '(11) 3333-4444');
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'text/html' },
  });
}

async function fillRequest(page: Page, descricao: string) {
  await page.locator('textarea[name="descricao"]').fill(descricao);
  await page.locator('input[name="urgencia"][value="URGENTE"]').click();
  await page.locator('input[name="contatoNome"]').fill('Rita Recepcionista');
  await page.locator('input[name="contatoTelefone"]').fill('(11) 97777-0000');
  await page.locator('input[name="contatoEmail"]').fill('rita@hospital.test');
}

describe('service requests: the QR page on a phone and the supervisor’s queue', () => {
  const browser = useBrowser();

  it('at 390 px, without login: the unit’s page, a request with a photo, then the limit’s message', async () => {
    const { units } = await unitsWithQr();
    const [unit] = units;
    const { page } = browser;
    await page.setViewport(PHONE);
    await page.goto(`${baseUrl()}${unit.path}`);
    await page.waitForSelector(`h1::-p-text(${unit.codigo})`);
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    expect(text).toContain('UTI Adulto');
    expect(text).toContain('Última visita');
    expect(text).not.toContain('Hospital');
    expect(await page.$$('script')).toHaveLength(0);
    // Phone first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await saveScreen(page, 'qr-pagina-390', true);

    // A form without a description is sent back with the problem, the rest kept.
    await page.locator('input[name="contatoNome"]').fill('Rita Recepcionista');
    await page.locator('input[name="contatoTelefone"]').fill('(11) 97777-0000');
    await page.$eval('textarea[name="descricao"]', (area) => area.removeAttribute('required'));
    await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
    await page.waitForSelector('#erro-descricao');
    expect(await page.$eval('input[name="contatoNome"]', (input) => input.value)).toBe(
      'Rita Recepcionista',
    );

    await fillRequest(page, 'Está pingando água em cima da maca 2.');
    const input = await page.$('input[name="foto"]');
    await input!.uploadFile(await leakPhoto());
    await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
    await page.waitForSelector('::-p-text(Pedido enviado)');
    // The visitor reads an opaque tracking code and its page, never the company's SOL-n.
    const sentText = await page.$eval('main', (main) => main.textContent ?? '');
    expect(sentText).not.toMatch(/SOL-\d/);
    const tracking = /([0-9A-Z]{4}-){4}[0-9A-Z]{4}/.exec(sentText)![0];
    await saveScreen(page, 'qr-enviado-390', true);
    await Promise.all([
      page.waitForNavigation(),
      page.locator('a::-p-text(acompanhar o pedido)').click(),
    ]);
    await page.waitForSelector('h1::-p-text(Recebida, aguardando análise)');
    const trackingText = await page.$eval('main', (main) => main.textContent ?? '');
    expect(trackingText).toContain(tracking);
    expect(trackingText).not.toMatch(/SOL-\d/);
    expect(await page.$$('script')).toHaveLength(0);
    await saveScreen(page, 'qr-acompanhamento-390', true);

    const supervisor = await adminSession('supervisor@demo.local');
    const queue = await supervisor.get<ListPage<ServiceRequestSummary>>(
      '/api/fs/solicitacoes?situacao=ABERTA&porPagina=100',
    );
    expect(
      queue.itens.find((item) => item.descricao === 'Está pingando água em cima da maca 2.'),
    ).toMatchObject({
      origem: 'QR',
      urgencia: 'URGENTE',
      temFoto: true,
      equipamento: { codigo: unit.codigo },
    });

    // The refused form and the request spent two of this address's five at this unit; three
    // more fill the budget, the sixth gets the message (another address would still be heard).
    for (let index = 0; index < 3; index++)
      expect((await postRequest(unit.path, `Pedido repetido ${index}`)).status).toBe(201);
    await page.goto(`${baseUrl()}${unit.path}`);
    await fillRequest(page, 'Ainda pingando.');
    const [answer] = await Promise.all([
      page.waitForNavigation(),
      page.locator('button[type="submit"]').click(),
    ]);
    expect(answer?.status()).toBe(429);
    await page.waitForSelector('::-p-text(Muitos pedidos em pouco tempo)');
    await saveScreen(page, 'qr-limite-390', true);
  });

  it('the supervisor sees the count, opens the call from one request and declines another', async () => {
    const { units, supervisor, fixture } = await unitsWithQr();
    const photo = await leakPhoto();
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });

    // Two requests from the second unit's QR page: one with the photo (through the page), one without.
    await page.goto(`${baseUrl()}${units[1].path}`);
    await fillRequest(page, 'O cassete da recepção faz barulho e não gela.');
    await (await page.$('input[name="foto"]'))!.uploadFile(photo);
    await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
    await page.waitForSelector('::-p-text(Pedido enviado)');
    expect((await postRequest(units[1].path, 'Cheiro de queimado.')).status).toBe(201);
    const queue = await supervisor.get<ListPage<ServiceRequestSummary>>(
      '/api/fs/solicitacoes?situacao=ABERTA&porPagina=100',
    );
    const mine = queue.itens.filter((item) => item.contrato.codigo === fixture.contractCode);
    const withPhoto = mine.find((item) => item.temFoto)!;
    const other = mine.find((item) => !item.temFoto)!;

    await loginAs(page, 'SUPERVISOR');
    const badge = await page.waitForSelector('a[href="/solicitacoes"] .sidenav__count');
    expect(Number(await badge!.evaluate((node) => node.textContent))).toBe(queue.total);
    await page.locator('a[href="/solicitacoes"]').click();
    await page.waitForSelector(`tr[data-solicitacao-id="${withPhoto.id}"]`);
    await saveScreen(page, 'solicitacoes-fila-1440');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'solicitacoes-fila-390', true);
    await page.setViewport({ width: 1440, height: 900 });
    await page.locator(`tr[data-solicitacao-id="${withPhoto.id}"] a`).click();
    await page.waitForSelector(`h1::-p-text(${withPhoto.codigo})`);
    await page.waitForFunction(
      () =>
        (document.querySelector('.request-page__photo') as HTMLImageElement | null)?.naturalWidth,
    );
    await saveScreen(page, 'solicitacao-detalhe-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'solicitacao-detalhe-390', true);
    await page.setViewport({ width: 1440, height: 900 });
    // One dialog opens the call and schedules it: a technician, and the agenda's next hour.
    await page.locator('button::-p-text(Abrir chamado…)').click();
    await page.waitForSelector('dialog[open] select[name="tecnicoId"]');
    expect(await page.$('dialog[open] input[name="dia"]')).toBeNull();
    await selectByText(page, 'dialog[open] select[name="tecnicoId"]', 'Carlos Andrade');
    const day = await page.$eval('dialog[open] input[name="dia"]', (input) => input.value);
    const hour = await page.$eval('dialog[open] input[name="hora"]', (input) => input.value);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hour).toMatch(/^\d{2}:\d{2}$/);
    // Ahead of the clock, in the company's zone (São Paulo).
    const now = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date());
    expect(`${day} ${hour}` > now).toBe(true);
    await saveScreen(page, 'solicitacao-abrir-e-agendar-1440');
    await page.locator('dialog[open] button::-p-text(Abrir e agendar)').click();
    const link = await page.waitForSelector('::-p-text(virou o chamado) a');
    const orderCode = await link!.evaluate((node) => node.textContent ?? '');
    expect(orderCode).toMatch(/^APP-/);
    await link!.click();
    await page.waitForSelector(`h1::-p-text(${orderCode})`);
    expect(await textOf(page, '.allocation-list__item .table__strong')).toBe('Carlos Andrade');
    const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    expect(await textOf(page, '[data-reagendamento]')).toMatch(
      new RegExp(`para ${dd}/${mm}/${yyyy},? ${hour} · Carlos Andrade$`),
    );
    const lead = await page.$eval('.page__lead', (node) => node.textContent ?? '');
    expect(lead).toContain('O cassete da recepção faz barulho');
    expect(lead).toContain(`Solicitação ${withPhoto.codigo}`);

    await page.goto(`${baseUrl()}/solicitacoes/${other.id}`);
    await page.locator('button::-p-text(Recusar)').click();
    await page.locator('dialog button::-p-text(Recusar)').click();
    await page.waitForSelector('::-p-text(Explique o motivo ao solicitante.)');
    await page.locator('dialog textarea').fill('Fora do escopo do contrato.');
    await page.locator('dialog button::-p-text(Recusar)').click();
    await page.waitForSelector('::-p-text(Motivo enviado ao solicitante)');
    await saveScreen(page, 'solicitacao-recusada-1440');
  });

  it('sends signed-in staff who scan a code to the unit’s page, which shows the code; prints the labels', async () => {
    const { units, supervisor, fixture } = await unitsWithQr();
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}${units[0].path}`);
    await page.waitForSelector('#unit-qr-title');
    expect(new URL(page.url()).pathname).toBe(`/cadastros/equipamentos/${units[0].id}`);
    await page.waitForFunction(
      () => (document.querySelector('.unit-qr__image') as HTMLImageElement | null)?.naturalWidth,
    );
    await saveScreen(page, 'equipamento-qr-1440', true);

    const pdf = await supervisor.raw(`/api/fs/contratos/${fixture.contractId}/etiquetas-qr.pdf`);
    expect(pdf.status).toBe(200);
    mkdirSync(SCREENS, { recursive: true });
    writeFileSync(join(SCREENS, 'etiquetas-qr.pdf'), Buffer.from(await pdf.arrayBuffer()));
  });
});
