import { baseUrl, DEMO_PASSWORD, signIn, useBrowser } from './support/browser';

describe('signing in and out of the admin app', () => {
  const browser = useBrowser();

  it('sends a visitor who is not signed in to the login page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/`);
    await page.waitForSelector('::-p-text(Entrar na administração)');
    expect(new URL(page.url()).pathname).toBe('/entrar');
  });

  it('shows the API’s message in Portuguese for a wrong password and stays on the login page', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.local', 'senha-errada');
    const alert = await page.waitForSelector('[role="alert"]');
    expect(await alert!.evaluate((element) => element.textContent)).toContain(
      'E-mail ou senha inválidos.',
    );
    expect(new URL(page.url()).pathname).toBe('/entrar');
  });

  it('signs the demo admin in to the signed-in layout, then out again', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.local', DEMO_PASSWORD);
    await page.waitForSelector('::-p-text(Demo Climatização)');
    await page.waitForSelector('::-p-text(Administrador)');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.locator('::-p-text(Sair)').click();
    await page.waitForSelector('::-p-text(Entrar na administração)');
    await page.goto(`${baseUrl()}/`);
    await page.waitForSelector('::-p-text(Entrar na administração)');
    expect(new URL(page.url()).pathname).toBe('/entrar');
  });
});
