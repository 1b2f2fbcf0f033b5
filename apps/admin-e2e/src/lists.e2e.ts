import ExcelJS from 'exceljs';
import type { CreatedIngestionToken, Page as ListPage } from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession, ingestion, unique } from './support/api';
import { loginAs, openPage, saveScreen, useBrowser } from './support/browser';
import { type Download, watchDownloads } from './support/pdf';

/** The texts of one column (1-based) of the list's table, row by row. */
function column(page: Page, index: number) {
  return page.$$eval(`.table-wrap tbody tr td:nth-child(${index})`, (cells) =>
    cells.map((cell) => cell.textContent?.trim() ?? ''),
  );
}

/** The `aria-sort` of the header that reads `header` (null: not the sort). */
function ariaSort(page: Page, header: string) {
  return page.$$eval(
    'thead th',
    (cells, label) =>
      cells.find((th) => th.textContent?.trim().startsWith(label))?.getAttribute('aria-sort') ??
      null,
    header,
  );
}

async function clickHeader(page: Page, header: string, expected: 'ascending' | 'descending') {
  await page.locator(`th button::-p-text(${header})`).click();
  await page.waitForFunction(
    (label, sort) =>
      Array.from(document.querySelectorAll('th[aria-sort]')).some(
        (th) => th.textContent?.includes(label) && th.getAttribute('aria-sort') === sort,
      ) && !document.querySelector('[aria-busy="true"]'),
    {},
    header,
    expected,
  );
}

async function exportAs(page: Page, downloads: { next: () => Promise<Download> }, format: string) {
  const downloaded = downloads.next();
  await page.locator(`.export-buttons button[data-formato="${format}"]`).click();
  return downloaded;
}

