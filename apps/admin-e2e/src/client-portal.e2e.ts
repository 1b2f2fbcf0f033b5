import { randomUUID } from 'node:crypto';
import type { Page as ListPage, RgmView, ServiceOrderDetail } from '@campo/contracts';
import sharp from 'sharp';
import { adminSession } from './support/api';
import {
  baseUrl,
  loginAs,
  openPage,
  saveScreen,
  signIn,
  textOf,
  useBrowser,
} from './support/browser';
import { fieldServiceFixture, monthPeriod, previousMonth } from './support/field-service';
import { isPdf, watchDownloads } from './support/pdf';
import { PHONE } from './support/technician-app';
import { passwordLinkSentTo } from './support/mail';

const PASSWORD = 'portal do hospital azul';

/**
 * The client's side, end to end on a fresh client: the ADMIN invites a person of the
 * client from the client's page; she sets a password, signs in to the portal on a phone,
 * downloads a released RGM and confirms its receipt; opens a request with a photo; the
 * supervisor turns it into a call in "Solicitações"; the client sees the order and, once
 * the technician has finished it, its visit report.
 */
describe('client portal', () => {
  const browser = useBrowser();

  it('takes a client from the invitation to the visit report of its own request', async () => {
    const { page } = browser;
    const supervisor = await adminSession('supervisor@demo.local');
    const fixture = await fieldServiceFixture(true);
    const [client] = (
      await supervisor.get<ListPage<{ id: string; nome: string }>>(
        `/api/dados/cliente?nome=${encodeURIComponent(fixture.clientName)}&porPagina=5`,
      )
    ).itens;
    const rgm = await supervisor.post<RgmView>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      ...monthPeriod(previousMonth()),
    });
    await supervisor.post(`/api/fs/rgm/${rgm.id}/liberar`, {});

    // The ADMIN invites a person of the client, on the client's page.
    const email = `paula.${randomUUID().slice(0, 8)}@cliente.com.br`;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'ADMIN');
    await page.goto(`${baseUrl()}/cadastros/clientes/${client.id}`);
    await page.waitForSelector('[data-client-users]');
    await page.locator('[data-client-users] input[name="nome"]').fill('Paula Gestora');
    await page.locator('[data-client-users] input[name="email"]').fill(email);
    await page.locator('button::-p-text(Convidar para o portal)').click();
    await page.waitForSelector(`li[data-client-user-email="${email}"] ::-p-text(Convite pendente)`);
    await saveScreen(page, 'portal-convite-na-pagina-do-cliente', true);
    await page.locator('a.sidenav__link::-p-text(Caixa de saída)').click();
    const body = await textOf(page, `li[data-outbox-to="${email}"] .outbox__body`);
    expect(body).toContain('com o perfil Cliente');
    expect(body).not.toContain('#token=');
    const link = await passwordLinkSentTo(email);
    await page.locator('button::-p-text(Sair)').click();
    await page.waitForSelector('::-p-text(Entrar na administração)');

    // She sets her password from the link and signs in to the portal, on a phone.
    await page.goto(link);
    await page.locator('input[name="senha"]').fill(PASSWORD);
    await page.locator('input[name="confirmacao"]').fill(PASSWORD);
    await page.locator('button::-p-text(Definir senha)').click();
    await page.waitForSelector('::-p-text(Senha definida)');
    await page.setViewport(PHONE);
    await page.goto(`${baseUrl()}/portal/`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="senha"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForSelector(`h1::-p-text(${fixture.clientName})`);
    expect(await textOf(page, '.card--attention')).toContain(fixture.contractCode);
    await saveScreen(page, 'portal-inicio-390', true);

    // The released RGM: downloaded, then acknowledged; the PDF now prints who and when.
    const downloads = await watchDownloads(page);
    await page.locator('a.tabs__item::-p-text(Relatórios)').click();
    const item = `li[data-rgm="${rgm.id}"]`;
    await page.waitForSelector(`${item} ::-p-text(Aguardando confirmação)`);
    const first = downloads.next();
    await page.locator(`${item} a::-p-text(Baixar PDF)`).click();
    expect(isPdf((await first).bytes)).toBe(true);
    await page.locator(`${item} button::-p-text(Confirmar recebimento)`).click();
    await page.locator(`${item} input[name="nome"]`).fill('Paula Gestora (Engenharia)');
    await page.locator(`${item} button::-p-text(Confirmar)`).click();
    expect(await textOf(page, `${item} [role="status"]`)).toContain(
      'Recebimento confirmado por Paula Gestora (Engenharia)',
    );
    await saveScreen(page, 'portal-rgm-recebido-390', true);
    const printed = await supervisor.raw(`/api/fs/rgm/${rgm.id}`);
    expect((await printed.json()).dados.cienteCliente.nome).toBe('Paula Gestora (Engenharia)');

    // A request with a photo, for one of the units.
    await page.locator('a.tabs__item::-p-text(Solicitações)').click();
    await page.locator('a::-p-text(Nova solicitação)').click();
    await page.waitForSelector('h1::-p-text(Nova solicitação)');
    // The units arrive after the heading: wait for the fixture's unit among the options.
    const unitValue = await page.waitForFunction(
      (tag) =>
        Array.from(
          document.querySelectorAll<HTMLOptionElement>('select[name="equipamentoId"] option'),
        ).find((option) => option.textContent?.startsWith(tag))?.value,
      {},
      fixture.equipment[0],
    );
    const unit = { value: (await unitValue.jsonValue()) as string };
    await page.select('select[name="equipamentoId"]', unit.value);
    await page.locator('textarea[name="descricao"]').fill('Goteira sobre o leito 4');
    await page.locator('input[name="urgencia"][value="ALTA"]').click();
    const photo = await page.waitForSelector('input[name="foto"]');
    await (photo as unknown as { uploadFile: (path: string) => Promise<void> }).uploadFile(
      await photoFile(),
    );
    await page.locator('input[name="contatoTelefone"]').fill('(11) 98888-7777');
    await saveScreen(page, 'portal-nova-solicitacao-390', true);
    await page.locator('button::-p-text(Enviar solicitação)').click();
    const heading = await textOf(page, 'h1::-p-text(Solicitação SOL-)');
    const code = heading.replace('Solicitação ', '');
    await page.waitForSelector('img.photo');
    await saveScreen(page, 'portal-solicitacao-enviada-390', true);

    // The supervisor turns it into a call, in "Solicitações".
    const office = await browser.page.browser().createBrowserContext();
    const desk = await office.newPage();
    await desk.setViewport({ width: 1440, height: 900 });
    await loginAs(desk, 'SUPERVISOR');
    await openPage(desk, '/solicitacoes', 'Solicitações');
    await desk.locator(`a::-p-text(${code})`).click();
    await desk.locator('button::-p-text(Abrir chamado…)').click();
    await desk.locator('dialog[open] button::-p-text(Abrir chamado)').click();
    const orderLink = await desk.waitForSelector('a[href^="/ordens/"]');
    const orderId = (await orderLink!.evaluate((a) => a.getAttribute('href')!)).split('/').pop()!;
    await office.close();

    // The client sees the call on its request and in its orders.
    await page.reload();
    expect(await textOf(page, '.alert--success')).toContain('Virou o chamado');
    const order = await supervisor.get<ServiceOrderDetail>(`/api/fs/ordens/${orderId}`);
    await page.locator('a.tabs__item::-p-text(Ordens)').click();
    await page.waitForSelector(`li[data-ordem="${order.codigo}"] ::-p-text(Aberta)`);
    expect(
      await page.$(`li[data-ordem="${order.codigo}"] a::-p-text(Relatório de atendimento)`),
    ).toBeNull();

    // The technician attends and finishes it; the client gets the visit report.
    await finishAsTechnician(supervisor, orderId);
    await page.reload();
    const done = `li[data-ordem="${order.codigo}"]`;
    await page.waitForSelector(`${done} ::-p-text(Concluída)`);
    const report = downloads.next();
    await page.locator(`${done} a::-p-text(Relatório de atendimento)`).click();
    expect(isPdf((await report).bytes)).toBe(true);
    await saveScreen(page, 'portal-ordem-concluida-390', true);
  });

  it('shows the client its indoor-air analyses on a phone, with the failing parameter', async () => {
    const { page } = browser;
    await page.setViewport(PHONE);
    await signIn(page, 'cliente@demo.local');
    await page.waitForFunction(() => location.pathname.startsWith('/portal'));
    // Every section is in sight at 390 px: the tabs wrap, nothing scrolls sideways.
    await page.waitForSelector('nav.tabs a.tabs__item');
    const outside = await page.$$eval('nav.tabs a.tabs__item', (tabs) =>
      tabs
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        })
        .map((tab) => tab.textContent),
    );
    expect(outside).toEqual([]);
    expect(await page.$$eval('nav.tabs a.tabs__item', (tabs) => tabs.length)).toBe(8);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await saveScreen(page, 'portal-secoes-390');
    await page.locator('a::-p-text(Qualidade do ar)').click();
    await page.waitForSelector('h2::-p-text(Análises)');
    const text = await textOf(page, 'main');
    expect(text).toContain('Não conforme');
    expect(text).toMatch(/Fora do limite: .*[Ff]ungos/);
    expect(text).not.toMatch(/Shopping|CT-2026-003/);
    await saveScreen(page, 'portal-qualidade-do-ar-390', true);
  });

  it('keeps a signed-in client user out of the admin app and the staff API', async () => {
    const { page } = browser;
    await signIn(page, 'cliente@demo.local');
    await page.waitForFunction(() => location.pathname.startsWith('/portal'));
    await page.waitForSelector('h1::-p-text(Hospital Boa Saúde)');
    const statuses = await page.evaluate(async () =>
      Promise.all(
        ['/api/fs/ordens', '/api/dados/cliente', '/api/admin/usuarios'].map(
          async (path) => (await fetch(path)).status,
        ),
      ),
    );
    expect(statuses).toEqual([403, 403, 403]);
  });
});

/** A small real JPEG on disk, for the file input. */
async function photoFile(): Promise<string> {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const path = join(mkdtempSync(join(tmpdir(), 'portal-foto-')), 'goteira.jpg');
  writeFileSync(
    path,
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b8fb3' } })
      .jpeg()
      .toBuffer(),
  );
  return path;
}

/** The demo technician is allocated and does the visit from the app's API. */
async function finishAsTechnician(
  supervisor: Awaited<ReturnType<typeof adminSession>>,
  orderId: string,
) {
  const technicians =
    await supervisor.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
  const technician = technicians.find((candidate) => candidate.nome === 'Técnico Demo')!;
  await supervisor.post(`/api/fs/ordens/${orderId}/alocacoes`, { tecnicoId: technician.id });
  const phone = await adminSession('tecnico@demo.local');
  await phone.post(`/api/fs/app/os/${orderId}/inicio`, {
    id: randomUUID(),
    em: new Date().toISOString(),
    km: 4,
  });
  await phone.post(`/api/fs/app/os/${orderId}/fim`, {
    id: randomUUID(),
    em: new Date().toISOString(),
    causaRaiz: 'Dreno entupido',
  });
}
