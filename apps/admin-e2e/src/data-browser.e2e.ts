import type { CreatedIngestionToken } from '@campo/contracts';
import { adminSession, ingestion, unique } from './support/api';
import { baseUrl, loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

describe('browsing stored data', () => {
  const browser = useBrowser();

  it('shows a technician the records with the registry labels, filtered by key, and one record in full', async () => {
    // Data sent by an integration (prepared over HTTP; the screens under test only read it).
    const admin = await adminSession();
    const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: 'CMDB de teste',
      entidades: ['ativo_informacao'],
    });
    const code = unique('SRV-E2E');
    const sent = await ingestion(token).send('ativo_informacao', [
      { codigo: `${code}-1`, nome: 'Servidor de arquivos', tipo: 'Hardware', criticidade: 'Alta' },
      { codigo: `${code}-2`, nome: 'Banco de dados', tipo: 'Software', criticidade: 'Crítica' },
    ]);
    expect((await sent.json()).dados.gravadas).toBe(2);

    const { page } = browser;
    await loginAs(page, 'TECNICO');
    // A technician sees the data, not the integrations.
    const navigation = await textOf(page, 'nav.sidenav');
    expect(navigation).toContain('Dados');
    expect(navigation).not.toContain('Tokens');

    await openPage(page, '/dados', 'Dados');
    await page.locator('a.tile::-p-text(Ativo de informação)').click();
    await page.waitForSelector('th::-p-text(Criticidade)');
    const headers = await page.$$eval('thead th', (cells) => cells.map((cell) => cell.textContent));
    expect(headers.slice(0, 3)).toEqual(['Código', 'Nome', 'Tipo']);

    await saveScreen(page, 'tela-dados-tabela');
    await page.locator('input[name="codigo"]').fill(`${code}-2`);
    await page.locator('button::-p-text(Buscar)').click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(new URL(page.url()).searchParams.get('codigo')).toBe(`${code}-2`);
    await page.locator(`tbody a::-p-text(${code}-2)`).click();

    await page.waitForSelector(`h1::-p-text(${code}-2)`);
    const record = await textOf(page, 'dl.record');
    expect(record).toContain('Banco de dados');
    expect(record).toContain('Crítica');
    await saveScreen(page, 'tela-dados-registro');

    // The integration pages are for administrators only.
    await page.goto(`${baseUrl()}/integracoes/tokens`);
    await page.waitForSelector('h1::-p-text(Acesso restrito)');
  });
});
