import type { CauseEntry, ServiceOrderDetail } from '@campo/contracts';
import { adminSession, unique } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

const WIDTHS = [1440, 390];

describe('the root-cause catalogue', () => {
  const browser = useBrowser();

  for (const width of WIDTHS) {
    it(`a supervisor adds a cause with synonyms at ${width} px`, async () => {
      const { page } = browser;
      await page.setViewport({ width, height: 900 });
      await loginAs(page, 'SUPERVISOR');
      await openPage(page, '/cadastros/causas', 'Causas raiz');
      await page.waitForSelector('[data-causa="Outra"]');
      const name = unique('Descarga atmosférica');
      await page.locator('form[aria-label="Nova causa"] input[name="nome"]').fill(name);
      await page
        .locator('form[aria-label="Nova causa"] textarea[name="sinonimos"]')
        .fill('Raio; queda de raio');
      await page.locator('button::-p-text(Adicionar ao catálogo)').click();
      await page.waitForSelector(`[data-causa="${name}"]`);
      expect(await textOf(page, `[data-causa="${name}"] .cause-list__synonyms`)).toContain(
        'Raio; queda de raio',
      );
      // No list needs sideways scrolling on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await saveScreen(page, `causas-${width}`, true);

      // Leave the demo's active catalogue as it was.
      await page.locator(`[data-causa="${name}"] button::-p-text(Desativar)`).click();
      await page.waitForSelector(`[data-causa="${name}"] .badge::-p-text(Desativada)`);
    });
  }

  it('closing an order in the admin picks a cause; "Outra" asks for the description', async () => {
    const admin = await adminSession();
    const equipment = await admin.get<{ itens: Array<{ id: string }> }>(
      '/api/dados/equipamento?porPagina=1',
    );
    const order = await admin.post<ServiceOrderDetail>('/api/fs/ordens', {
      equipamentoId: equipment.itens[0].id,
      tipo: 'CORRETIVA',
      descricao: 'Teste de causa (e2e)',
    });
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, `/ordens/${order.id}`, order.codigo);
    await page.locator('button::-p-text(Concluir)').click();
    const causes = await admin.get<CauseEntry[]>('/api/fs/causas');
    const other = causes.find((cause) => cause.outra) as CauseEntry;
    await page.waitForSelector(`dialog select[name="causaId"] option[value="${other.id}"]`);
    await page.select('dialog select[name="causaId"]', other.id);
    await page.locator('dialog button::-p-text(Concluir)').click();
    await page.waitForSelector('::-p-text(Ao escolher “Outra”, descreva a causa.)');
    await page.locator('dialog input[name="causaRaiz"]').fill('Antena caiu sobre a condensadora');
    await saveScreen(page, 'concluir-com-causa');
    await page.locator('dialog button::-p-text(Concluir)').click();
    await page.waitForSelector('dialog', { hidden: true });
    const closed = await admin.get<ServiceOrderDetail>(`/api/fs/ordens/${order.id}`);
    expect(closed).toMatchObject({
      situacao: 'CONCLUIDA',
      causaId: other.id,
      causa: 'Outra',
      causaRaiz: 'Antena caiu sobre a condensadora',
    });
  });

  for (const width of WIDTHS) {
    it(`the admin's home at ${width} px lists what to act on, not the admin's own identity`, async () => {
      const { page } = browser;
      await page.setViewport({ width, height: 900 });
      await loginAs(page, 'ADMIN');
      await page.waitForSelector('.attention [data-attention="sem-tecnico"]');
      const keys = await page.$$eval('.attention__item', (items) =>
        items.map((item) => item.getAttribute('data-attention')),
      );
      expect(keys).toEqual(
        expect.arrayContaining(['sem-tecnico', 'atrasadas', 'fluidos-revisar', 'convites']),
      );
      expect(await page.$('dl.facts')).toBeNull();
      await saveScreen(page, `inicio-admin-${width}`, true);
      await openPage(page, '/empresa/configuracoes', 'Configurações da empresa');
      await page.waitForSelector('::-p-text(Dados que a empresa usa)');
      await saveScreen(page, `configuracoes-${width}`, true);
    });
  }
});
