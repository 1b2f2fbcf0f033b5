import type { Page } from 'puppeteer-core';
import { adminSession } from './support/api';
import { baseUrl, loginAs, saveScreen, useBrowser } from './support/browser';
import { previousMonth } from './support/field-service';

/** The pages an administrator sees, the ones of issue 16 first. The RGM view is added below. */
const PAGES = [
  '/',
  '/cronograma',
  '/fluidos',
  '/integracoes/tokens',
  '/integracoes/importacoes',
  '/rgm',
  '/dados',
  '/cadastros/contratos',
  '/cadastros/equipamentos',
  '/cadastros/ordens-de-servico',
  '/cadastros/setores',
  '/documentos',
  '/fluidos/registros',
  '/integracoes/planilhas',
  '/integracoes/guia',
  '/integracoes/tokens/novo',
  '/rgm/novo',
  '/rgm/contratos',
  '/empresa/usuarios',
  '/empresa/configuracoes',
  '/empresa/auditoria',
  '/empresa/caixa-de-saida',
  '/minha-conta',
  '/ordens',
  '/fluidos/revisao',
  '/empresa/responsaveis-tecnicos',
  '/empresa/relatorio-de-atendimento',
  '/integracoes/webhooks',
];

const WIDTHS = [1440, 390] as const;

/** Opens `path` and waits until its heading is shown and nothing is loading. */
async function openSettled(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('[role="status"].state--loading') === null,
  );
}

