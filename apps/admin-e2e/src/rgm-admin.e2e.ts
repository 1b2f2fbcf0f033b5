import { adminSession } from './support/api';
import { baseUrl, loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture, previousMonth } from './support/field-service';
import { confirmIn, headerButtons } from './support/rgm-page';

describe('administering the RGM', () => {
  const browser = useBrowser();

  it('opens the existing RGM instead of a second one, lets an administrator reopen it, and says when an RGM does not exist', async () => {
    const fixture = await fieldServiceFixture(false);
    const admin = await adminSession();
    const { year, value } = previousMonth();
    const lastDay = new Date(year, Number(value.slice(5)), 0).getDate();
    const rgm = await admin.post<{ id: string }>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      inicio: `${value}-01`,
      fim: `${value}-${lastDay}`,
    });
    await admin.post(`/api/fs/rgm/${rgm.id}/liberar`, {});

    const { page } = browser;
    await loginAs(page, 'ADMIN');
    // The same contract and month again: the form offers the released RGM instead of a second one.
    await openPage(page, '/rgm/novo', 'Novo RGM');
    await page.waitForSelector(`select[name="contratoId"] option[value="${fixture.contractId}"]`);
    await page.select('select[name="contratoId"]', fixture.contractId);
    await page.locator('button::-p-text(Calcular RGM)').click();
    await page.waitForSelector('[role="alert"][data-codigo="RGM_JA_EXISTE"]');
    expect(await textOf(page, '[role="alert"]')).toContain('Já existe um RGM deste contrato');
    expect(await textOf(page, '[role="alert"]')).toContain('um administrador o reabre');
    expect(await page.$('button::-p-text(Calcular RGM)')).toBeNull();
    await page.setViewport({ width: 1440, height: 900 });
    await saveScreen(page, 'tela-rgm-ja-existe');
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-rgm-ja-existe-estreita', true);
    await page.setViewport({ width: 1280, height: 800 });
    await page.locator('a::-p-text(Abrir o RGM existente)').click();
    await page.waitForSelector('h1 [data-estado="liberado"]');
    expect(new URL(page.url()).pathname).toBe(`/rgm/${rgm.id}`);
    // No orders: every average is a dash, and the tabs say why they are empty.
    expect(await textOf(page, '[data-figure="mttr"] .stat__value')).toBe('—');
    await page.waitForSelector('::-p-text(Nenhum equipamento com chamados no período)');
    expect(await headerButtons(page)).toEqual(['Reabrir', 'Enviar']);
    expect(await confirmIn(page, 'Reabrir', 'Reabrir como rascunho')).toContain(
      'registrada no histórico',
    );
    await page.waitForSelector('h1 [data-estado="rascunho"]');
    expect(await textOf(page, '.timeline')).toContain('Reaberto');

    await page.goto(`${baseUrl()}/rgm/00000000-0000-4000-8000-000000000000`);
    await page.waitForSelector('[role="alert"] ::-p-text(RGM não encontrado.)');
    await saveScreen(page, 'tela-rgm-nao-encontrado');
  });

  it('lets an administrator set a contract’s closing day and RGM recipients', async () => {
    const fixture = await fieldServiceFixture(false);
    const { page } = browser;
    await loginAs(page, 'ADMIN');
    // The contract has no RGM yet: the filtered list says so.
    await page.goto(`${baseUrl()}/rgm?contratoId=${fixture.contractId}`);
    await page.waitForSelector('::-p-text(Nenhum RGM com esses filtros)');
    await saveScreen(page, 'tela-rgm-lista-vazia');

    await page.locator('nav.sidenav a::-p-text(RGM)').click();
    await page.locator('a::-p-text(Fechamento e destinatários)').click();
    await page.waitForSelector('h1::-p-text(Fechamento e destinatários do RGM)');
    const row = `tr[data-contrato="${fixture.contractCode}"]`;
    expect(await textOf(page, row)).toContain('Sem fechamento automático');
    await page.locator(`${row} button::-p-text(Editar)`).click();
    const form = 'form.contract-settings';
    await page.waitForSelector(form);
    await page.locator(`${form} input[name="fechamento"]:not(:checked)`).click();
    await page.locator(`${form} input[name="diaFechamentoRgm"]`).fill('31');
    await page.locator(`${form} input[name="novoEmail"]`).fill('fiscal');
    await page.locator(`${form} button::-p-text(Adicionar)`).click();
    await page.waitForSelector(`${form} ::-p-text("fiscal" não é um e-mail válido.)`);
    await page.locator(`${form} input[name="novoEmail"]`).fill('fiscal@cliente.com.br');
    await page.keyboard.press('Enter');
    await page.locator(`${form} button[aria-label="Remover ${fixture.recipient}"]`).click();
    await saveScreen(page, 'tela-rgm-contrato-editar');
    await page.locator(`${form} button::-p-text(Salvar)`).click();

    await page.waitForFunction((selector) => !document.querySelector(selector), {}, form);
    await page.waitForSelector(`${row} ::-p-text(Dia 31)`);
    expect(await textOf(page, `${row} ul.chips`)).toBe('fiscal@cliente.com.br');
    await saveScreen(page, 'tela-rgm-contratos');
  });
});
