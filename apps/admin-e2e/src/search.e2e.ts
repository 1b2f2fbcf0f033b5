import type { Page } from 'puppeteer-core';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

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
    // Each order names its contract's client under the contract's code.
    expect(orders.some((row) => row.includes('Hospital Boa Saúde'))).toBe(true);
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
    // The client's code, with its name under it.
    for (const row of contracts) expect(row).toMatch(/CLI-001\s*Hospital Boa Saúde/);
    await saveScreen(page, 'busca-contratos-1440');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'busca-contratos-390');
  });

  it('jumps to any record from the header search, by keyboard and by pointer', async () => {
    const page = browser.page;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    const box = 'input[role="combobox"][name="busca-geral"]';
    const option = (tipo: string) => `.global-search__option[data-tipo="${tipo}"]`;
    /** Types `text` and waits for the list the API answered for it. */
    const type = async (text: string) => {
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/fs/busca' &&
          new URL(response.url()).searchParams.get('busca') === text,
      );
      await page.locator(box).fill(text);
      expect((await answered).ok()).toBe(true);
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true',
        {},
        box,
      );
    };

    // The client, without its accent and by part of its name, chosen with the arrows.
    await type('boa saude');
    await page.waitForSelector(option('CLIENTE'));
    expect(await textOf(page, option('CLIENTE'))).toContain('CLI-001 · Hospital Boa Saúde');
    await saveScreen(page, 'busca-geral-1440');
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('ArrowDown');
      const tipo = await page.$eval(box, (input) => {
        const active = input.getAttribute('aria-activedescendant');
        return active ? document.getElementById(active)?.getAttribute('data-tipo') : null;
      });
      if (tipo === 'CLIENTE') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname.startsWith('/cadastros/clientes/'));
    // The record's page shown, the box is empty again.
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLInputElement).value === '',
      {},
      box,
    );

    // A unit by a piece of its sector, with the pointer.
    await type('cirurg');
    await page.locator(option('EQUIPAMENTO')).click();
    await page.waitForFunction(() => location.pathname.startsWith('/cadastros/equipamentos/'));

    // An order by part of its code: it opens on the order's page.
    await type('os-008');
    const code = (await textOf(page, option('ORDEM'))).split(' · ')[0];
    expect(code).toMatch(/^OS-008/);
    await page.locator(option('ORDEM')).click();
    await page.waitForSelector(`h1::-p-text(${code})`);

    // Nothing found says so; on a phone the box has a row of its own, the list under it.
    await type('xyzzy nada');
    expect(await textOf(page, '.global-search__status')).toBe('Nada encontrado para “xyzzy nada”.');
    await page.setViewport({ width: 390, height: 844 });
    await type('hospital');
    await page.waitForSelector(option('CLIENTE'));
    const [popup, viewport] = await page.evaluate(() => [
      document.querySelector('.global-search__popup')!.getBoundingClientRect().right,
      document.documentElement.clientWidth,
    ]);
    expect(popup).toBeLessThanOrEqual(viewport);
    await saveScreen(page, 'busca-geral-390');
  });
});
