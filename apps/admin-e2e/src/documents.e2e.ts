import { loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { saveVersion, signCurrentVersion, startEditing, typeInSection } from './support/documents';
import { selectByText } from './support/forms';

// Far in the future, so that no other PMOC of this contract and year can exist.
const YEAR = '2090';
const ROOMS = 'Sala de reuniões do 2º andar: 40 m², 12 ocupantes.';
const EMERGENCY = 'Plantão da manutenção: ramal 2190.';

describe('documents: the PMOC of a contract', () => {
  const browser = useBrowser();

  it('lets the supervisor generate a PMOC, edit it, sign it, edit it again and compare versions', async () => {
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Documentos)').click();
    await page.waitForSelector('h1::-p-text(Documentos)');

    // Generate: contract and year, then the new document opens.
    await page.locator('.page-header__actions button::-p-text(Gerar PMOC)').click();
    await page.waitForSelector('dialog[open]');
    await selectByText(page, 'dialog[open] select[name="pmocContratoId"]', 'CT-2026-002');
    await page.locator('dialog[open] input[name="pmocAno"]').fill(YEAR);
    await saveScreen(page, 'tela-pmoc-gerar');
    await page.locator('dialog[open] button::-p-text(Gerar PMOC)').click();
    await page.waitForSelector(`h1::-p-text(PMOC ${YEAR} — CT-2026-002)`);
    const documentUrl = page.url();
    expect(await textOf(page, '[data-testid="documento-versao"]')).toContain('versão 1,');
    expect(await textOf(page, 'h1 [data-assinado]')).toBe('Não assinado');
    // Data tables read-only; unknown facts as marked blanks.
    await page.waitForSelector('[data-secao="inventario"] table');
    expect(
      await page.$$eval('.document-paper mark.preencher', (marks) => marks.length),
    ).toBeGreaterThan(0);
    await saveScreen(page, 'tela-pmoc-versao-1', true);

    // Edit a text section in the rich-text editor: version 2.
    await startEditing(page);
    expect(await page.$('form.document-editor [data-secao="inventario"] .ProseMirror')).toBeNull();
    expect(
      await page.$$eval('form.document-editor mark.preencher', (marks) => marks.length),
    ).toBeGreaterThan(0);
    await typeInSection(page, 'ambientes', ` ${ROOMS}`);
    await saveScreen(page, 'tela-pmoc-editar', true);
    await saveVersion(page, 2);
    expect(await textOf(page, '.document-paper [data-secao="ambientes"]')).toContain(ROOMS);

    // Sign version 2: the confirmation names its SHA-256, the signature records it.
    const currentHash = await page.$eval('[data-testid="documento-versao"] .hash', (node) =>
      node.getAttribute('title'),
    );
    expect(await signCurrentVersion(page, 2)).toBe(currentHash);
    expect(await textOf(page, 'h1 [data-assinado]')).toBe('Assinado');
    expect(await textOf(page, '.signatures')).toContain('Supervisor Demo');
    expect(await textOf(page, '.signatures')).toContain('confere com a versão');
    await saveScreen(page, 'tela-pmoc-assinado', true);

    // Edit again: version 3, unsigned; version 2 keeps its signature.
    await startEditing(page);
    await typeInSection(page, 'emergencias', ` ${EMERGENCY}`);
    await saveVersion(page, 3);
    expect(await textOf(page, 'h1 [data-assinado]')).toBe('Não assinado');
    await page.waitForFunction(() => document.querySelectorAll('.versions__item').length === 3);
    expect(await textOf(page, '.versions__item[data-versao="2"]')).toContain('1 assinatura');
    expect(await textOf(page, '.versions__item[data-versao="3"]')).toContain('Sem assinatura');

    // Compare version 2 with the current one: the words added in version 3.
    await page
      .locator('.versions__item[data-versao="2"] button::-p-text(Comparar com a atual)')
      .click();
    await page.waitForSelector('[data-diff="2-3"] [data-secao="emergencias"] ins');
    expect(await textOf(page, '[data-diff="2-3"] [data-secao="emergencias"] ins')).toContain(
      'ramal 2190',
    );
    expect(await page.$('[data-diff="2-3"] [data-secao="ambientes"]')).toBeNull();
    await saveScreen(page, 'tela-pmoc-comparar', true);

    // Version 2 as it was, with its signature.
    await page.locator('.versions__item[data-versao="2"] button::-p-text(Ver)').click();
    await page.waitForSelector('.document-paper[data-versao="2"]');
    expect(await textOf(page, '.document-paper[data-versao="2"]')).not.toContain(EMERGENCY);
    expect(await textOf(page, '.signatures')).toContain('Supervisor Demo');
    await saveScreen(page, 'tela-pmoc-versao-2', true);

    // A second PMOC for the same contract and year: the dialog offers the existing one.
    await page.locator('a.back-link').click();
    await page.waitForSelector(`a::-p-text(PMOC ${YEAR} — CT-2026-002)`);
    expect(await textOf(page, 'tbody tr')).toContain('Não assinado');
    await page.locator('.page-header__actions button::-p-text(Gerar PMOC)').click();
    await selectByText(page, 'dialog[open] select[name="pmocContratoId"]', 'CT-2026-002');
    await page.locator('dialog[open] input[name="pmocAno"]').fill(YEAR);
    await page.locator('dialog[open] button::-p-text(Gerar PMOC)').click();
    await page.waitForSelector('dialog[open] ::-p-text(já existe)');
    await saveScreen(page, 'tela-pmoc-existente');
    await page.locator('dialog[open] button::-p-text(Abrir o PMOC existente)').click();
    await page.waitForFunction((url) => window.location.href === url, {}, documentUrl);
    await page.waitForSelector('[data-testid="documento-versao"]::-p-text(versão 3,)');
  });
});
