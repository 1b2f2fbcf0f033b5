import { baseUrl, openPage, saveScreen, signIn, textOf, useBrowser } from './support/browser';
import { unique } from './support/api';
import { passwordLinkSentTo } from './support/mail';

/**
 * From an invitation to a first sign-in: the ADMIN invites a technician, the
 * e-mail waits in the outbox (this API has no SMTP) with its link protected, the
 * technician opens the link they received, sets a password, signs in, and sees only
 * what a technician may.
 */
describe('inviting a technician', () => {
  const browser = useBrowser();

  it('the invited technician sets a password from the link, signs in and sees a technician’s app', async () => {
    const { page } = browser;
    const email = `${unique('tecnico').toLowerCase()}@demo.local`;
    const password = 'ventilador de teto azul';

    // The ADMIN invites.
    await signIn(page, 'admin@demo.local');
    await page.waitForSelector('::-p-text(Sair)');
    await openPage(page, '/empresa/usuarios', 'Usuários');
    await page.locator('input[name="nome"]').fill('Técnico Convidado');
    await page.locator('input[name="email"]').fill(email);
    await page.select('select[name="perfil"]', 'TECNICO');
    await page.locator('button::-p-text(Enviar convite)').click();
    expect(await textOf(page, '.notice--success')).toContain('caixa de saída');
    await page.waitForSelector(`tr[data-user-email="${email}"] ::-p-text(Convite pendente)`);

    // Without SMTP the e-mail waits in the outbox, where the ADMIN reads it without its link.
    await page.locator('a.sidenav__link::-p-text(Caixa de saída)').click();
    const body = await textOf(page, `li[data-outbox-to="${email}"] .outbox__body`);
    expect(body).toContain('[link protegido: só o destinatário o recebe]');
    expect(body).not.toContain('#token=');
    // The link as the technician receives it.
    const link = await passwordLinkSentTo(email);
    expect(link.startsWith(baseUrl())).toBe(true);
    await saveScreen(page, 'convite-caixa-de-saida');
    await page.locator('button::-p-text(Sair)').click();
    await page.waitForSelector('::-p-text(Entrar na administração)');

    // The technician follows the link and chooses a password.
    await page.goto(link);
    await page.waitForSelector('h1::-p-text(Criar senha)');
    expect(new URL(page.url()).hash).toBe('');
    await page.locator('input[name="senha"]').fill(password);
    await page.locator('input[name="confirmacao"]').fill(password);
    await page.locator('button::-p-text(Definir senha)').click();
    await page.waitForSelector('::-p-text(Senha definida)');
    await page.locator('a::-p-text(Entrar)').click();

    await signIn(page, email, password);
    await page.waitForSelector('::-p-text(Técnico Convidado)');
    expect(await textOf(page, '.topbar__user .badge')).toBe('Técnico');
    const navigation = await textOf(page, 'nav.sidenav');
    expect(navigation).toContain('Minha conta');
    for (const hidden of [
      'Usuários',
      'Configurações',
      'Auditoria',
      'Caixa de saída',
      'Tokens',
      'RGM',
    ]) {
      expect(navigation).not.toContain(hidden);
    }
    await openPage(page, '/empresa/usuarios', 'Acesso restrito');
    const denied = await page.evaluate(async () => {
      const response = await fetch('/api/admin/usuarios');
      return response.status;
    });
    expect(denied).toBe(403);

    // The link was used once: opening it again (as a recipient would, with no session in
    // that browser) says so.
    const stranger = await page.browser().createBrowserContext();
    try {
      const again = await stranger.newPage();
      await again.goto(link);
      await again.waitForSelector('h1::-p-text(Criar senha)');
      await again.locator('input[name="senha"]').fill('outra frase qualquer');
      await again.locator('input[name="confirmacao"]').fill('outra frase qualquer');
      await again.locator('button::-p-text(Definir senha)').click();
      await again.waitForSelector('[role="alert"]');
      expect(await textOf(again, '[role="alert"]')).toContain('já foi usado');
    } finally {
      await stranger.close();
    }
  });
});
