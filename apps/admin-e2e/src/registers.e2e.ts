import type { Page } from 'puppeteer-core';
import { adminSession, unique } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture } from './support/field-service';

const EDIT_FORM = 'form[aria-label="Editar Equipamento"]';

/** The id of an equipment, by its code (to open its page straight away). */
async function equipmentId(code: string): Promise<string> {
  const admin = await adminSession();
  const page = await admin.get<{ itens: Array<{ id: string }> }>(
    `/api/dados/equipamento?codigo=${encodeURIComponent(code)}`,
  );
  return page.itens[0].id;
}

/** The shown value of one field on a record page. */
const recordValue = (page: Page, campo: string) =>
  textOf(page, `dl.record [data-campo="${campo}"] dd`);

/** The texts of the buttons on the page (to check which actions a role is offered). */
const buttonTexts = (page: Page) =>
  page.$$eval('button', (buttons) => buttons.map((button) => button.textContent?.trim()));

describe('registers: contracts, equipment, service orders and sectors', () => {
  const browser = useBrowser();

  it('lets a supervisor edit an equipment’s description and sector, and shows a refused value beside the form', async () => {
    const fixture = await fieldServiceFixture(false);
    const [code] = fixture.equipment;
    const sector = `Casa de máquinas ${unique('S')}`;
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');

    // Cadastros › Equipamentos: the data browser's table, filtered by code.
    await page.locator('nav.sidenav a::-p-text(Equipamentos)').click();
    await page.waitForSelector('h1::-p-text(Equipamentos)');
    await page.waitForSelector('table.table--data tbody tr');
    await page.locator('input[name="codigo"]').fill(code);
    await page.locator('button::-p-text(Buscar)').click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await saveScreen(page, 'tela-cadastros-equipamentos');
    await page.locator(`tbody a::-p-text(${code})`).click();
    await page.waitForSelector(`h1::-p-text(${code})`);
    expect(await recordValue(page, 'setor')).toBe('UTI Adulto');
    // The record's page is the register's: the navigation still shows where the user is.
    expect(new URL(page.url()).pathname).toMatch(/^\/cadastros\/equipamentos\/[\w-]+$/);
    expect(await textOf(page, 'nav.sidenav a.active')).toBe('Equipamentos');

    // Edit: the form comes from the entity's fields; the key cannot change.
    await page.locator('.page-header__actions button::-p-text(Editar)').click();
    await page.waitForSelector(EDIT_FORM);
    expect(await page.$eval(`${EDIT_FORM} input[name="codigo"]`, (input) => input.disabled)).toBe(
      true,
    );
    expect(await textOf(page, `${EDIT_FORM} [data-campo="ultimaPreventiva"] .field__hint`)).toBe(
      'DD/MM/AAAA',
    );
    expect(
      await page.$$eval(`${EDIT_FORM} select[name="tipo"] option`, (options) =>
        options.map((option) => option.textContent),
      ),
    ).toContain('Piso-teto');
    await page
      .locator(`${EDIT_FORM} textarea[name="descricao"]`)
      .fill('Split 24.000 BTU, revisado');
    await page.locator(`${EDIT_FORM} input[name="setor"]`).fill(sector);
    await saveScreen(page, 'tela-cadastros-equipamento-editar', true);
    await page.locator(`${EDIT_FORM} button[type="submit"]`).click();

    await page.waitForSelector('[role="status"]::-p-text(Alterações salvas)');
    expect(await recordValue(page, 'descricao')).toBe('Split 24.000 BTU, revisado');
    expect(await recordValue(page, 'setor')).toBe(sector);

    // A value the ingestion API would refuse is refused here too, with the reason beside the field.
    await page.locator('.page-header__actions button::-p-text(Editar)').click();
    await page.locator(`${EDIT_FORM} input[name="ultimaPreventiva"]`).fill('31/02/2026');
    await page.locator(`${EDIT_FORM} button[type="submit"]`).click();
    await page.waitForSelector(`${EDIT_FORM} [data-campo="ultimaPreventiva"] .field__error`);
    expect(
      await textOf(page, `${EDIT_FORM} [data-campo="ultimaPreventiva"] .field__error`),
    ).toContain('data inválida "31/02/2026"');
    expect(await textOf(page, `${EDIT_FORM} [role="alert"]`)).toContain(
      'Última preventiva: data inválida',
    );
    await saveScreen(page, 'tela-cadastros-equipamento-erro', true);
    await page.locator(`${EDIT_FORM} button::-p-text(Cancelar)`).click();
    expect(await recordValue(page, 'ultimaPreventiva')).toBe('—');

    // The back link returns to the filtered list, which shows the new sector.
    await page.locator('a.back-link::-p-text(Equipamentos)').click();
    await page.waitForSelector(`tbody ::-p-text(${sector})`);
    expect(new URL(page.url()).searchParams.get('codigo')).toBe(code);

    // The new sector name created the sector, with its one equipment.
    await page.locator('nav.sidenav a::-p-text(Setores)').click();
    const row = `tr[data-setor="${sector}"]`;
    await page.waitForSelector(row);
    await page.locator(`${row} a::-p-text(1 equipamento)`).click();
    await page.waitForSelector(`tbody a::-p-text(${code})`);
    expect(await page.$$eval('tbody tr', (rows) => rows.length)).toBe(1);
    expect(await page.$eval('input[name="setor"]', (input) => input.value)).toBe(sector);
  });

  it('lets a supervisor create, rename and delete a sector; renaming one in use carries its equipment along', async () => {
    const fixture = await fieldServiceFixture(false);
    const [code] = fixture.equipment;
    const inUse = `Subsolo ${unique('S')}`;
    const admin = await adminSession();
    await admin.patch(`/api/dados/equipamento/${await equipmentId(code)}`, { setor: inUse });
    const created = `Almoxarifado ${unique('S')}`;
    const renamed = `${created} (novo)`;

    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Setores)').click();
    await page.waitForSelector(`tr[data-setor="${inUse}"]`);
    // A sector with equipment cannot be deleted.
    expect(
      await page.$eval(
        `tr[data-setor="${inUse}"] button::-p-text(Excluir)`,
        (button) => button.disabled,
      ),
    ).toBe(true);

    // Create, then the same name again: refused.
    await page.locator('.page-header__actions button::-p-text(Novo setor)').click();
    const createForm = 'form[aria-label="Novo setor"]';
    await page.locator(`${createForm} input[name="nome"]`).fill(created);
    await page.locator(`${createForm} textarea[name="descricao"]`).fill('Bloco B, subsolo');
    await page.locator(`${createForm} button[type="submit"]`).click();
    await page.waitForSelector(`[role="status"]::-p-text("Setor ${created} criado.")`);
    expect(await textOf(page, `tr[data-setor="${created}"]`)).toContain('Nenhum equipamento');
    await page.locator('.page-header__actions button::-p-text(Novo setor)').click();
    await page.locator(`${createForm} input[name="nome"]`).fill(created);
    await page.locator(`${createForm} button[type="submit"]`).click();
    await page.waitForSelector(`${createForm} [role="alert"]::-p-text(Já existe um setor chamado)`);
    await page.locator(`${createForm} button::-p-text(Cancelar)`).click();

    // Rename, then delete the empty sector.
    await page.locator(`tr[data-setor="${created}"] button::-p-text(Editar)`).click();
    await page
      .locator(`form[aria-label="Editar o setor ${created}"] input[name="nome"]`)
      .fill(renamed);
    await page
      .locator(`form[aria-label="Editar o setor ${created}"] button[type="submit"]`)
      .click();
    await page.waitForSelector(`tr[data-setor="${renamed}"]`);
    expect(await page.$(`tr[data-setor="${created}"]`)).toBeNull();
    expect(await textOf(page, `tr[data-setor="${renamed}"]`)).toContain('Bloco B, subsolo');
    await page.locator(`tr[data-setor="${renamed}"] button::-p-text(Excluir)`).click();
    await page.locator('dialog[open] button::-p-text(Excluir setor)').click();
    await page.waitForSelector(`[role="status"]::-p-text("Setor ${renamed} excluído.")`);
    expect(await page.$(`tr[data-setor="${renamed}"]`)).toBeNull();

    // Renaming the sector in use: its equipment follow.
    await page.locator(`tr[data-setor="${inUse}"] button::-p-text(Editar)`).click();
    await page.waitForSelector('::-p-text("Ao renomear, 1 equipamento passa a usar o novo nome.")');
    await page
      .locator(`form[aria-label="Editar o setor ${inUse}"] input[name="nome"]`)
      .fill(`${inUse} B`);
    await saveScreen(page, 'tela-cadastros-setor-renomear', true);
    await page.locator(`form[aria-label="Editar o setor ${inUse}"] button[type="submit"]`).click();
    await page.locator(`tr[data-setor="${inUse} B"] a::-p-text(1 equipamento)`).click();
    await page.waitForSelector(`tbody a::-p-text(${code})`);
    await page.locator(`tbody a::-p-text(${code})`).click();
    await page.waitForSelector(`h1::-p-text(${code})`);
    expect(await recordValue(page, 'setor')).toBe(`${inUse} B`);
  });

  it('shows a technician the registers, the maintenance plan and the sectors without edit controls', async () => {
    const { page } = browser;
    await loginAs(page, 'TECNICO');
    const navigation = await textOf(page, 'nav.sidenav');
    for (const item of ['Cadastros', 'Contratos', 'Equipamentos', 'Registros de OS', 'Setores']) {
      expect(navigation).toContain(item);
    }

    // A demo equipment, with its maintenance plan: read only.
    await page.locator('nav.sidenav a::-p-text(Equipamentos)').click();
    await page.locator('tbody a::-p-text(AC-001)').click();
    await page.waitForSelector('h1::-p-text(AC-001)');
    await page.waitForSelector(
      'section[aria-labelledby="plano-unidade-titulo"] tr[data-atividade]',
    );
    const recordButtons = await buttonTexts(page);
    for (const action of ['Editar', 'Salvar início', 'Suspender o plano', 'Salvar justificativa']) {
      expect(recordButtons).not.toContain(action);
    }
    await saveScreen(page, 'tela-cadastros-equipamento-tecnico', true);

    await page.locator('nav.sidenav a::-p-text(Setores)').click();
    await page.waitForSelector('tr[data-setor="UTI Adulto"]');
    const sectorButtons = await buttonTexts(page);
    for (const action of ['Novo setor', 'Editar', 'Excluir']) {
      expect(sectorButtons).not.toContain(action);
    }

    // The contract and service order registers read as the data browser does.
    await page.locator('nav.sidenav a::-p-text(Registros de OS)').click();
    await page.waitForSelector('h1::-p-text(Registros de ordens de serviço)');
    await page.waitForSelector('select[name="status"]');
    await page.select('select[name="status"]', 'Em atendimento');
    await page.locator('button::-p-text(Buscar)').click();
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get('status') === 'Em atendimento',
    );
    await page.waitForFunction(() => {
      const rows = Array.from(document.querySelectorAll('table.table--data tbody tr'));
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('Em atendimento'));
    });
    await saveScreen(page, 'tela-cadastros-ordens', true);

    await page.goto(`${baseUrl()}/cadastros/contratos`);
    await page.waitForSelector('tbody a::-p-text(CT-2026-001)');
    await page.locator('tbody a::-p-text(CT-2026-001)').click();
    await page.waitForSelector('h1::-p-text(CT-2026-001)');
    expect(await buttonTexts(page)).not.toContain('Editar');
  });
});
