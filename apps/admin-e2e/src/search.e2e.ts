import type { Page } from 'puppeteer-core';
import { loginAs, openPage, saveScreen, useBrowser } from './support/browser';

/**
 * Types into the list's search box and reads the table's rows once the list has drawn the
 * answer to that search: the address changes before React re-renders (and before the
 * request goes out), so the rows are read only after the API answered `busca` and no page
 * is loading over the previous one.
 */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname.startsWith('/api/') &&
      new URL(response.url()).searchParams.get('busca') === text,
  );
  await page.locator('input[type="search"][name="busca"]').fill(text);
  expect((await answered).ok()).toBe(true);
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document.querySelector('.table-wrap tbody tr') !== null,
  );
  return page.$$eval('.table-wrap tbody tr', (rows) =>
    rows.map((row) => row.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
  );
}

describe('search that forgives: part of a word, no accents, any case', () => {
  const browser = useBrowser();

  it('finds an order, a unit and a contract by a piece of what they say', async () => {
    const page = browser.page;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');

    await openPage(page, '/ordens', 'Ordens de serviço');
    const orders = await search(page, 'AC-00');
    expect(orders.length).toBeGreaterThan(0);
    for (const row of orders) expect(row).toMatch(/AC-00\d/);
    await saveScreen(page, 'busca-ordens-1440');

    await openPage(page, '/cadastros/equipamentos', 'Equipamentos');
    const units = await search(page, 'HI-WAL');
    expect(units.length).toBeGreaterThan(0);
    for (const row of units) expect(row).toContain('Split hi-wall');

    await openPage(page, '/cadastros/clientes', 'Clientes');
    expect(await search(page, 'boa saude')).toEqual([
      expect.stringContaining('Hospital Boa Saúde'),
    ]);

    await openPage(page, '/solicitacoes?situacao=todas', 'Solicitações');
    const requests = await search(page, 'BALDE');
    expect(requests.length).toBeGreaterThan(0);
    for (const row of requests) expect(row).toContain('balde');

    await openPage(page, '/cadastros/contratos', 'Contratos');
    const contracts = await search(page, 'cli-001');
    expect(contracts.length).toBeGreaterThan(0);
    for (const row of contracts) expect(row).toContain('CLI-001');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'busca-contratos-390');
  });
});
