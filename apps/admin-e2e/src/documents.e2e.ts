import { DEMO_PASSWORD, loginAs, saveScreen, signIn, textOf, useBrowser } from './support/browser';
import { fillBlank, saveVersion, startEditing, typeInSection } from './support/documents';
import { selectByText } from './support/forms';

// Far in the future, so that no other PMOC of this contract and year can exist.
const YEAR = '2090';
const ROOMS = 'Sala de reuniões do 2º andar: 40 m², 12 ocupantes.';
const EMERGENCY = 'Plantão da manutenção: ramal 2190.';

describe('documents: the PMOC of a contract', () => {
  const browser = useBrowser();

  it('lets the supervisor generate and edit a PMOC that only its RT signs, once the blanks are filled, with her password', async () => {
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
    // (In 2090 the contract's term is long over: its inventory is an empty read-only table.)
    await page.waitForSelector('[data-secao="inventario"] .data-table');
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

    // Only the contract's responsável técnico signs: the supervisor sees who, and no button.
    const rule = await textOf(page, '[data-testid="regra-assinatura"]');
    expect(rule).toContain('Eng. Marina Costa');
    expect(rule).toContain('CREA-SP 5069876543');
    expect(rule).toContain('ART/TRT');
    expect(rule).toContain('3. Ambientes climatizados');
    expect(await page.$('.page-header__actions button::-p-text(Assinar)')).toBeNull();
    await saveScreen(page, 'tela-pmoc-quem-assina', true);

    // The RT, in her own session: the blanks stop the signature until she fills them.
    const rtContext = await page.browser().createBrowserContext();
    const rt = await rtContext.newPage();
    try {
      await rt.setViewport({ width: 1440, height: 900 });
      await rt.emulateTimezone('America/Sao_Paulo');
      await signIn(rt, 'marina@demo.local');
      await rt.waitForSelector('::-p-text("Olá, Marina!")');
      await rt.goto(documentUrl);
      await rt.waitForSelector('[data-testid="documento-versao"]::-p-text(versão 2,)');
      await rt.locator('.page-header__actions button::-p-text(Assinar)').click();
      expect(await textOf(rt, 'dialog[open] [data-testid="assinatura-pendencias"]')).toContain(
        '3. Ambientes climatizados › texto da seção',
      );
      expect(
        await rt.$eval(
          'dialog[open] button::-p-text(Assinar a versão 2)',
          (button) => (button as HTMLButtonElement).disabled,
        ),
      ).toBe(true);
      await saveScreen(rt, 'tela-pmoc-assinar-pendencias');
      await rt.locator('dialog[open] button::-p-text(Cancelar)').click();

      // She fills the blank (typing over it) and saves version 3.
      await startEditing(rt);
      await fillBlank(rt, 'ambientes', 'Conforme levantamento de 2090.');
      await saveVersion(rt, 3);
      expect(await rt.$$eval('.document-paper mark.preencher', (marks) => marks.length)).toBe(0);
      expect(await textOf(rt, '[data-testid="regra-assinatura"]')).not.toContain('Falta');

      // A wrong password is refused inside the dialog; the right one signs version 3.
      const currentHash = await rt.$eval('[data-testid="documento-versao"] .hash', (node) =>
        node.getAttribute('title'),
      );
      await rt.locator('.page-header__actions button::-p-text(Assinar)').click();
      expect(await textOf(rt, 'dialog[open] [data-testid="sha256-assinado"]')).toBe(currentHash);
      await rt.locator('dialog[open] input[name="senha"]').fill('senha-errada');
      await rt.locator('dialog[open] button::-p-text(Assinar a versão 3)').click();
      await rt.waitForSelector('dialog[open] [role="alert"]::-p-text(Senha incorreta)');
      await saveScreen(rt, 'tela-pmoc-assinar-senha');
      await rt.setViewport({ width: 390, height: 844 });
      await saveScreen(rt, 'tela-pmoc-assinar-senha-390');
      await rt.setViewport({ width: 1440, height: 900 });
      await rt.locator('dialog[open] input[name="senha"]').fill(DEMO_PASSWORD);
      await rt.keyboard.press('Enter');
      await rt.waitForSelector('[role="status"]::-p-text(Versão 3 assinada)');
      expect(await textOf(rt, 'h1 [data-assinado]')).toBe('Assinado');
      const signatures = await textOf(rt, '.signatures');
      expect(signatures).toContain('Eng. Marina Costa');
      expect(signatures).toContain('Registro profissional: CREA-SP 5069876543');
      expect(signatures).toMatch(/ART\/TRT: 2820\d{13}/);
      expect(signatures).toContain('confere com a versão');
      await saveScreen(rt, 'tela-pmoc-assinado', true);
    } finally {
      await rtContext.close();
    }

    // The supervisor edits again: version 4, unsigned; version 3 keeps its signature.
    await page.reload();
    await page.waitForSelector('[data-testid="documento-versao"]::-p-text(versão 3,)');
    await startEditing(page);
    await typeInSection(page, 'emergencias', ` ${EMERGENCY}`);
    await saveVersion(page, 4);
    expect(await textOf(page, 'h1 [data-assinado]')).toBe('Não assinado');
    await page.waitForFunction(() => document.querySelectorAll('.versions__item').length === 4);
    expect(await textOf(page, '.versions__item[data-versao="3"]')).toContain('1 assinatura');
    expect(await textOf(page, '.versions__item[data-versao="4"]')).toContain('Sem assinatura');

    // Compare version 3 with the current one: the words added in version 4.
    await page
      .locator('.versions__item[data-versao="3"] button::-p-text(Comparar com a atual)')
      .click();
    await page.waitForSelector('[data-diff="3-4"] [data-secao="emergencias"] ins');
    expect(await textOf(page, '[data-diff="3-4"] [data-secao="emergencias"] ins')).toContain(
      'ramal 2190',
    );
    expect(await page.$('[data-diff="3-4"] [data-secao="ambientes"]')).toBeNull();
    await saveScreen(page, 'tela-pmoc-comparar', true);

    // Version 3 as it was, with its signature.
    await page.locator('.versions__item[data-versao="3"] button::-p-text(Ver)').click();
    await page.waitForSelector('.document-paper[data-versao="3"]');
    expect(await textOf(page, '.document-paper[data-versao="3"]')).not.toContain(EMERGENCY);
    expect(await textOf(page, '.signatures')).toContain('Eng. Marina Costa');
    await saveScreen(page, 'tela-pmoc-versao-3', true);

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
    await page.waitForSelector('[data-testid="documento-versao"]::-p-text(versão 4,)');
  });
});