/** How much wider than the viewport the page is (0: it fits). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The innermost elements that reach past the viewport's right edge outside a scroll box, to say what to fix. */
function widest(page: Page) {
  return page.evaluate(() => {
    const past = (node: Element) => node.getBoundingClientRect().right > window.innerWidth + 0.5;
    // An absolutely positioned element escapes the scroll boxes between it and its containing block.
    const clipped = (node: Element) => {
      if (getComputedStyle(node).position === 'absolute') return false;
      for (let up = node.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((node) => past(node) && !clipped(node) && !Array.from(node.children).some(past))
      .slice(0, 3)
      .map((node) => `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}`)
      .join(', ');
  });
}

/**
 * Month grids (the schedule, the fluid log's year): read down a month's column with the
 * equipment pinned on the left, they scroll in their box by design; they are not lists.
 */
const MONTH_GRIDS = 'table.schedule, table.fluid-grid';

/**
 * The lists on the page that need sideways scrolling to read a row, or whose first row's
 * state is outside the viewport: each list's box must hold its table without scrolling.
 */
function sidewaysLists(page: Page) {
  return page.evaluate(
    (grids) =>
      Array.from(document.querySelectorAll<HTMLElement>('.table-wrap'))
        .filter(
          (box) =>
            box.offsetParent !== null && box.querySelector('tbody tr') && !box.querySelector(grids),
        )
        .flatMap((box) => {
          const name = Array.from(box.querySelector('table')?.classList ?? []).join('.');
          const problems: string[] = [];
          if (box.scrollWidth > box.clientWidth)
            problems.push(`${name}: ${box.scrollWidth - box.clientWidth} px sideways`);
          const state = box.querySelector<HTMLElement>('tbody tr [data-card="state"]');
          if (state) {
            const rect = state.getBoundingClientRect();
            if (rect.left < 0 || rect.right > window.innerWidth || rect.width === 0)
              problems.push(`${name}: state outside the viewport`);
          }
          return problems;
        }),
    MONTH_GRIDS,
  );
}

function screenName(path: string, width: number) {
  const name = path === '/' ? 'inicio' : path.slice(1).replace(/[^\w-]+/g, '-');
  return `tela-${width}-${name}`;
}

describe('every page fits a phone and a desktop', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    // The company's consolidated RGM of last month, over the demo's orders (another test may
    // have calculated it already: then the list has it).
    const { year, month, value } = previousMonth();
    const lastDay = new Date(year, month, 0).getDate();
    await adminSession()
      .then((admin) =>
        admin.post('/api/fs/rgm', {
          consolidado: true,
          inicio: `${value}-01`,
          fim: `${value}-${lastDay}`,
        }),
      )
      .catch((error: Error) => {
        if (!error.message.includes('RGM_JA_EXISTE')) throw error;
      });
  });

  for (const width of WIDTHS) {
    it(`has no page wider than a ${width} px viewport`, async () => {
      const { page } = browser;
      await page.setViewport({ width, height: 844 });
      await loginAs(page, 'ADMIN');

      await openSettled(page, '/rgm');
      const rgm = await page.$eval('tr[data-rgm-id] a', (link) => link.getAttribute('href'));
      expect(rgm).toMatch(/^\/rgm\//);

      const tooWide: string[] = [];
      const sideways: string[] = [];
      for (const path of [...PAGES, rgm as string]) {
        await openSettled(page, path);
        const extra = await overflow(page);
        if (extra > 0) tooWide.push(`${path}: ${extra} px (${await widest(page)})`);
        if (width < 720)
          for (const list of await sidewaysLists(page)) sideways.push(`${path} ${list}`);
        await saveScreen(page, screenName(path, width), true);
      }
      // Below 720 px a list is cards: a row's state is read without scrolling sideways.
      expect({ tooWide, sideways }).toEqual({ tooWide: [], sideways: [] });
    });
  }

  it('turns the navigation into a menu on a phone, usable from the keyboard', async () => {
    const { page } = browser;
    await page.setViewport({ width: 390, height: 844 });
    await loginAs(page, 'ADMIN');
    const menu = 'button[aria-controls="navegacao-principal"]';
    const nav = 'nav#navegacao-principal';
    const visible = (selector: string) =>
      page.$eval(selector, (node) => (node as HTMLElement).offsetParent !== null);

    expect(await visible(nav)).toBe(false);
    expect(await page.$eval(menu, (node) => node.getAttribute('aria-expanded'))).toBe('false');

    await page.focus(menu);
    await page.keyboard.press('Enter');
    expect(await visible(nav)).toBe(true);
    expect(await page.$eval(menu, (node) => node.getAttribute('aria-expanded'))).toBe('true');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await saveScreen(page, 'tela-390-menu-aberto', true);

    // Tab goes into the menu; Esc closes it and gives the focus back to its button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.id)).toBe(
      'navegacao-principal',
    );
    await page.keyboard.press('Escape');
    expect(await visible(nav)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'navegacao-principal',
    );

    // Following a link closes the menu.
    await page.click(menu);
    await page.locator(`${nav} a::-p-text(Fluidos)`).click();
    await page.waitForSelector('h1::-p-text(Fluido refrigerante)');
    expect(await visible(nav)).toBe(false);
  });

  it('shows the navigation itself, without a menu button, on a desktop', async () => {
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'ADMIN');
    expect(
      await page.$eval(
        'button[aria-controls="navegacao-principal"]',
        (node) => (node as HTMLElement).offsetParent,
      ),
    ).toBeNull();
    expect(
      await page.$eval('nav#navegacao-principal', (node) => (node as HTMLElement).offsetParent),
    ).not.toBeNull();
  });

  it('loads under 500 KB of script to sign in and reach the start page', async () => {
    const { page } = browser;
    await loginAs(page, 'ADMIN');
    // Raw (decoded) sizes of every script the page fetched: the login, then the start page.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({
          name: entry.name.split('/').pop(),
          size: (entry as PerformanceResourceTiming).decodedBodySize,
        })),
    );
    const total = scripts.reduce((sum, script) => sum + script.size, 0);
    // React alone is over 100 KB: a smaller sum would mean the sizes were not read.
    expect(total).toBeGreaterThan(100_000);
    expect(total).toBeLessThan(500_000);
    // The heavy parts come only when a page asks for them.
    expect(scripts.map((script) => script.name).join(' ')).not.toMatch(/exceljs|document-editor/);
  });
});
