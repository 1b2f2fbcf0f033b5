import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type {
  Page as ListPage,
  PublicReportLinkView,
  Room,
  UnitQrView,
  VisitReportView,
} from '@campo/contracts';
import { adminSession, unique } from './support/api';
import {
  baseUrl,
  DEMO_PASSWORD,
  loginAs,
  openPage,
  saveScreen,
  textOf,
  useBrowser,
} from './support/browser';
import { reportLinkSentTo } from './support/mail';
import { watchDownloads } from './support/pdf';
import { allocatedOrder, openApp, PHONE } from './support/technician-app';

const DESKTOP = { width: 1440, height: 900 };
/** The admin's screens at a phone's width (a viewport change, not a reload into mobile emulation). */
const NARROW = { width: 390, height: 844 };
/** The platform's statement as processor, which every notice carries. */
const PROCESSOR = 'como operadora (LGPD, art. 5º, VII)';

/** The demo company's DPO, set as the ADMIN would in "Configurações". */
async function setOfficer() {
  const officer = {
    nome: 'Joana Encarregada',
    email: `dpo.${unique('e2e').toLowerCase()}@demo.local`,
  };
  await (
    await adminSession()
  ).patch('/api/admin/empresa', {
    encarregado: { ...officer, telefone: '(11) 4000-1234' },
  });
  return officer;
}

/** The page's visible text once `selector` is there. */
async function noticeText(page: Page, selector: string): Promise<string> {
  return textOf(page, selector);
}

function expectNotice(text: string, officer: { nome: string; email: string }) {
  expect(text).toContain('Demo Climatização');
  expect(text).toContain(PROCESSOR);
  expect(text).toContain(officer.nome);
  expect(text).toContain(officer.email);
}

/** The verification code of a sealed visit report (the demo seeds one). */
async function sealedReportCode(): Promise<string> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      'SELECT ordem_servico_id AS id FROM visita_selo ORDER BY selado_em LIMIT 1',
    );
    const report = await (
      await adminSession('supervisor@demo.local')
    ).get<VisitReportView>(`/api/fs/ordens/${rows[0].id}/relatorio`);
    return report.selo!.codigo;
  } finally {
    await db.end();
  }
}

/** The technician does the visit of an allocated order from the app's API: the report is e-mailed. */
async function finishedOrder() {
  const allocated = await allocatedOrder();
  const phone = await adminSession('tecnico@demo.local');
  const now = new Date().toISOString();
  await phone.post(`/api/fs/app/os/${allocated.order.id}/inicio`, { id: randomUUID(), em: now });
  await phone.post(`/api/fs/app/os/${allocated.order.id}/fim`, {
    id: randomUUID(),
    em: new Date().toISOString(),
    causaRaiz: 'Filtro obstruído',
  });
  return allocated;
}

