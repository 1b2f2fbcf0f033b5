import type { Page } from 'puppeteer-core';
import type {
  CreatedIngestionToken,
  Page as ListPage,
  RgmSummary,
  RgmView,
} from '@campo/contracts';
import { adminSession, ingestion, unique } from './support/api';
import { baseUrl, loginAs, saveScreen, useBrowser } from './support/browser';
import { previousMonth } from './support/field-service';

const WIDTHS = [1440, 390] as const;

/** Waits until `count` charts inside `scope` are drawn as SVG, and returns their accessible names. */
async function drawnCharts(page: Page, scope: string, count: number): Promise<string[]> {
  const drawn = `${scope} .chart__canvas[data-chart-state="ready"] svg`;
  await page.waitForFunction(
    (selector, expected) => document.querySelectorAll(selector).length >= expected,
    {},
    drawn,
    count,
  );
  return page.$$eval(`${scope} .chart__canvas[data-chart-state="ready"]`, (nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
}

/** The demo company's consolidated RGM of last month (created once, then reused). */
async function lastMonthRgm(): Promise<string> {
  const api = await adminSession('supervisor@demo.local');
  const { year, month } = previousMonth();
  const inicio = `${year}-${String(month).padStart(2, '0')}-01`;
  const fim = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const list = await api.get<ListPage<RgmSummary>>('/api/fs/rgm?porPagina=100');
  const existing = list.itens.find(
    (rgm) => rgm.consolidado && rgm.inicio === inicio && rgm.fim === fim,
  );
  if (existing) return existing.id;
  return (await api.post<RgmView>('/api/fs/rgm', { consolidado: true, inicio, fim })).id;
}

describe('charts with the demo data, at 1440 and 390 px', () => {
  const browser = useBrowser();

  /** A token that sent rows today: one accepted, one refused. */
  let tokenId: string;
  beforeAll(async () => {
    const api = await adminSession();
    const token = await api.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: unique('GRAFICO'),
      entidades: ['cliente'],
    });
    const response = await ingestion(token.token).send('cliente', [
      { codigo: unique('CLI'), nome: 'Cliente do gráfico' },
      { codigo: unique('CLI') },
    ]);
    expect(response.status).toBe(200);
    tokenId = token.id;
  });

  for (const width of WIDTHS) {
    it(`home at ${width} px: what needs attention, and the KPI sparklines`, async () => {
      const { page } = browser;
      await page.setViewport({ width, height: 900 });
      await loginAs(page, 'SUPERVISOR');
      await page.waitForSelector('.attention [data-attention="preventivas"]');
      const titles = await page.$$eval('.attention__title', (nodes) =>
        nodes.map((node) => node.textContent),
      );
      expect(titles).toEqual(
        expect.arrayContaining(['Preventivas atrasadas', 'Alertas de vazamento', 'RGMs a liberar']),
      );
      const names = await drawnCharts(page, '.stats--kpi', 3);
      expect(names.join(' ')).toContain('Chamados nos últimos 12 meses');
      await saveScreen(page, `graficos-inicio-${width}`, true);

      // A technician sees only what a technician can act on.
      await page.browserContext().deleteCookie(...(await page.browserContext().cookies()));
      await loginAs(page, 'TECNICO');
      await page.waitForSelector('.attention [data-attention="preventivas"]');
      expect(await page.$$eval('.attention__item', (nodes) => nodes.length)).toBe(2);
      expect(await page.$('.stats--kpi')).toBeNull();
    });

    it(`RGM at ${width} px: orders per week, SLA, MTTR and root causes, each with its table`, async () => {
      const { page } = browser;
      const id = await lastMonthRgm();
      await page.setViewport({ width, height: 900 });
      await loginAs(page, 'SUPERVISOR');
      await page.goto(`${baseUrl()}/rgm/${id}`);
      const names = await drawnCharts(page, '.chart-grid', 4);
      expect(names[0]).toMatch(
        /^Ordens abertas por semana do período: \d+ preventivas, \d+ corretivas/,
      );
      const tables = await page.$$eval('.chart-grid .chart__data table', (nodes) => nodes.length);
      expect(tables).toBe(4);
      await saveScreen(page, `graficos-rgm-${width}`, true);
      await page.$eval('.chart-grid', (grid) => grid.scrollIntoView());
      await saveScreen(page, `graficos-rgm-${width}-graficos`);
    });

    it(`token page at ${width} px: rows per day over 30 days, and a link to its history`, async () => {
      const { page } = browser;
      await page.setViewport({ width, height: 900 });
      await loginAs(page, 'ADMIN');
      await page.goto(`${baseUrl()}/integracoes/tokens/${tokenId}`);
      const [name] = await drawnCharts(page, '.token-activity', 1);
      expect(name).toMatch(/últimos 30 dias — aceitas: 1; recusadas: 1; sem alteração: 0\.$/);
      await page.$eval('.token-activity', (card) => card.scrollIntoView());
      await saveScreen(page, `graficos-token-${width}`);
      await page.locator('.token-activity a::-p-text(Ver o histórico)').click();
      await page.waitForFunction(
        (id) => location.pathname === '/integracoes/importacoes' && location.search.includes(id),
        {},
        tokenId,
      );
    });

    it(`fluid report at ${width} px: kg per month by gas and tCO2e per sector`, async () => {
      const { page } = browser;
      await page.setViewport({ width, height: 900 });
      await loginAs(page, 'SUPERVISOR');
      await page.goto(`${baseUrl()}/fluidos`);
      const names = await drawnCharts(page, '.fluid-report .chart-grid', 2);
      expect(names[0]).toContain('Quilos de gás recarregados por mês');
      expect(names[1]).toContain('tCO₂e');
      await saveScreen(page, `graficos-fluidos-${width}`, true);
      await page.$eval('.fluid-report .chart-grid', (grid) => grid.scrollIntoView());
      await saveScreen(page, `graficos-fluidos-${width}-graficos`);
    });
  }
});
