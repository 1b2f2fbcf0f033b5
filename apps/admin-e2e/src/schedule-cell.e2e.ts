import type { Page } from 'puppeteer-core';
import type { CreatedIngestionToken, ScheduleGrid } from '@campo/contracts';
import { adminSession, ingestion, unique } from './support/api';
import { loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { currentYear, selectByText } from './support/forms';

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

/** The equipment and month of the first cell of a kind, as `focusedCell` names it. */
const firstCell = (page: Page, kind: string) =>
  page.$eval(
    `table.schedule td[data-cell="${kind}"]`,
    (cell) =>
      `${cell.closest('tr')!.getAttribute('data-equipamento')}/${cell.getAttribute('data-mes')}`,
  );

const cellButton = (id: string) => {
  const [equipment, month] = id.split('/');
  return `table.schedule tr[data-equipamento="${equipment}"] td[data-mes="${month}"] button`;
};

describe('the annual grid answers "why"', () => {
  const browser = useBrowser();

  it('opens a cell by click: the month’s executions with links to their orders; Esc closes and the focus returns', async () => {
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Cronograma)').click();
    await page.waitForSelector('h1::-p-text(Cronograma anual)');
    await selectByText(page, 'select[name="contratoId"]', 'CT-2026-001');
    await page.waitForSelector(
      '[data-testid="cronograma-escopo"]::-p-text(CT-2026-001 · Hospital Boa Saúde)',
    );
    await page.waitForSelector('.schedule-panel[aria-busy="false"] table.schedule');

    const executed = await firstCell(page, 'executado');
    await page.locator(cellButton(executed)).click();
    await page.waitForSelector(`${DIALOG} [data-testid="execucoes"]`);
    expect(await textOf(page, `${DIALOG} .dialog__title`)).toContain(executed.split('/')[0]);
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain('Executada');
    const orderLinks = await page.$$eval(`${DIALOG} [data-testid="execucoes"] a`, (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(orderLinks.length).toBeGreaterThan(0);
    for (const href of orderLinks) expect(href).toMatch(/^\/dados\/ordem_servico\/[0-9a-f-]{36}$/);
    // "Última preventiva" is a date here, and the same one the equipment's page shows.
    const last = await textOf(page, `${DIALOG} [data-testid="ultima-preventiva"]`);
    expect(last).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.setViewport({ width: 1440, height: 900 });
    await saveScreen(page, 'tela-cronograma-detalhe-celula');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-cronograma-detalhe-celula-390');
    await page.setViewport({ width: 1280, height: 800 });

    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await focusedCell(page)).toBe(executed);

    // The order behind the execution opens from the detail.
    await page.locator(cellButton(executed)).click();
    await page.waitForSelector(`${DIALOG} [data-testid="execucoes"] a`);
    const orderCode = await textOf(page, `${DIALOG} [data-testid="execucoes"] a`);
    await page.locator(`${DIALOG} [data-testid="execucoes"] a`).click();
    await page.waitForFunction(() => window.location.pathname.startsWith('/dados/ordem_servico/'));
    await page.waitForSelector(`dl.record ::-p-text(${orderCode})`);
  });

  it('opens a cell from the keyboard (Enter, Space) with the date its plan projects', async () => {
    const { page } = browser;
    await loginAs(page, 'TECNICO');
    await page.locator('nav.sidenav a::-p-text(Cronograma)').click();
    await page.waitForSelector('.schedule-panel[aria-busy="false"] table.schedule');

    const planned = await firstCell(page, 'planejado');
    await page.$eval(cellButton(planned), (button) => (button as HTMLButtonElement).focus());
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${DIALOG} [data-testid="previstas"]`);
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain('Planejada');
    expect(await textOf(page, `${DIALOG} [data-testid="previstas"]`)).toMatch(
      /\d{2}\/\d{2}\/\d{4} · plano/,
    );
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

  it('marks the month of a visit slipped into the next one executed, as the RGM counts it, and names that visit', async () => {
    // A contract of its own (other tests count the demo contracts' rows), with a monthly plan
    // last year: due 30/01 done 30/01; due 28/02 done 03/03 (three days into March, within
    // half a step: February was done); re-anchored, due 03/04 and missed; due 03/05 done 10/05.
    const admin = await adminSession();
    const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: unique('CRONOGRAMA'),
      entidades: ['cliente', 'contrato', 'equipamento'],
    });
    const [client, contract, code] = [unique('CLI'), unique('CT'), unique('AC')];
    const send = async (entity: string, row: object) =>
      expect((await (await ingestion(token).send(entity, [row])).json()).dados.gravadas).toBe(1);
    await send('cliente', { codigo: client, nome: 'Cliente do percurso' });
    await send('contrato', { codigo: contract, cliente: client });
    await send('equipamento', { codigo: code, contrato: contract, setor: 'UTI' });
    const year = currentYear() - 1;
    const grid = await admin.get<ScheduleGrid>(`/api/fs/cronograma?ano=${year}`);
    const row = grid.linhas.find((line) => line.codigo === code);
    if (!row) throw new Error(`${code} não está no cronograma de ${year}`);
    const equipamentoId = row.equipamentoId;
    const plan = await admin.post<{ id: string }>('/api/fs/planos', {
      equipamentoId,
      periodicidade: 'MS',
      inicio: `${year}-01-30`,
    });
    for (const data of [`${year}-01-30`, `${year}-03-03`, `${year}-05-10`])
      await admin.post(`/api/fs/planos/${plan.id}/execucoes`, { data });

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Cronograma)').click();
    await page.waitForSelector('h1::-p-text(Cronograma anual)');
    await page.select('select[name="ano"]', String(year));
    const contractId = await selectByText(page, 'select[name="contratoId"]', contract);
    await page.waitForSelector(`table.schedule tr[data-equipamento="${code}"]`);
    const cells = await page.$$eval(
      `table.schedule tr[data-equipamento="${code}"] td[data-cell]`,
      (tds) => tds.map((td) => td.getAttribute('data-cell')),
    );
    expect(cells.slice(0, 5)).toEqual([
      'executado',
      'executado',
      'executado',
      'atrasado',
      'executado',
    ]);

    await page.locator(cellButton(`${code}/2`)).click();
    await page.waitForSelector(`${DIALOG} [data-testid="previstas"]`);
    expect(await textOf(page, `${DIALOG} .schedule-detail__status`)).toContain('Executada');
    expect(await textOf(page, `${DIALOG} [data-testid="previstas"]`)).toContain(
      `28/02/${year} · plano mensal (MS) · feita em 03/03/${year}`,
    );
    expect(await textOf(page, `${DIALOG} [data-testid="execucoes"]`)).toContain(
      `03/03/${year} · plano mensal`,
    );
    expect(await textOf(page, `${DIALOG} [data-testid="execucoes"]`)).toContain(
      `atendeu a data de 28/02/${year}`,
    );
    await saveScreen(page, 'tela-cronograma-visita-no-mes-seguinte');
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });

    // The RGM of that February counts the same visit, on time.
    const rgm = await admin.post<{
      snapshot: {
        preventivas: {
          porEquipamento: Array<{
            ocorrencias: Array<{ prevista: string; executada: string; situacao: string }>;
          }>;
        };
      };
    }>('/api/fs/rgm', { contratoId: contractId, inicio: `${year}-02-01`, fim: `${year}-02-28` });
    expect(rgm.snapshot.preventivas.porEquipamento[0].ocorrencias).toMatchObject([
      { prevista: `${year}-02-28`, executada: `${year}-03-03`, situacao: 'no_prazo' },
    ]);
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
