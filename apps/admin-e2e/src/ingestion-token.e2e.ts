import { ingestion, unique } from './support/api';
import { baseUrl, loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';

describe('connecting a system with an ingestion token', () => {
  const browser = useBrowser();

  it('creates a token shown once, sees its refused row in the history, edits its scope and revokes it', async () => {
    const { page } = browser;
    await page
      .browserContext()
      .overridePermissions(baseUrl(), [
        'clipboard-read',
        'clipboard-write',
        'clipboard-sanitized-write',
      ]);
    await loginAs(page, 'ADMIN');
    await saveScreen(page, 'tela-inicio');

    // Create: name, mode, one entity in scope.
    const name = `SIEM de teste ${Date.now().toString(36)}`;
    await openPage(page, '/integracoes/tokens', 'Tokens de ingestão');
    await page.locator('a::-p-text(Novo token)').click();
    await page.waitForSelector('h1::-p-text(Novo token de ingestão)');
    await page.locator('input[name="nome"]').fill(name);
    await page.locator('input[name="entidades"][value="incidente_seguranca"]').click();
    await page.locator('button::-p-text(Criar token)').click();

    // Shown once, with a warning and a working copy button.
    const secretInput = await page.waitForSelector('#token-secret');
    const token = await secretInput!.evaluate((input) => (input as HTMLInputElement).value);
    expect(token).toMatch(/^ing_[0-9A-Za-z]{36}$/);
    expect(await page.$('::-p-text(ele não será mostrado novamente)')).not.toBeNull();
    await page.locator('button::-p-text(Copiar token)').click();
    // Only the text of the button changes, which waitForSelector does not watch: poll.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === 'Copiado!',
      ),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await saveScreen(page, 'tela-token-criado');

    // The whole Authorization line (not the prefix cut by an ellipsis), copied in one click.
    const authorization = `Authorization: Bearer ${token}`;
    expect(await page.$eval('.code-block pre', (pre) => pre.textContent)).toBe(authorization);
    await page.locator('.code-block button').click();
    await page.waitForFunction(
      async (expected) => (await navigator.clipboard.readText()) === expected,
      {},
      authorization,
    );
    const viewport = page.viewport();
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-token-criado-390', true);
    if (viewport) await page.setViewport(viewport);

    await page.locator('a::-p-text(Já copiei: ver o token)').click();
    await page.waitForSelector(`h1::-p-text(${name})`);
    const tokenId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.content()).not.toContain(token);

    // The integrated system sends a batch with one valid and one refused row.
    const code = unique('INC-E2E');
    const sent = await ingestion(token).send('incidente_seguranca', [
      {
        codigo: `${code}-1`,
        tipo: 'Confidencialidade',
        severidade: 'Alta',
        dataDeteccao: '21/11/2026 14:30',
      },
      { codigo: `${code}-2`, tipo: 'Ransomware' },
    ]);
    expect(sent.status).toBe(200);
    const batch = await sent.json();
    expect(batch.dados).toMatchObject({ gravadas: 1, recusadas: 1 });

    // The history, filtered by this token, shows the batch with its refusal; the detail says why.
    await openPage(page, '/integracoes/importacoes', 'Histórico de importações');
    // The token filter is searchable: typing the token's name picks it.
    await page.waitForSelector(`datalist option[value^="${name} ("]`);
    await page.locator('input[name="token"]').fill(name);
    const batchLink = `a[href="/integracoes/importacoes/${batch.dados.loteId}"]`;
    await page.waitForSelector(batchLink);
    expect(await textOf(page, 'tr.table__row--alert .badge--danger')).toBe('1');
    await saveScreen(page, 'tela-historico');
    await page.locator(batchLink).click();
    await page.waitForSelector('h1::-p-text(Lote de Incidente de segurança da informação)');
    expect(await page.$(`dd::-p-text(${name})`)).not.toBeNull();
    const refused = await textOf(page, 'article.row-card');
    expect(refused).toContain('Linha 2');
    expect(refused).toContain('Recusada');
    // The API said `tipo:`; the history names the field by its label.
    expect(refused).toContain('Tipo: valor "Ransomware" não reconhecido');
    expect(refused).toContain(`${code}-2`);
    await page.waitForSelector('a::-p-text("Baixar linhas recusadas (CSV)")');
    await saveScreen(page, 'tela-lote-com-recusa', true);

    // Scope: add an entity without a new token; discovery with the same token sees it.
    await openPage(page, `/integracoes/tokens/${tokenId}`, name);
    await page.locator('input[name="entidades"][value="ativo_informacao"]').click();
    await page.locator('button::-p-text(Salvar escopo)').click();
    await page.waitForSelector('::-p-text(Escopo salvo.)');
    const discovery = await (await ingestion(token).discover()).json();
    expect(
      discovery.dados.entidades.map((entity: { entidade: string }) => entity.entidade).sort(),
    ).toEqual(['ativo_informacao', 'incidente_seguranca']);

    // Revoke, after a confirmation that says it is final.
    await page.locator('button::-p-text(Revogar token)').click();
    const dialog = await page.waitForSelector('dialog[open]');
    expect(await dialog!.evaluate((node) => node.textContent)).toContain('Esta ação é definitiva');
    await saveScreen(page, 'tela-token-revogar-confirmacao');
    await page.locator('dialog[open] button::-p-text(Revogar definitivamente)').click();
    await page.waitForSelector('h1 [data-estado="REVOGADO"]');
    expect(await textOf(page, 'h1 [data-estado]')).toBe('Revogado');
    expect(await page.$('dialog[open]')).toBeNull();

    const refusedNow = await ingestion(token).send('incidente_seguranca', [
      { codigo: `${code}-3`, tipo: 'Integridade' },
    ]);
    expect(refusedNow.status).toBe(401);
    expect((await refusedNow.json()).codigo).toBe('TOKEN_REVOGADO');

    // The list shows the new state too.
    await openPage(page, '/integracoes/tokens', 'Tokens de ingestão');
    expect(await textOf(page, `tr[data-token-id="${tokenId}"] [data-estado]`)).toBe('Revogado');
  });
});
