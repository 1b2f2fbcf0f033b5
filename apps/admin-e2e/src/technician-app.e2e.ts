import pg from 'pg';
import type { RgmView, ServiceOrderDetail } from '@campo/contracts';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { currentMonth, monthPeriod } from './support/field-service';
import {
  allocatedOrder,
  appReady,
  openApp,
  pickCylinder,
  PHONE,
  TECHNICIAN,
  waiting,
} from './support/technician-app';

describe('technician app (PWA)', () => {
  const browser = useBrowser();

  it('a technician attends an order with no signal, and back online everything is stored once and the RGM counts it', async () => {
    const { supervisor, fixture, order } = await allocatedOrder();
    const { page } = browser;
    // From the admin's start page, a technician is one tap from the app (same session).
    await page.setViewport(PHONE);
    await loginAs(page, 'TECNICO');
    await saveScreen(page, 'tecnico-inicio-painel-390', true);
    await page.locator('a::-p-text(Abrir o aplicativo)').click();
    await appReady(page, order.id);
    await saveScreen(page, 'tecnico-dia-390', true);

    // Installable: a manifest with the app's scope and icons the phone can fetch.
    const manifestHref = await page.$eval('link[rel="manifest"]', (link) =>
      link.getAttribute('href'),
    );
    const manifest = await (await fetch(new URL(manifestHref!, page.url()))).json();
    expect(manifest).toMatchObject({
      start_url: '/tecnico/',
      scope: '/tecnico/',
      display: 'standalone',
      lang: 'pt-BR',
    });
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const response = await fetch(new URL(icon.src, new URL(manifestHref!, page.url())));
      expect([icon.sizes, response.status, response.headers.get('content-type')]).toEqual([
        icon.sizes,
        200,
        'image/png',
      ]);
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    // No signal from here on; the app itself opens from the phone (service worker + IndexedDB).
    await page.setOfflineMode(true);
    await page.reload();
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    await page.waitForSelector(`h1::-p-text(${order.codigo})`);
    await page.waitForSelector('.sync-badge__offline');

    await page.locator('input[name="km"]').fill('12,5');
    await page.locator('button::-p-text(Iniciar atendimento)').click();
    await page.waitForSelector('[data-atendimento="iniciado"]');
    await waiting(page, 1);

    const items = await page.$$eval('fieldset.check-item[data-item]', (nodes) =>
      nodes.map((node) => node.getAttribute('data-item')!),
    );
    expect(items.length).toBeGreaterThan(3);
    // The unit has its type's plan from the day it arrived: the drain's activity is asked.
    const drain = items.find((item) => /dreno/i.test(item))!;
    for (const item of items) {
      const choice = item === drain ? 'nao-conforme' : 'conforme';
      await page.locator(`fieldset[data-item="${item}"] input[value="${choice}"]`).click();
    }
    // "Não conforme" needs a note: refused on the phone until it has one.
    await page.locator('button::-p-text(Salvar checklist)').click();
    await page.waitForSelector(`fieldset[data-item="${drain}"] .field-error`);
    await page
      .locator(`fieldset[data-item="${drain}"] textarea`)
      .fill('Dreno entupido; desobstruído no local');
    await page.locator('button::-p-text(Salvar checklist)').click();
    await waiting(page, 2);

    // The company's causes are offered (kept on the phone); typed words alone are matched too.
    await page.waitForSelector('select[name="causaId"] option::-p-text(Outra)');
    await page.$eval('form[aria-labelledby="os-causa-form"]', (form) => form.scrollIntoView());
    await saveScreen(page, 'tecnico-causa-390');
    await page.locator('textarea[name="causaRaiz"]').fill('Dreno obstruído por sujeira');
    await page.locator('button::-p-text(Salvar causa raiz)').click();
    await waiting(page, 3);

    await page.select('select[name="tipoGas"]', 'R-410A');
    await page.locator('input[name="quantidadeKg"]').fill('1,5');
    await pickCylinder(page);
    await page.locator('button::-p-text(Registrar fluido)').click();
    await page.waitForSelector('[data-fluido-local]');
    await waiting(page, 4);

    // The client's acceptance is not required for this company's correctives.
    await page.locator('input[name="aceite"][value="NENHUM"]').click();
    await page.locator('button::-p-text(Concluir atendimento)').click();
    await page.waitForSelector('.order__badges [data-situacao="CONCLUIDA"]');
    await waiting(page, 5);
    await saveScreen(page, 'tecnico-os-offline-390', true);
    await page.locator('.sync-badge').click();
    await page.waitForSelector('h1::-p-text(Sincronização)');
    expect(await page.$$('ol.plain-list li[data-acao-id]')).toHaveLength(5);
    await saveScreen(page, 'tecnico-sincronizacao-offline-390', true);

    // Signal again: the outbox goes out in order and empties.
    await page.setOfflineMode(false);
    await waiting(page, 0);
    await page.waitForSelector('.sync-badge::-p-text(Sincronizado)');
    expect(await textOf(page, '[data-sync-resumo]')).toBe('Nada aguardando envio.');
    await saveScreen(page, 'tecnico-sincronizacao-online-390', true);
    // Finished today: off the server's open list, still on the phone's day.
    await page.goto(`${baseUrl()}/tecnico/`);
    await page
      .locator(`section[aria-labelledby="dia-CONCLUIDA"] a[data-ordem-id="${order.id}"]`)
      .click();
    await page.waitForSelector('[data-fluido-servidor]');
    expect(await page.$('[data-fluido-local]')).toBeNull();
    await saveScreen(page, 'tecnico-os-sincronizada-390', true);
    await page.setViewport({ width: 1440, height: 900 });
    await saveScreen(page, 'tecnico-os-sincronizada-1440', true);

    // Exactly one of each on the server.
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      const actions = await db.query<{ tipo: string; n: number }>(
        `SELECT tipo, count(*)::int AS n FROM tecnico_acao WHERE ordem_servico_id = $1
          GROUP BY tipo ORDER BY tipo`,
        [order.id],
      );
      expect(actions.rows).toEqual([
        { tipo: 'causa-raiz', n: 1 },
        { tipo: 'checklist', n: 1 },
        { tipo: 'fim', n: 1 },
        { tipo: 'inicio', n: 1 },
      ]);
      const fluids = await db.query<{ tipo_evento: string; kg: string }>(
        `SELECT tipo_evento, quantidade_kg::text AS kg FROM fluido_evento WHERE ordem_servico_id = $1`,
        [order.id],
      );
      expect(fluids.rows).toEqual([{ tipo_evento: 'RECARGA', kg: '1.500' }]);
    } finally {
      await db.end();
    }
    const stored = await supervisor.get<ServiceOrderDetail>(`/api/fs/ordens/${order.id}`);
    expect(stored.situacao).toBe('CONCLUIDA');
    expect(stored.causaRaiz).toBe('Dreno obstruído por sujeira');

    // The month's RGM of the contract counts the order as attended by the technician.
    const rgm = await supervisor.post<RgmView>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      ...monthPeriod(currentMonth()),
    });
    expect(rgm.snapshot.resumo.chamados).toBe(1);
    expect(rgm.snapshot.porTecnico).toEqual([
      expect.objectContaining({ nome: TECHNICIAN.name, ordensAtendidas: 1, km: 12.5 }),
    ]);
    expect(rgm.snapshot.checklist).toContainEqual({ item: drain, naoConformes: 1, respostas: 1 });
    // The words typed are kept; the RGM counts them under the catalogue's entry.
    expect(rgm.snapshot.causasRaiz).toEqual([{ causa: 'Dreno entupido', ocorrencias: 1 }]);
  });

  it('an order cancelled while the technician had no signal: the refused record is shown and kept until discarded', async () => {
    const { supervisor, order } = await allocatedOrder();
    const { page } = browser;
    await openApp(page, order.id);
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    await page.waitForSelector(`h1::-p-text(${order.codigo})`);

    await page.setOfflineMode(true);
    await supervisor.post(`/api/fs/ordens/${order.id}/cancelar`, {
      motivo: 'Cliente resolveu por conta própria',
    });
    await page.locator('button::-p-text(Iniciar atendimento)').click();
    await waiting(page, 1);

    await page.setOfflineMode(false);
    const refused = await page.waitForSelector('.refused[data-codigo="ORDEM_CANCELADA"]');
    expect(await refused!.evaluate((node) => node.textContent)).toContain('foi cancelada');
    await page.waitForSelector('.sync-badge[data-recusados="1"]');
    await saveScreen(page, 'tecnico-recusado-390', true);

    // Still there after reopening the app: kept on the phone, not dropped.
    await page.reload();
    await page.waitForSelector('.sync-badge[data-recusados="1"]');
    await page.locator('.sync-badge').click();
    await page.waitForSelector('.refused[data-codigo="ORDEM_CANCELADA"]');
    await page.locator('button::-p-text(Descartar…)').click();
    await page.locator('button::-p-text(Descartar mesmo)').click();
    await page.waitForSelector('.sync-badge[data-recusados="0"]');
    expect(await page.$('.refused')).toBeNull();
  });
});
