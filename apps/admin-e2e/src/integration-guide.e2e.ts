import type { CreatedIngestionToken } from '@campo/contracts';
import { adminSession, ingestion } from './support/api';
import { baseUrl, loginAs, openPage, saveScreen, useBrowser } from './support/browser';

describe('the integration guide', () => {
  const browser = useBrowser();

  it('lists an entity’s fields and gives a ready example that the API accepts as it is', async () => {
    const { page } = browser;
    await loginAs(page, 'ADMIN');
    await openPage(page, '/integracoes/guia', 'Guia de integração');

    expect(
      await page.$eval('a::-p-text(Especificação OpenAPI)', (link) => link.getAttribute('href')),
    ).toBe('/api/ingestao-pub/openapi.json');
    await page.locator('button[role="tab"]::-p-text(Risco corporativo)').click();
    await page.waitForSelector('h3::-p-text(Risco corporativo)');
    const fields = await page.$$eval('.table--fields tbody tr', (rows) =>
      rows.map((row) => ({
        campo: (row as HTMLTableRowElement).dataset.campo,
        cells: Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? ''),
      })),
    );
    const codigo = fields.find((field) => field.campo === 'codigo')!;
    expect(codigo.cells[0]).toContain('Código');
    expect(codigo.cells.slice(1, 4)).toEqual(['Sim', 'texto', 'RSK-007']);
    expect(fields.find((field) => field.campo === 'categoria')?.cells[2]).toContain(
      'Socioambiental',
    );
    await saveScreen(page, 'tela-guia', true);

    // The CLI and the SDK come first; the raw API with curl after.
    const sections = await page.$$eval('section.guide-section h2', (titles) =>
      titles.map((title) => title.textContent ?? ''),
    );
    expect(sections[0]).toContain('CLI campo-ingestao e o SDK');
    expect(sections[1]).toContain('Fluxo recomendado');
    const cli = await page.$eval('section.guide-section pre', (pre) => pre.textContent ?? '');
    expect(cli).toContain(`export CAMPO_URL=${baseUrl()}`);
    expect(cli).toContain('campo-ingestao enviar risco_corporativo export.csv --preview');
    const viewport = page.viewport();
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-guia-390', true);
    if (viewport) await page.setViewport(viewport);

    // The ready example: this company's address, the entity's path, a row from the examples.
    const example = await page.$eval('[role="tabpanel"] pre', (pre) => pre.textContent ?? '');
    expect(example).toContain(
      `curl -s -X POST ${baseUrl()}/api/ingestao-pub/risco_corporativo/preview`,
    );
    const body = JSON.parse(example.slice(example.indexOf("-d '") + 4, example.lastIndexOf("'")));
    expect(body.linhas[0]).toMatchObject({ codigo: 'RSK-007' });

    // Sent as it is, the example passes the preview.
    const admin = await adminSession();
    const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: 'GRC de teste',
      entidades: ['risco_corporativo'],
    });
    const preview = await (
      await ingestion(token).send('risco_corporativo', body.linhas, true)
    ).json();
    expect(preview.dados).toMatchObject({ recusadas: 0, totalLinhas: 1 });
  });
});
