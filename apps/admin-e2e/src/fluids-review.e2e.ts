import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { currentYear, selectByText } from './support/forms';

/**
 * The refrigerant log a company can defend (issue 31): the review list with the demo's one
 * deliberate duplicate, the report of one client (screen at 1440 and 390 px, and its PDF).
 */
describe('refrigerant gas: review list and the report of one client', () => {
  const browser = useBrowser();

  it('lists the demo’s deliberate duplicate for review, and the supervisor deletes the copy', async () => {
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Fluidos)').click();
    await page.waitForSelector('h1::-p-text(Fluido refrigerante)');
    await page.locator('.fluids-tabs a::-p-text(Revisão e troca de gás)').click();
    await page.waitForSelector('[data-sinal="DUPLICATA_PROVAVEL"]');
    expect(await textOf(page, 'table.fluid-events tbody tr[data-evento-id]')).toContain(
      'Aguarda revisão',
    );
    const reasons = await textOf(page, 'table.fluid-events tr[data-sinais-de]');
    expect(reasons).toContain('Provável duplicata');
    expect(reasons).toMatch(/Já há um vazamento de \d+,\d{2} kg de R-\S+ neste equipamento em/);
    await saveScreen(page, 'tela-fluidos-revisao', true);

    await page.locator('table.fluid-events button::-p-text(Excluir)').click();
    await page
      .locator('dialog textarea[name="motivoExclusao"]')
      .fill('Mesmo vazamento lançado duas vezes');
    await page.locator('dialog button::-p-text(Excluir evento)').click();
    await page.waitForSelector('::-p-text(Nenhum evento aguardando revisão)');
    await saveScreen(page, 'tela-fluidos-revisao-vazia', true);
  });

  it('shows one client’s report, with the GWP set and the HCFC and recovery sections, and its PDF', async () => {
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/fluidos?ano=${currentYear()}`);
    await page.waitForSelector('table.fluid-grid');
    await selectByText(page, 'select[name="clienteId"]', 'Hospital');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="fluidos-escopo"]')?.textContent?.includes('Cliente:'),
    );
    const scope = await textOf(page, '[data-testid="fluidos-escopo"]');
    expect(scope).toContain('GWP de 100 anos: IPCC AR4 (2007), 100 anos');
    expect(scope).toContain('CTF/APP (Ibama)');
    expect(scope).not.toContain('2024/573');
    await page.waitForSelector('#fluidos-hcfc');
    await page.waitForSelector('#fluidos-recolhido');
    const clientId = new URL(page.url()).searchParams.get('clienteId');
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    await saveScreen(page, 'tela-fluidos-cliente-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-fluidos-cliente-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    // The same filter on the PDF: the client's name, the GWP set and the HCFC section.
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return { status: response.status, base64: btoa(binary) };
    }, `/api/fs/fluidos/relatorio-anual/pdf?ano=${currentYear()}&clienteId=${clientId}`);
    expect(pdf.status).toBe(200);
    writeFileSync(
      join(__dirname, '../../../tmp/e2e/fluidos-cliente.pdf'),
      Buffer.from(pdf.base64, 'base64'),
    );
  });
});
