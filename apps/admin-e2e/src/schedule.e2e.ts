import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { adminSession } from './support/api';
import { previousMonth } from './support/field-service';
import { currentYear, selectByText } from './support/forms';

const cellCount = (page: import('puppeteer-core').Page, kind: string) =>
  page.$$eval(`table.schedule td[data-cell="${kind}"]`, (cells) => cells.length);

describe('the annual maintenance schedule (cronograma)', () => {
  const browser = useBrowser();

  it('shows a contract’s equipment × month grid with its legend, to every role, and prints it', async () => {
    const { page } = browser;
    // Every role reads the schedule: a technician here.
    await loginAs(page, 'TECNICO');
    await page.locator('nav.sidenav a::-p-text(Cronograma)').click();
    await page.waitForSelector('h1::-p-text(Cronograma anual)');
    expect(
      await page.$eval('select[name="ano"]', (select) => (select as HTMLSelectElement).value),
    ).toBe(String(currentYear()));
    // The whole company first; then the demo company's first contract.
    expect(await textOf(page, '[data-testid="cronograma-escopo"]')).toBe(
      `Toda a empresa · ${currentYear()}`,
    );
    await selectByText(page, 'select[name="contratoId"]', 'CT-2026-001');
    await page.waitForSelector(
      '[data-testid="cronograma-escopo"]::-p-text(CT-2026-001 · Hospital Boa Saúde)',
    );
    await page.waitForSelector('.schedule-panel[aria-busy="false"] table.schedule');

    // The legend names the five cell kinds.
    const legend = await page.$$eval('[data-legend] .schedule-legend__label', (labels) =>
      labels.map((label) => label.textContent),
    );
    expect(legend).toEqual(['Executada', 'Parcial', 'Planejada', 'Atrasada', 'Sem manutenção']);
    // 15 equipment of the contract, 12 months each, executed and planned months among them.
    const rows = await page.$$eval(
      'table.schedule tbody tr[data-equipamento]',
      (trs) => trs.length,
    );
    expect(rows).toBe(15);
    expect(await page.$$eval('table.schedule td[data-cell]', (cells) => cells.length)).toBe(
      15 * 12,
    );
    expect(await cellCount(page, 'executado')).toBeGreaterThan(0);
    expect(await cellCount(page, 'planejado')).toBeGreaterThan(0);
    // Each row says its activities' periodicity codes; each cell explains itself.
    const first = 'table.schedule tbody tr[data-equipamento]';
    expect(await textOf(page, `${first} .schedule__periodicity`)).toMatch(
      /^(D|2D|SM|QZ|MS|BM|TR|QD|SE|AN|H|PT)/,
    );
    expect(
      await page.$eval('td[data-cell="executado"]', (cell) => cell.getAttribute('title')),
    ).toMatch(/^\p{Lu}\p{Ll}+ · Executada: todas as atividades previstas no mês executadas/u);
    await saveScreen(page, 'tela-cronograma-contrato', true);

    // A technician does not generate PMOCs.
    expect(await page.$('.page-header__actions button::-p-text(Gerar PMOC)')).toBeNull();

    // Filter by periodicity: the units with an activity of that code remain, and only they
    // (the code fewest rows have, so the filter removes some where it can).
    const rowCodes = await page.$$eval('table.schedule tbody .schedule__periodicity', (tds) =>
      tds.map((td) =>
        Array.from(td.querySelectorAll('.schedule__code')).map((code) => code.textContent),
      ),
    );
    const rowsWith = (code: string) => rowCodes.filter((codes) => codes.includes(code)).length;
    const [code] = [...new Set(rowCodes.flat())]
      .filter((candidate): candidate is string => Boolean(candidate))
      .sort((a, b) => rowsWith(a) - rowsWith(b));
    await page.select('select[name="periodicidade"]', code);
    await page.waitForFunction(
      (wanted, count) => {
        const tds = Array.from(
          document.querySelectorAll('table.schedule tbody .schedule__periodicity'),
        );
        return (
          tds.length === count &&
          tds.every((td) =>
            Array.from(td.querySelectorAll('.schedule__code')).some(
              (item) => item.textContent === wanted,
            ),
          )
        );
      },
      {},
      code,
      rowsWith(code),
    );
    await page.select('select[name="periodicidade"]', '');

    // The print view: no navigation, the legend and the grid, A4 landscape.
    await page.locator('.page-header__actions a::-p-text(Imprimir)').click();
    await page.waitForSelector('h1::-p-text(Cronograma anual de manutenção)');
    await page.waitForSelector('.print-sheet table.schedule');
    expect(await page.$('nav.sidenav')).toBeNull();
    expect(await textOf(page, '.print-sheet__title')).toContain('CT-2026-001 · Hospital Boa Saúde');
    await page.emulateMediaType('print');
    await saveScreen(page, 'tela-cronograma-impressao', true);
    await page.emulateMediaType();
  });

  it('shows the company’s grid, frozen when computed, in a consolidated RGM’s "Cronograma anual" tab', async () => {
    const { page } = browser;
    // One RGM per scope and period: rgm.e2e computes the previous month's consolidated RGM,
    // so this one takes the month's first half, a period of its own.
    const { value } = previousMonth();
    const rgm = await (
      await adminSession()
    ).post<{ id: string }>('/api/fs/rgm', {
      consolidado: true,
      inicio: `${value}-01`,
      fim: `${value}-15`,
    });
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/rgm/${rgm.id}`);
    await page.waitForSelector('h1 [data-estado="rascunho"]');
    // The charts load on demand above the tabs: a click before they land would hit a chart.
    await page.waitForSelector('.chart-grid');
    await page.locator('[role="tab"]::-p-text(Cronograma anual)').click();
    await page.waitForSelector(
      '[data-aba="cronograma"] [data-cronograma="congelado"] table.schedule',
    );
    // Formulas version 4: as of the calculation (today), the preventive tab's clock.
    const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
      .format(new Date())
      .split('-');
    expect(await textOf(page, '[data-testid="rgm-cronograma-nota"]')).toContain(
      `Situação em ${day}/${month}/${year}, quando o RGM foi calculado, no mesmo relógio da aba Preventivas`,
    );
    // Consolidated: the 60 equipment of the demo's four contracts (and any a test added).
    const rows = await page.$$eval(
      '[data-aba="cronograma"] tr[data-equipamento]',
      (trs) => trs.length,
    );
    expect(rows).toBeGreaterThanOrEqual(60);
    await saveScreen(page, 'tela-rgm-cronograma');
  });
});
