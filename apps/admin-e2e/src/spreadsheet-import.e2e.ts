import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unique } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

describe('importing a spreadsheet', () => {
  const browser = useBrowser();

  it('downloads the template, previews a CSV row by row, imports it and finds the batch in the history', async () => {
    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, '/integracoes/planilhas?entidade=ativo_informacao', 'Importar planilha');

    // The template is a real XLSX (a ZIP: it starts with "PK").
    await page.waitForSelector('a::-p-text("Baixar modelo (XLSX)")');
    const templateHref = await page.$eval('a::-p-text("Baixar modelo (XLSX)")', (link) =>
      link.getAttribute('href'),
    );
    expect(templateHref).toBe('/api/admin/planilhas/ativo_informacao/modelo');
    const template = await page.evaluate(async (href) => {
      const response = await fetch(href!);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, start: String.fromCharCode(bytes[0], bytes[1]) };
    }, templateHref);
    expect(template).toEqual({ status: 200, start: 'PK' });

    // A CSV written by hand: headers are the labels; the second row lacks the required name.
    const code = unique('ATV-E2E');
    const file = join(tmpdir(), `${code}.csv`);
    writeFileSync(
      file,
      `Código,Nome,Criticidade\n${code}-1,Servidor da planilha,Alta\n${code}-2,,Baixa\n`,
    );
    const input = await page.waitForSelector('input[type="file"]');
    await input!.uploadFile(file);
    await page.waitForSelector(`::-p-text(${code}.csv)`);
    await page.locator('button::-p-text(Validar planilha)').click();

    // Preview: nothing stored yet; each sheet row with its outcome, and the column mapping.
    await page.waitForSelector('h3::-p-text(Resultado por linha)');
    const rows = await page.$$eval('.table-wrap--tall tbody tr', (trs) =>
      trs.map((tr) => tr.textContent ?? ''),
    );
    expect(rows.find((row) => row.startsWith('2'))).toContain('Válida');
    const refusedRow = rows.find((row) => row.startsWith('3'));
    expect(refusedRow).toContain('Recusada');
    expect(refusedRow).toContain('Nome: campo obrigatório ausente');
    expect(await page.$('::-p-text(3 de 3 reconhecidas)')).not.toBeNull();

    await saveScreen(page, 'tela-planilha-previa', true);

    // Import, then follow the link to the batch.
    await page.locator('button::-p-text(Importar 1 linha válida)').click();
    await page.waitForSelector('h2::-p-text(Planilha importada)');
    await saveScreen(page, 'tela-planilha-importada', true);
    await page.locator('a::-p-text(Ver o lote no histórico)').click();
    await page.waitForSelector('h1::-p-text(Lote de Ativo de informação)');
    expect(await page.$('dd::-p-text(Planilha: Administradora Demo)')).not.toBeNull();
    const refused = await textOf(page, 'article.row-card');
    expect(refused).toContain('Linha 3');
    expect(refused).toContain('Nome: campo obrigatório ausente');

    // And in the history list, with its origin.
    await openPage(
      page,
      '/integracoes/importacoes?entidade=ativo_informacao',
      'Histórico de importações',
    );
    expect(await textOf(page, 'tbody tr .table__sub')).toBe('Planilha: Administradora Demo');
  });
});