/** A CSV as exported: BOM, `;`, CRLF; naive split (the test's values have no `;` or quotes). */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('lists people can work with: sort by a column, export what is filtered', () => {
  const browser = useBrowser();

  it('sorts the token list by its headers and exports it as CSV', async () => {
    const admin = await adminSession();
    const prefix = unique('LISTA');
    for (const letter of ['B', 'C', 'A']) {
      await admin.post('/api/admin/tokens-ingestao', {
        nome: `${prefix} ${letter}`,
        entidades: ['ativo_informacao'],
      });
    }
    const ours = async () =>
      (await column(browser.page, 1))
        .filter((name) => name.startsWith(prefix))
        .map((n) => n[prefix.length + 1]);

    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, '/integracoes/tokens', 'Tokens de ingestão');
    await page.waitForSelector('tr[data-token-id]');
    // Newest first, as the API sends them, until a header is clicked.
    expect(await ours()).toEqual(['A', 'C', 'B']);
    expect(await ariaSort(page, 'Nome / prefixo')).toBeNull();

    await clickHeader(page, 'Nome / prefixo', 'ascending');
    expect(await ours()).toEqual(['A', 'B', 'C']);
    await clickHeader(page, 'Nome / prefixo', 'descending');
    expect(await ours()).toEqual(['C', 'B', 'A']);
    expect(new URL(page.url()).searchParams.get('ordenar')).toBe('-nome');
    await saveScreen(page, 'tela-lista-tokens-ordenada');

    const downloads = await watchDownloads(page);
    const file = await exportAs(page, downloads, 'csv');
    expect(file.fileName).toMatch(/^tokens-de-ingestao-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRows(file.bytes);
    expect(header).toEqual([
      'Nome / prefixo',
      'Prefixo',
      'Modo',
      'Escopo',
      'Estado',
      'Validade',
      'Último uso',
    ]);
    const exported = rows.filter((row) => row[0].startsWith(prefix));
    // In the order on screen, with the labels people read.
    expect(exported.map((row) => row[0].slice(-1))).toEqual(['C', 'B', 'A']);
    expect(exported[0].slice(2)).toEqual([
      'Atualizar ou criar',
      'ativo_informacao',
      'Ativo',
      'Sem validade',
      'Nunca usado',
    ]);
  });

  it('sorts the import history on the server and exports every filtered batch as XLSX', async () => {
    const admin = await adminSession();
    const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: unique('Histórico ordenado'),
      entidades: ['ativo_informacao'],
    });
    for (const size of [2, 5, 1]) {
      const rows = Array.from({ length: size }, () => ({ codigo: unique('HIST'), nome: 'x' }));
      expect((await ingestion(token).send('ativo_informacao', rows)).ok).toBe(true);
    }
    const everything = await admin.get<ListPage<{ totalLinhas: number }>>(
      '/api/admin/importacoes?entidade=ativo_informacao&porPagina=200',
    );
    const largest = Math.max(...everything.itens.map((batch) => batch.totalLinhas));

    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, '/integracoes/importacoes?entidade=ativo_informacao', 'Histórico');
    await page.waitForSelector('.table-wrap tbody tr');
    expect(await ariaSort(page, 'Recebido em')).toBe('descending');

    await clickHeader(page, 'Recebidas', 'descending');
    expect(new URL(page.url()).searchParams.get('ordenar')).toBe('-totalLinhas');
    const counts = (await column(page, 3)).map(Number);
    expect(counts[0]).toBe(largest);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await saveScreen(page, 'tela-lista-historico-ordenado');

    const downloads = await watchDownloads(page);
    const file = await exportAs(page, downloads, 'xlsx');
    expect(file.fileName).toMatch(/^historico-de-importacoes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await xlsxRows(file.bytes);
    expect(header.slice(0, 5)).toEqual([
      'Recebido em / origem',
      'Origem',
      'Entidade / modo',
      'Modo',
      'Recebidas',
    ]);
    // Every batch of the filter, not only the page on screen, in the chosen order, numbers as numbers.
    expect(rows).toHaveLength(everything.total);
    expect(rows.map((row) => row[4])).toEqual(
      everything.itens.map((batch) => batch.totalLinhas).sort((a, b) => b - a),
    );
  });

  it('sorts the equipment on the server, keeps the order with a filter, and exports the filter', async () => {
    const admin = await adminSession();
    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, '/cadastros/equipamentos', 'Equipamentos');
    await page.waitForSelector('.table-wrap tbody tr');

    await clickHeader(page, 'Setor', 'ascending');
    const sorted = await admin.get<ListPage<{ codigo: string }>>(
      '/api/dados/equipamento?ordenar=setor&porPagina=25',
    );
    expect(await column(page, 1)).toEqual(sorted.itens.map((equipment) => equipment.codigo));

    // A filter keeps the order; the export has every filtered record, with the labels as headers.
    await page.locator('input[name="contrato"]').fill('CT-2026-001');
    await page.locator('.filters button[type="submit"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('contrato'));
    expect(new URL(page.url()).searchParams.get('ordenar')).toBe('setor');
    const filtered = await admin.get<ListPage<{ codigo: string }>>(
      '/api/dados/equipamento?contrato=CT-2026-001&ordenar=setor&porPagina=200',
    );
    const downloads = await watchDownloads(page);
    const file = await exportAs(page, downloads, 'csv');
    const [header, ...rows] = csvRows(file.bytes);
    expect(header.slice(0, 3)).toEqual(['Código (TAG)', 'Contrato', 'Setor']);
    expect(rows.map((row) => row[0])).toEqual(filtered.itens.map((equipment) => equipment.codigo));
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['CT-2026-001']));
  });

  it('lists service orders newest first', async () => {
    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, '/cadastros/ordens-de-servico', 'Registros de ordens de serviço');
    await page.waitForSelector('.table-wrap tbody tr');
    expect(await ariaSort(page, 'Abertura')).toBe('descending');
    expect(new URL(page.url()).searchParams.get('ordenar')).toBeNull();
  });

  it('names fields by their labels on a record page and in a batch’s messages', async () => {
    const admin = await adminSession();
    const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: unique('Rótulos'),
      entidades: ['ativo_informacao'],
    });
    // A row without its required name: the API says `nome:` to the integrator.
    const sent = await (
      await ingestion(token).send('ativo_informacao', [{ codigo: unique('ROT') }])
    ).json();
    expect(sent.dados.resultados[0].erros).toEqual(['nome: campo obrigatório ausente.']);

    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, `/integracoes/importacoes/${sent.dados.loteId}`, 'Lote de');
    const card = await page.$eval('article.row-card .messages', (list) => list.textContent ?? '');
    expect(card).toContain('Nome: campo obrigatório ausente.');
    expect(card).not.toContain('nome:');

    await openPage(page, '/cadastros/equipamentos?codigo=AC-001', 'Equipamentos');
    await page.locator('.table-wrap a::-p-text(AC-001)').click();
    await page.waitForSelector('dl.record [data-campo="cargaGasKg"]');
    const record = await page.$eval('dl.record', (list) => list.textContent ?? '');
    expect(record).toContain('Carga de gás (kg)');
    expect(record).not.toContain('cargaGasKg');
  });
});
