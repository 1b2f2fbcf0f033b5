import { loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { currentYear, selectByText, setInputValue } from './support/forms';

// A year without demo events (the demo has the last twelve months), so the report shows only this one.
const DAY = '2024-03-15';

describe('refrigerant gas: the log and the annual report', () => {
  const browser = useBrowser();

  it('lets the supervisor record a leak by hand, see it in that year’s report, and correct it with a reason', async () => {
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Fluidos)').click();
    await page.waitForSelector('h1::-p-text(Fluido refrigerante)');
    await page.locator('.fluids-tabs a::-p-text(Registros)').click();
    await page.waitForSelector('table.fluid-events tbody tr');

    // Record: the equipment's gas comes first; its sector is copied by the server.
    await page.locator('.page-header__actions button::-p-text(Registrar evento)').click();
    await selectByText(page, 'select[name="equipamentoId"]', 'AC-002 ');
    await page.waitForFunction(
      () =>
        (document.querySelector('select[name="tipoGas"]') as HTMLSelectElement).value === 'R-410A',
    );
    await page.select('select[name="tipoEvento"]', 'VAZAMENTO');
    await page.locator('input[name="quantidadeKg"]').fill('1,25');
    await setInputValue(page, 'input[name="dataEvento"]', DAY);
    await saveScreen(page, 'tela-fluidos-registrar');
    await page.locator('form.fluid-form button[type="submit"]').click();
    await page.waitForSelector('[role="status"]::-p-text(Evento de 15/03/2024 registrado)');

    // The log of 2024 has it, with who recorded it.
    await page.select('select[name="ano"]', '2024');
    await page.waitForFunction(
      () => document.querySelectorAll('table.fluid-events tbody tr[data-evento-id]').length === 1,
    );
    const row = await textOf(page, 'table.fluid-events tbody tr[data-evento-id]');
    expect(row).toContain('15/03/2024');
    expect(row).toContain('AC-002');
    expect(row).toContain('Central de esterilização');
    expect(row).toContain('1,25 kg');
    expect(row).toContain('Supervisor Demo');

    // The annual report of 2024 (the filters follow the tab): the leak in March, and the totals.
    await page.locator('.fluids-tabs a::-p-text(Relatório anual)').click();
    const line = 'tbody[data-setor="Central de esterilização"] tr[data-linha="R-410A VAZAMENTO"]';
    await page.waitForSelector(line);
    const cells = await page.$$eval(`${line} td`, (tds) => tds.map((td) => td.textContent?.trim()));
    expect(cells).toEqual([
      'R-410A',
      'Vazamento',
      '',
      '',
      '1,25',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '1,25',
    ]);
    expect(await textOf(page, '[data-testid="fluidos-total-geral"]')).toContain(
      'Vazamento 1,25 kg',
    );
    // A leak is not a recharge: no tCO2e counted.
    expect(await textOf(page, '[data-figure="tco2e"] .stat__value')).toBe('0,00 tCO₂e');
    await saveScreen(page, 'tela-fluidos-relatorio-2024', true);

    // Correct the quantity, with the reason; the history shows both steps.
    await page.locator('.fluids-tabs a::-p-text(Registros)').click();
    await page.waitForSelector('table.fluid-events tbody tr[data-evento-id]');
    const correction = 'form[aria-label="Corrigir evento"]';
    await page.locator('table.fluid-events button::-p-text(Corrigir)').click();
    await page.locator(`${correction} input[name="quantidadeKg"]`).fill('1,5');
    await page
      .locator(`${correction} textarea[name="motivo"]`)
      .fill('Pesagem conferida no cilindro');
    await page.locator(`${correction} button[type="submit"]`).click();
    // Saved, the form closes (once the log and the report have been fetched again); refused, it says why.
    const outcome = await page.waitForFunction(
      (form) => {
        const element = document.querySelector(form);
        if (!element) return 'salvo';
        return element.querySelector('[role="alert"], .field__error')?.textContent ?? false;
      },
      {},
      correction,
    );
    expect(await outcome.jsonValue()).toBe('salvo');
    expect(await textOf(page, 'table.fluid-events tbody tr[data-evento-id]')).toContain('1,50 kg');
    await page.locator('table.fluid-events button::-p-text(Histórico)').click();
    await page.waitForSelector('.fluid-audit ::-p-text(Corrigido)');
    const history = await textOf(page, '.fluid-audit');
    expect(history).toContain('Registrado');
    expect(history).toContain('quantidade: 1,25 kg → 1,50 kg');
    expect(history).toContain('Motivo: Pesagem conferida no cilindro');
    await saveScreen(page, 'tela-fluidos-historico', true);
  });

  it('prints the current year’s report on A4 landscape, with the leak rates flagged', async () => {
    const { page } = browser;
    await loginAs(page, 'TECNICO');
    await page.locator('nav.sidenav a::-p-text(Fluidos)').click();
    await page.waitForSelector('table.fluid-grid');
    // Every role reads the report; the CSV is the same report.
    expect(await page.$eval('a::-p-text(Baixar CSV)', (link) => link.getAttribute('href'))).toBe(
      `/api/fs/fluidos/relatorio-anual?ano=${currentYear()}&formato=csv`,
    );
    expect(
      await page.$$eval('table.leak-rates .badge--danger', (badges) => badges.length),
    ).toBeGreaterThan(0);
    await saveScreen(page, 'tela-fluidos-relatorio', true);

    await page.locator('.page-header__actions a::-p-text(Imprimir)').click();
    await page.waitForSelector(`h1::-p-text(Controle de fluido refrigerante ${currentYear()})`);
    await page.waitForSelector('.print-sheet table.fluid-grid');
    await page.emulateMediaType('print');
    await saveScreen(page, 'tela-fluidos-impressao', true);
    await page.emulateMediaType();
  });
});
