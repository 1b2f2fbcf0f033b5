import type { Page } from 'puppeteer-core';
import { adminSession, unique } from './support/api';
import { saveScreen, textOf, useBrowser, loginAs } from './support/browser';
import { selectByText } from './support/forms';
import { fill, NEW_FORM, openNew, submitNew } from './support/records';

/** Confirms the retire or reactivate dialog the page header's button opens. */
async function retireOrReactivate(page: Page, action: 'Desativar' | 'Reativar') {
  await page.locator(`.page-header__actions button::-p-text(${action})`).click();
  await page.waitForSelector('dialog[open]');
  await page.locator(`dialog[open] .dialog__actions button::-p-text(${action})`).click();
  await page.waitForSelector('dialog[open]', { hidden: true });
}

describe('records created and retired by hand', () => {
  const browser = useBrowser();

  it('lets a supervisor add a client, a contract and a unit via Novo, then retire and reactivate the unit', async () => {
    const client = unique('CLI');
    const contract = unique('CT');
    const unit = unique('AC');
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');

    await openNew(page, 'Clientes', 'Novo cliente', 'Cliente');
    await fill(page, 'Cliente', { codigo: client, nome: 'Clínica Nova Esperança' });
    await submitNew(page, 'Cliente', client);

    // A contract refused as the ingestion API would refuse it: each reason under its field.
    await openNew(page, 'Contratos', 'Novo contrato', 'Contrato');
    await fill(page, 'Contrato', { codigo: contract, cliente: 'NAO-EXISTE', inicio: '31/02/2026' });
    await page.locator(`${NEW_FORM('Contrato')} button[type="submit"]`).click();
    await page.waitForSelector(`${NEW_FORM('Contrato')} [data-campo="inicio"] .field__error`);
    expect(await textOf(page, `${NEW_FORM('Contrato')} [role="alert"]`)).toContain('Início:');
    await saveScreen(page, 'tela-registro-novo-contrato-erros', true);
    // References are looked up once the row's values are valid, as in ingestion.
    await fill(page, 'Contrato', { inicio: '01/01/2026', slaAtendimentoHoras: '4' });
    await page.locator(`${NEW_FORM('Contrato')} button[type="submit"]`).click();
    await page.waitForSelector(
      `${NEW_FORM('Contrato')} [data-campo="cliente"] .field__error::-p-text(NAO-EXISTE)`,
    );
    expect(await page.$(`${NEW_FORM('Contrato')} [data-campo="inicio"] .field__error`)).toBeNull();
    await fill(page, 'Contrato', { cliente: client });
    await submitNew(page, 'Contrato', contract);

    // The unit, under the new contract.
    await openNew(page, 'Equipamentos', 'Novo equipamento', 'Equipamento');
    await fill(page, 'Equipamento', { codigo: unit, contrato: contract, setor: 'UTI Adulto' });
    await selectByText(page, `${NEW_FORM('Equipamento')} select[name="tipo"]`, 'Split');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-registro-novo-equipamento-390', true);
    await page.setViewport({ width: 1440, height: 900 });
    await submitNew(page, 'Equipamento', unit);

    // Retire: the page says so, who and when; the list badges it and filters by situation.
    await retireOrReactivate(page, 'Desativar');
    await page.waitForSelector('h1 .badge::-p-text(Desativado)');
    expect(await textOf(page, '[data-desativado]')).toContain('por Supervisor');
    await saveScreen(page, 'tela-registro-equipamento-desativado-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-registro-equipamento-desativado-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    await page.locator('.back-link').click();
    await page.waitForSelector('h1::-p-text(Equipamentos)');
    await page.select('select[name="situacao"]', 'desativados');
    await page.waitForSelector(`tbody tr.table__row--retired a::-p-text(${unit})`);
    await saveScreen(page, 'tela-registro-equipamentos-desativados');
    await page.locator(`tbody a::-p-text(${unit})`).click();
    await page.waitForSelector(`h1::-p-text(${unit})`);

    await retireOrReactivate(page, 'Reativar');
    await page.waitForSelector('[role="status"]::-p-text(Registro reativado)');
    expect(await page.$('h1 .badge')).toBeNull();
    expect(await page.$('[data-desativado]')).toBeNull();
  });

  it('lets a supervisor retire a sector and bring it back, with a badge meanwhile', async () => {
    const sector = `Almoxarifado ${unique('S')}`;
    await (await adminSession()).post('/api/fs/setores', { nome: sector });
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Setores)').click();
    const row = `tr[data-setor="${sector}"]`;
    await page.waitForSelector(row);

    await page.locator(`${row} button::-p-text(Desativar)`).click();
    await page.locator('dialog[open] .dialog__actions button::-p-text(Desativar setor)').click();
    await page.waitForSelector(`${row}.table__row--retired .badge::-p-text(Desativado)`);
    await page.setViewport({ width: 1440, height: 900 });
    await saveScreen(page, 'tela-setores-desativado-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-setores-desativado-390', true);

    await page.locator(`${row} button::-p-text(Reativar)`).click();
    await page.locator('dialog[open] .dialog__actions button::-p-text(Reativar setor)').click();
    await page.waitForSelector(`${row} button::-p-text(Desativar)`);
    expect(await page.$(`${row} .badge`)).toBeNull();
  });
});