describe('privacy (LGPD): notices, retention, data subjects, report links', () => {
  const browser = useBrowser();

  it('each of the five notices names the company, the platform as processor and the DPO', async () => {
    const { page } = browser;
    const officer = await setOfficer();
    const { supervisor, fixture, order } = await allocatedOrder();

    // The admin's notice, for any signed-in role.
    await page.setViewport(DESKTOP);
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, '/privacidade', 'Aviso de privacidade');
    expectNotice(await noticeText(page, 'article.privacy-notice'), officer);
    await page.locator('button::-p-text(Sair)').click();
    await page.waitForSelector('::-p-text(Entrar na administração)');

    // The technician's app: the footer's link; on a care-area unit, the photo reminder.
    const rooms = await supervisor.post<{ ambientes: Room[] }>(
      `/api/fs/contratos/${fixture.contractId}/ambientes/dos-setores`,
      {},
    );
    const icu = rooms.ambientes.find((room) => room.nome === 'UTI Adulto')!;
    await supervisor.put(`/api/fs/contratos/${fixture.contractId}/ambientes/${icu.id}/area-saude`, {
      classe: 'NIVEL_2',
    });
    const phone = await adminSession('tecnico@demo.local');
    await phone.post(`/api/fs/app/os/${order.id}/inicio`, {
      id: randomUUID(),
      em: new Date().toISOString(),
    });
    await openApp(page, order.id);
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    const reminder = await textOf(page, '[data-lembrete="area-assistencial"]');
    expect(reminder).toContain('Área assistencial');
    expect(reminder).toContain('não fotografe pacientes');
    await page.$eval('[data-lembrete="area-assistencial"]', (node) => node.scrollIntoView());
    await saveScreen(page, 'privacidade-tecnico-lembrete-foto-390');
    await page.locator('footer a::-p-text(Aviso de privacidade)').click();
    expectNotice(await noticeText(page, '.privacy-notice'), officer);
    await saveScreen(page, 'privacidade-tecnico-aviso-390');

    // The client portal: the footer's link.
    const portal = await page.browserContext().browser().createBrowserContext();
    const client = await portal.newPage();
    try {
      await client.setViewport(PHONE);
      await client.goto(`${baseUrl()}/portal/`);
      await client.locator('input[name="email"]').fill('cliente@demo.local');
      await client.locator('input[name="senha"]').fill(DEMO_PASSWORD);
      await client.locator('button[type="submit"]').click();
      await client.locator('footer a::-p-text(Aviso de privacidade)').click();
      expectNotice(await noticeText(client, '.privacy-notice'), officer);
      await saveScreen(client, 'privacidade-portal-aviso-390');
    } finally {
      await portal.close();
    }

    // The unit's QR page: the short notice beside the form, then the full one it links to.
    const [unit] = (
      await supervisor.get<ListPage<{ id: string; codigo: string }>>(
        `/api/dados/equipamento?contrato=${encodeURIComponent(fixture.contractCode)}&codigo=${encodeURIComponent(fixture.equipment[0])}`,
      )
    ).itens;
    const qr = await supervisor.get<UnitQrView>(`/api/fs/equipamentos/${unit.id}/qr`);
    const visitor = await page.browserContext().browser().createBrowserContext();
    const anonymous = await visitor.newPage();
    try {
      await anonymous.setViewport(PHONE);
      await anonymous.goto(`${baseUrl()}${new URL(qr.url).pathname}`);
      const short = await noticeText(anonymous, 'aside.privacy-short');
      expect(short).toContain('Quem trata: Demo Climatização, em nome do cliente');
      expect(short).toContain(`Encarregado de dados: ${officer.nome} (${officer.email})`);
      await Promise.all([
        anonymous.waitForNavigation(),
        anonymous.locator('aside.privacy-short a::-p-text(Aviso de privacidade completo)').click(),
      ]);
      expect(anonymous.url()).toMatch(/\/q\/[^/]+\/privacidade$/);
      expectNotice(await noticeText(anonymous, 'section.privacy'), officer);

      // The public report page's notice, by the report's code.
      const code = await sealedReportCode();
      await anonymous.goto(`${baseUrl()}/v/${code}/privacidade`);
      expectNotice(await noticeText(anonymous, 'section.privacy'), officer);
      await saveScreen(anonymous, 'privacidade-relatorio-publico-390', true);
    } finally {
      await visitor.close();
    }
  });

  it('Retenção: a term outside its bounds is refused in the field; one within them is saved, then reset', async () => {
    const { page } = browser;
    await page.setViewport(DESKTOP);
    await loginAs(page, 'ADMIN');
    await page.locator('a.sidenav__link::-p-text(Retenção)').click();
    await page.waitForSelector('h1::-p-text(Retenção)');
    const row = 'tr[data-categoria="EMAILS_ENVIADOS"]';
    expect(await textOf(page, row)).toContain('30 a 365 dias');

    await page.locator(`${row} button::-p-text(Alterar)`).click();
    const field = 'form.retention-term-form input[name="dias"]';
    await page.locator(field).fill('10');
    await page.locator('form.retention-term-form button::-p-text(Salvar prazo)').click();
    const refusal = await textOf(page, 'form.retention-term-form .field__error');
    expect(refusal).toContain('deve ficar entre 30 e 365 dias');
    expect(await page.$eval(field, (input) => input.getAttribute('aria-invalid'))).toBe('true');
    await saveScreen(page, 'retencao-limite-1440', true);

    await page.locator(field).fill('120');
    await page.locator('form.retention-term-form button::-p-text(Salvar prazo)').click();
    await page.waitForSelector(`${row} ::-p-text(definido pela empresa)`);
    expect(await textOf(page, row)).toContain('120 dias');
    expect(await page.$('form.retention-term-form')).toBeNull();

    await page.locator(`${row} button::-p-text(Alterar)`).click();
    await page.locator('form.retention-term-form button::-p-text(Voltar ao padrão)').click();
    await page.waitForFunction(
      (selector) =>
        !document.querySelector(selector)?.textContent?.includes('definido pela empresa') &&
        document.querySelector(selector)?.textContent?.includes('90 dias'),
      {},
      row,
    );
    await saveScreen(page, 'retencao-1440', true);
    await page.setViewport(NARROW);
    await page.waitForSelector('h1::-p-text(Retenção)');
    await saveScreen(page, 'retencao-390', true);
  });

  it('Retenção: a legal hold on a client is created with its reason and lifted', async () => {
    const { page } = browser;
    const { fixture } = await allocatedOrder();
    await page.setViewport(DESKTOP);
    await loginAs(page, 'ADMIN');
    await openPage(page, '/empresa/retencao', 'Retenção');
    await page.locator('button::-p-text(Novo bloqueio)').click();
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('select[name="clienteId"] option')).some(
          (option) => option.textContent === name,
        ),
      {},
      fixture.clientName,
    );
    const clientId = await page.$eval(
      'select[name="clienteId"]',
      (select, name) =>
        Array.from((select as HTMLSelectElement).options).find((option) => option.text === name)!
          .value,
      fixture.clientName,
    );
    await page.select('select[name="clienteId"]', clientId);
    await page.locator('textarea[name="motivo"]').fill('Processo trabalhista 0001234-56.2026');
    await page.locator('button::-p-text(Criar bloqueio)').click();
    const hold = `tr[data-cliente="${fixture.clientName}"]`;
    await page.waitForSelector(`${hold} ::-p-text(Em vigor)`);
    await saveScreen(page, 'retencao-bloqueio-1440', true);

    await page.locator(`${hold} button::-p-text(Liberar)`).click();
    await page.locator('dialog[open] button::-p-text(Liberar)').click();
    await page.waitForSelector(`${hold} ::-p-text(Liberado)`);
  });

  it('Direitos do titular: the request with its deadline, the lookup, the JSON, the answer', async () => {
    const { page } = browser;
    const { fixture } = await allocatedOrder();
    // A person asks from the QR page, then from its tracking page, about their data.
    const supervisor = await adminSession('supervisor@demo.local');
    const [unit] = (
      await supervisor.get<ListPage<{ id: string }>>(
        `/api/dados/equipamento?contrato=${encodeURIComponent(fixture.contractCode)}&codigo=${encodeURIComponent(fixture.equipment[1])}`,
      )
    ).itens;
    const qr = await supervisor.get<UnitQrView>(`/api/fs/equipamentos/${unit.id}/qr`);
    const phone = `(11) 9${String(Date.now()).slice(-8)}`;
    const name = `Rita ${unique('Titular')}`;
    const form = new FormData();
    form.set('descricao', 'Ar pingando na recepção');
    form.set('urgencia', 'MEDIA');
    form.set('contatoNome', name);
    form.set('contatoTelefone', phone);
    const sent = await fetch(qr.url.replace(/^https?:\/\/[^/]+/, baseUrl()), {
      method: 'POST',
      body: form,
      headers: { Accept: 'text/html' },
    });
    // The tracking page's address, as the answer links it.
    const tracking = /\/q\/acompanhar\/[0-9A-Z]+/.exec(await sent.text())![0];
    const asked = await fetch(`${baseUrl()}${tracking}/privacidade`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ pedido: 'Quero saber quais dados meus vocês guardam.' }),
    });
    expect(asked.status).toBe(201);

    await page.setViewport(DESKTOP);
    await loginAs(page, 'ADMIN');
    await page.locator('a.sidenav__link::-p-text(Direitos do titular)').click();
    await page.waitForSelector('h1::-p-text(Direitos do titular)');
    const request = `tr[data-titular="${name}"]`;
    await page.waitForSelector(`${request} ::-p-text(Aberto)`);
    const deadline = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date(Date.now() + 15 * 86_400_000));
    expect(await textOf(page, request)).toContain(deadline);

    // The lookup by phone: the requester's category, with its purpose and legal basis.
    await page.select('select[name="por"]', 'telefone');
    await page.locator('input[name="telefone"]').fill(phone);
    await page.locator('button::-p-text(Buscar dados)').click();
    const category = '[data-categoria="SOLICITANTE"]';
    const found = await textOf(page, category);
    expect(found).toContain('Finalidade');
    expect(found).toContain('Base legal');
    expect(found).toContain(name);
    await saveScreen(page, 'direitos-do-titular-1440', true);

    const downloads = await watchDownloads(page);
    const downloaded = downloads.next();
    await page.locator('button::-p-text(Baixar JSON)').click();
    const file = await downloaded;
    expect(file.fileName).toBe('dados-do-titular.json');
    const exported = JSON.parse(file.bytes.toString('utf8'));
    expect(exported.titular).toEqual({ telefone: phone });
    expect(JSON.stringify(exported.categorias)).toContain(name);

    await page.setViewport(NARROW);
    await page.waitForSelector(category);
    await saveScreen(page, 'direitos-do-titular-390', true);
    await page.setViewport(DESKTOP);

    // The answer is recorded: the request leaves the open ones.
    await page.locator(`${request} button::-p-text(Atender)`).click();
    await page.locator('dialog[open] textarea[name="resposta"]').fill('Exportação enviada.');
    await page.locator('dialog[open] button::-p-text(Registrar atendimento)').click();
    await page.waitForSelector(`${request} ::-p-text(Atendido)`);

    // The erasure: the preview says what goes and what stays and why; confirmed, it is done.
    await page.locator('button::-p-text(Eliminar dados)').click();
    const previewed = 'dialog[open] [data-eliminacao="previa"] tr[data-categoria="SOLICITANTE"]';
    expect(await textOf(page, previewed)).toContain('Anonimizado');
    expect(await textOf(page, 'dialog[open] tr[data-categoria="PEDIDOS_DO_TITULAR"]')).toContain(
      'art. 16',
    );
    await saveScreen(page, 'eliminacao-previa-1440');
    await page.setViewport(NARROW);
    await saveScreen(page, 'eliminacao-previa-390');
    await page.setViewport(DESKTOP);
    await page.locator('dialog[open] button::-p-text(Eliminar)').click();
    await page.waitForSelector('dialog[open] [data-eliminacao="feita"]');
    await page.locator('dialog[open] button::-p-text(Fechar)').click();
    // Asked again, the export no longer finds the requester's contact.
    await page.waitForFunction((selector) => !document.querySelector(selector), {}, category);
    expect(await textOf(page, '[data-categoria="PEDIDOS_DO_TITULAR"]')).toContain(name);
  });

  it('Links de relatório: a link e-mailed with a report is revoked after a confirmation and stops opening', async () => {
    const { page } = browser;
    const { order, fixture } = await finishedOrder();
    const link = await reportLinkSentTo(fixture.recipient);
    expect((await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl()))).status).toBe(200);

    await page.setViewport(DESKTOP);
    await loginAs(page, 'ADMIN');
    await page.locator('a.sidenav__link::-p-text(Links de relatório)').click();
    await page.waitForSelector('h1::-p-text(Links de relatório)');
    const row = `tr[data-ordem="${order.codigo}"]`;
    await page.waitForSelector(`${row} ::-p-text(Ativo)`);
    await saveScreen(page, 'links-de-relatorio-1440', true);

    await page.locator(`${row} button::-p-text(Revogar)`).click();
    await page.waitForSelector(`dialog[open] ::-p-text(${order.codigo})`);
    await saveScreen(page, 'links-de-relatorio-confirmar-1440');
    await page.locator('dialog[open] button::-p-text(Revogar link)').click();
    await page.waitForSelector(`${row} ::-p-text(Revogado)`);
    expect(await textOf(page, row)).toContain('Administradora Demo');
    expect((await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl()))).status).toBe(404);
    const listed = await (
      await adminSession()
    ).get<PublicReportLinkView[]>('/api/fs/links-de-relatorio');
    expect(listed.find((item) => item.ordem === order.codigo)?.revogadoEm).not.toBeNull();

    await page.setViewport(NARROW);
    await page.waitForSelector(row);
    await saveScreen(page, 'links-de-relatorio-390', true);
  });
});
