import { openPage, saveScreen, signIn, textOf, useBrowser } from './support/browser';
import { unique } from './support/api';
import { selectByText } from './support/forms';

/**
 * The ADMIN marks who is responsável técnico (with the CREA/CFT registration) in
 * Usuários, and names each contract's RT and ART/TRT: the person the PMOC asks to sign.
 */
describe('responsáveis técnicos', () => {
  const browser = useBrowser();

  it('marks a supervisor as RT with a registration and names them, with an ART, on a contract', async () => {
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await signIn(page, 'admin@demo.local');
    await page.waitForSelector('::-p-text(Sair)');
    await openPage(page, '/empresa/usuarios', 'Usuários');
    // The demo's RT shows her registration beside her role.
    expect(
      await textOf(
        page,
        'tr[data-user-email="marina@demo.local"] [data-testid="registro-profissional"]',
      ),
    ).toBe('Resp. técnico · CREA-SP 5069876543');

    // A new supervisor, marked as RT in the edit dialog.
    const email = `${unique('eng').toLowerCase()}@demo.local`;
    await page.locator('input[name="nome"]').fill('Eng. Paulo Reis');
    await page.locator('input[name="email"]').fill(email);
    await page.select('select[name="perfil"]', 'SUPERVISOR');
    await page.locator('button::-p-text(Enviar convite)').click();
    await page.waitForSelector(`tr[data-user-email="${email}"]`);
    await page.locator(`tr[data-user-email="${email}"] button::-p-text(Editar)`).click();
    await page.locator('dialog[open] input[name="responsavelTecnico"]').click();
    await page.locator('dialog[open] input[name="registroProfissional"]').fill('CFT 12345678901');
    await saveScreen(page, 'tela-usuario-responsavel-tecnico');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-usuario-responsavel-tecnico-390');
    await page.setViewport({ width: 1440, height: 900 });
    await page.locator('dialog[open] button::-p-text(Salvar)').click();
    await page.waitForSelector(
      `tr[data-user-email="${email}"] [data-testid="registro-profissional"]::-p-text(CFT 12345678901)`,
    );
    await saveScreen(page, 'tela-usuarios-1440');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-usuarios-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    // Each contract names its RT (among those marked) and ART/TRT.
    await page.locator('a.sidenav__link::-p-text(Responsáveis técnicos)').click();
    await page.waitForSelector('h1::-p-text(Responsáveis técnicos)');
    const row = 'li[data-contrato="CT-2026-004"]';
    expect(await textOf(page, `${row} .table__sub`)).toBe('Eng. Marina Costa · CREA-SP 5069876543');
    const options = await page.$$eval(`${row} select[name="usuarioId"] option`, (items) =>
      items.map((item) => item.textContent),
    );
    expect(options).toContain('Eng. Paulo Reis (CFT 12345678901)');
    expect(options).not.toContain('Supervisor Demo');
    await selectByText(page, `${row} select[name="usuarioId"]`, 'Eng. Paulo Reis');
    await page.locator(`${row} input[name="art"]`).fill('TRT-2026-000777');
    await page.locator(`${row} button::-p-text(Salvar)`).click();
    await page.waitForSelector(`${row} [role="status"]::-p-text(Salvo)`);
    expect(await textOf(page, `${row} .table__sub`)).toBe('Eng. Paulo Reis · CFT 12345678901');
    await saveScreen(page, 'tela-responsaveis-tecnicos-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-responsaveis-tecnicos-390', true);
  });
});
