import type { Page } from 'puppeteer-core';
import type { RgmSnapshot } from '@campo/contracts';
import { adminSession } from './support/api';
import { loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { selectByText } from './support/forms';
import {
  DRAIN,
  FILTERS,
  INSULATION,
  NOT_APPLICABLE_REASON,
  type ScheduleFixture,
  scheduleFixture,
} from './support/schedule-fixture';
const DIALOG = 'dialog[open][data-testid="detalhe-celula"]';

/** Which cell has the focus: its equipment and month, or null when it is not a grid cell. */
const focusedCell = (page: Page) =>
  page.evaluate(() => {
    const cell = document.activeElement?.closest('td[data-mes]');
    const row = cell?.closest('tr[data-equipamento]');
    return cell && row
      ? `${row.getAttribute('data-equipamento')}/${cell.getAttribute('data-mes')}`
      : null;
  });

/** The first cell of a kind in an equipment's row, as `focusedCell` names it. */
const firstCell = async (page: Page, code: string, kind: string) =>
  `${code}/${await page.$eval(
    `table.schedule tr[data-equipamento="${code}"] td[data-cell="${kind}"]`,
    (cell) => cell.getAttribute('data-mes'),
  )}`;

const cellButton = (id: string) => {
  const [equipment, month] = id.split('/');
  return `table.schedule tr[data-equipamento="${equipment}"] td[data-mes="${month}"] button`;
};

/** The fixture's grid of `year` on screen, as a supervisor opens it from the menu. */
async function openGrid(page: Page, fixture: ScheduleFixture, year: number) {
  await loginAs(page, 'SUPERVISOR');
  await page.locator('nav.sidenav a::-p-text(Cronograma)').click();
  await page.waitForSelector('h1::-p-text(Cronograma anual)');
  await page.select('select[name="ano"]', String(year));
  await selectByText(page, 'select[name="contratoId"]', fixture.contract);
  await page.waitForSelector(`[data-testid="cronograma-escopo"]::-p-text(${fixture.contract})`);
  await page.waitForSelector(
    `.schedule-panel[aria-busy="false"][data-ano="${year}"] tr[data-equipamento="${fixture.code}"]`,
  );
}

/** The dialog's dates of one activity: `dd/mm/yyyy <state>` each. */
const datesOf = (page: Page, activity: string) =>
  page.$$eval(`${DIALOG} [data-testid="previstas"] li[data-atividade="${activity}"] li`, (items) =>
    items.map(
      (item) =>
        `${item.getAttribute('data-estado')} ${item.textContent?.replace(/\s+/g, ' ').trim()}`,
    ),
  );

describe('the annual grid answers "why"', () => {
  const browser = useBrowser();

  it('opens a cell by click: the month’s dates per activity and its visit with each result and the order; Esc closes and the focus returns', async () => {
    const fixture = await scheduleFixture();
    const { page } = browser;
    await openGrid(page, fixture, fixture.year);
    const january = `${fixture.code}/1`;
    await page.locator(cellButton(january)).click();
    await page.waitForSelector(`${DIALOG} [data-testid="execucoes"]`);
    expect(await textOf(page, `${DIALOG} .dialog__title`)).toBe(
      `${fixture.code} · janeiro de ${fixture.year}`,
    );
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain(
      'Executada: todas as atividades previstas no mês executadas',
    );
    // Each activity's date of the month, and what became of it.
    expect(await datesOf(page, FILTERS)).toEqual([
      `feita 30/01/${fixture.year} feita em 30/01/${fixture.year}`,
    ]);
    expect(await datesOf(page, INSULATION)).toEqual([
      `nao_se_aplica 30/01/${fixture.year} não se aplica`,
    ]);
    // One visit, its order and technician, and each activity's result (with the reason).
    const visit = `${DIALOG} [data-testid="execucoes"] > li`;
    expect(await page.$$eval(visit, (items) => items.length)).toBe(1);
    expect(await textOf(page, `${visit} .schedule-detail__activity`)).toBe(
      `30/01/${fixture.year} · ${fixture.code}-OS1 · Técnico Demo`,
    );
    const results = await page.$$eval(`${visit} li[data-resultado]`, (items) =>
      items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()).sort(),
    );
    expect(results).toEqual(
      [
        `${DRAIN} Conforme`,
        `${FILTERS} Conforme`,
        `${INSULATION} Não se aplica motivo: ${NOT_APPLICABLE_REASON}`,
      ].sort(),
    );
    expect(await page.$eval(`${visit} a`, (link) => link.getAttribute('href'))).toBe(
      `/dados/ordem_servico/${fixture.orders.jan}`,
    );
    // "Última preventiva" is the unit's last execution (10/05), the equipment page's value.
    expect(await textOf(page, `${DIALOG} [data-testid="ultima-preventiva"]`)).toBe(
      `10/05/${fixture.year}`,
    );

    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusedCell(page)).toBe(january);

    // The order behind the visit opens from the detail.
    await page.locator(cellButton(january)).click();
    await page.waitForSelector(`${visit} a`);
    await page.locator(`${visit} a`).click();
    await page.waitForFunction(() => window.location.pathname.startsWith('/dados/ordem_servico/'));
    await page.waitForSelector(`dl.record ::-p-text(${fixture.code}-OS1)`);
  });

  it('opens a cell from the keyboard (Enter, Space) with the dates its activities are due', async () => {
    const fixture = await scheduleFixture();
    const { page } = browser;
    // This year: every month after the fixture's history is owed (missed, or planned ahead).
    const year = fixture.year + 1;
    await openGrid(page, fixture, year);
    const planned = await firstCell(page, fixture.code, 'planejado');
    await page.$eval(cellButton(planned), (button) => (button as HTMLButtonElement).focus());
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${DIALOG} [data-testid="previstas"]`);
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain('Planejada:');
    expect(await datesOf(page, FILTERS)).toEqual([
      expect.stringMatching(
        /^pendente \d{2}\/\d{2}\/\d{4} pendente \(prazo até \d{2}\/\d{2}\/\d{4}\)$/,
      ),
    ]);
    // The dialog holds the focus: its "Fechar" button is reachable, the grid behind is not.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusedCell(page)).toBe(planned);

    await page.keyboard.press('Space');
    await page.waitForSelector(`${DIALOG} [data-testid="previstas"]`);
    await page.locator(`${DIALOG} button::-p-text(Fechar)`).click();
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusedCell(page)).toBe(planned);
  });

  it('reads a month partial when one activity was done and another missed, and a visit slipped into the next month as serving its date, as the RGM counts them', async () => {
    const fixture = await scheduleFixture();
    const { code, year } = fixture;
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await openGrid(page, fixture, year);
    const row = `table.schedule tr[data-equipamento="${code}"]`;
    const cells = await page.$$eval(`${row} td[data-cell]`, (tds) =>
      tds.map((td) => td.getAttribute('data-cell')),
    );
    expect(cells.slice(0, 5)).toEqual([
      'executado',
      'executado',
      'executado',
      'parcial',
      'executado',
    ]);
    // The partial month explains itself without colour: its mark, its name and its meaning.
    const april = `${row} td[data-mes="4"]`;
    expect(await textOf(page, `${april} .schedule-cell__mark`)).toBe('½');
    expect(await page.$eval(april, (cell) => cell.getAttribute('title'))).toBe(
      'Abril · Parcial: parte das atividades do mês feita, parte pendente (não executada ou ainda no prazo).',
    );
    expect(await page.$eval(`${april} button`, (button) => button.getAttribute('aria-label'))).toBe(
      `${code} abril: Parcial. Ver detalhes`,
    );
    expect(await textOf(page, '[data-legend="parcial"]')).toMatch(/^½Parcial \d+$/);

    await page.locator(cellButton(`${code}/4`)).click();
    await page.waitForSelector(`${DIALOG} [data-testid="previstas"]`);
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain(
      'Parcial: parte das atividades do mês feita, parte pendente',
    );
    expect(await datesOf(page, FILTERS)).toEqual([
      `nao_executada 03/04/${year} não executada (prazo até 06/04/${year})`,
    ]);
    expect(await datesOf(page, DRAIN)).toEqual([`feita 30/04/${year} feita em 10/05/${year}`]);
    // April had no visit: May's is listed for the drain's date it served, not for the filters'.
    expect(
      await textOf(page, `${DIALOG} [data-testid="execucoes"] .schedule-detail__activity`),
    ).toBe(`10/05/${year} · ${code}-OS3 · Técnico Demo`);
    expect(
      await page.$$eval(`${DIALOG} [data-testid="execucoes"] li[data-resultado]`, (items) =>
        items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()),
      ),
    ).toEqual([`${DRAIN} Conforme · atendeu a data de 30/04/${year}`]);
    await saveScreen(page, 'tela-cronograma-celula-parcial');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });

    // February's date was served on 03/03: the March visit is listed and says so.
    await page.locator(cellButton(`${code}/2`)).click();
    await page.waitForSelector(`${DIALOG} [data-testid="execucoes"]`);
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain('Executada:');
    expect(await datesOf(page, FILTERS)).toEqual([`feita 28/02/${year} feita em 03/03/${year}`]);
    expect(await textOf(page, `${DIALOG} [data-testid="execucoes"]`)).toContain(
      `03/03/${year} · ${code}-OS2`,
    );
    expect(await textOf(page, `${DIALOG} [data-testid="execucoes"] li[data-resultado]`)).toBe(
      `${FILTERS} Conforme · atendeu a data de 28/02/${year}`,
    );
    await saveScreen(page, 'tela-cronograma-visita-no-mes-seguinte');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });

    // The RGM of January to April counts the same dates, each activity's on its own.
    const admin = await adminSession();
    const rgm = await admin.post<{ snapshot: RgmSnapshot }>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      inicio: `${year}-01-01`,
      fim: `${year}-04-30`,
    });
    const preventives = rgm.snapshot.preventivas!;
    expect(preventives.porEquipamento[0].ocorrencias).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          atividade: FILTERS,
          prevista: `${year}-02-28`,
          executada: `${year}-03-03`,
          situacao: 'no_prazo',
        }),
        expect.objectContaining({
          atividade: FILTERS,
          prevista: `${year}-04-03`,
          situacao: 'nao_executada',
        }),
        expect.objectContaining({
          atividade: DRAIN,
          prevista: `${year}-04-30`,
          executada: `${year}-05-10`,
          situacao: 'fora_do_prazo',
        }),
        expect.objectContaining({ atividade: INSULATION, situacao: 'nao_se_aplica' }),
      ]),
    );
    expect(preventives.resumo).toMatchObject({
      previstas: 5,
      executadas: 4,
      noPrazo: 3,
      foraDoPrazo: 1,
      naoExecutadas: 1,
      naoSeAplica: 1,
      aVencer: 0,
      conformidadePercentual: 80,
      noPrazoPercentual: 60,
    });
  });

  it('keeps the month header in view while the grid scrolls', async () => {
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Cronograma)').click();
    await page.waitForSelector('.schedule-panel[aria-busy="false"] table.schedule');
    const offset = await page.$eval('.schedule-wrap', (wrap) => {
      wrap.scrollTop = 900;
      const header = wrap.querySelector('thead th.schedule__month')!;
      return {
        scrolled: wrap.scrollTop,
        gap: header.getBoundingClientRect().top - wrap.getBoundingClientRect().top,
      };
    });
    expect(offset.scrolled).toBeGreaterThan(0);
    expect(Math.abs(offset.gap)).toBeLessThanOrEqual(2);
    await saveScreen(page, 'tela-cronograma-cabecalho-fixo');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-cronograma-390');
    await page.setViewport({ width: 1440, height: 900 });
    await page.$eval('.schedule-wrap', (wrap) => (wrap.scrollTop = 0));
    await saveScreen(page, 'tela-cronograma-1440');
  });
});
