import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { unique } from './support/api';
import { baseUrl, openPage, saveScreen, signIn, useBrowser } from './support/browser';

const root = join(__dirname, '../../..');
const PASSWORD = 'Nova-empresa-2026';

/** `campo empresa criar` (the built command) against the e2e database, as an operator runs it. */
function createCompany(email: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [
        join(root, 'dist/apps/api/cli.js'),
        'empresa',
        'criar',
        '--nome',
        'Clima Nova Refrigeração',
        '--fuso',
        'America/Manaus',
        '--admin-email',
        email,
        '--admin-nome',
        'Nara Nova',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: process.env.E2E_DATABASE_URL,
          PUBLIC_URL: baseUrl(),
          NODE_ENV: 'test',
          ADMIN_SENHA: PASSWORD,
          LOG_LEVEL: 'error',
        },
      },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || stdout)) : resolve(stdout)),
    ),
  );
}

const GRC = [
  'incidente_seguranca',
  'ativo_informacao',
  'risco_corporativo',
  'consumo_energia',
  'emissao',
];

/** The entity names a page offers in `selector` (option or checkbox values, data-browser tiles). */
async function offered(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (nodes) =>
    nodes
      .map((node) =>
        node instanceof HTMLAnchorElement
          ? ((node.getAttribute('href') ?? '').split('/').pop() ?? '')
          : (node as HTMLInputElement | HTMLOptionElement).value,
      )
      .filter(Boolean),
  );
}

describe('the company’s entity set', () => {
  const browser = useBrowser();

  it('a new company’s admin sees no GRC entity anywhere until enabling one, then sees it', async () => {
    const email = `${unique('admin').toLowerCase()}@nova.local`;
    expect(await createCompany(email)).toContain('Clima Nova Refrigeração');
    const { page } = browser;
    await signIn(page, email, PASSWORD);
    await page.waitForSelector('::-p-text("Olá, Nara!")');

    // Menus, data browser, spreadsheet import (default: a field-service entity), token
    // scopes, import history and integration guide: field service only.
    expect(await page.$eval('nav.sidenav', (nav) => nav.textContent)).not.toMatch(
      /Incidente|Risco|Emiss|Energia|Ativo de informação/,
    );
    await openPage(page, '/dados', 'Dados');
    await page.waitForSelector('main a.tile');
    expect(await offered(page, 'main a.tile')).toEqual([
      'cliente',
      'contrato',
      'equipamento',
      'ordem_servico',
      'ambiente',
    ]);
    await openPage(page, '/integracoes/planilhas', 'Importar planilha');
    await page.waitForSelector('select[name="entidade"] option');
    expect(await page.$eval('select[name="entidade"]', (select) => select.value)).toBe('cliente');
    for (const name of GRC) expect(await offered(page, 'main select option')).not.toContain(name);
    await openPage(page, '/integracoes/tokens/novo', 'Novo token de ingestão');
    await page.waitForSelector('input[name="entidades"]');
    const scopes = await offered(page, 'main input[name="entidades"]');
    expect(scopes).toEqual(expect.arrayContaining(['cliente', 'ordem_servico']));
    for (const name of GRC) expect(scopes).not.toContain(name);
    await openPage(page, '/integracoes/importacoes', 'Histórico de importações');
    await page.waitForSelector('select[name="entidade"] option[value="cliente"]');
    for (const name of GRC) expect(await offered(page, 'main select option')).not.toContain(name);
    await openPage(page, '/integracoes/guia', 'Guia de integração');
    expect(await page.$eval('main', (main) => main.textContent)).not.toContain(
      'Incidente de segurança',
    );

    // The ADMIN enables the security incidents in the company settings.
    await openPage(page, '/empresa/configuracoes', 'Configurações da empresa');
    await page.waitForSelector('input[name="fusoHorario"]');
    await page.waitForSelector('input[name="incidente_seguranca"]');
    expect(await page.$eval('input[name="fusoHorario"]', (input) => input.value)).toBe(
      'America/Manaus',
    );
    const zones = await page.$$eval('#company-time-zones option', (options) =>
      options.slice(0, 3).map((option) => (option as HTMLOptionElement).value),
    );
    expect(zones).toEqual(['America/Sao_Paulo', 'America/Manaus', 'America/Belem']);
    await page.locator('input[name="incidente_seguranca"]').click();
    await page.locator('button::-p-text(Salvar entidades)').click();
    await page.waitForSelector('::-p-text(Entidades salvas.)');
    await saveScreen(page, 'entidades-da-empresa', true);

    await openPage(page, '/dados', 'Dados');
    await page.waitForSelector('main a.tile[href$="/incidente_seguranca"]');
    expect(await offered(page, 'main a.tile')).toEqual([
      'cliente',
      'contrato',
      'equipamento',
      'ordem_servico',
      'ambiente',
      'incidente_seguranca',
    ]);
    await openPage(page, '/integracoes/tokens/novo', 'Novo token de ingestão');
    await page.waitForSelector('input[name="entidades"][value="incidente_seguranca"]');
    await page.goto(`${baseUrl()}/integracoes/planilhas?entidade=incidente_seguranca`);
    await page.waitForSelector('select[name="entidade"] option[value="incidente_seguranca"]');
  });
});
