import type { Page } from 'puppeteer-core';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';
import { unique } from './support/api';
import { selectByText, setInputValue } from './support/forms';
import { currentMonth, nextMonth } from './support/field-service';
import { fill, openNew, submitNew } from './support/records';

async function orderCode(page: Page) {
  return (await textOf(page, 'h1')).split(' ')[0];
}

describe('service orders and dispatch', () => {
  const browser = useBrowser();

  it('a supervisor adds a contract and a unit, opens a corrective order for it, assigns a technician from the dispatch view, and the RGM counts it', async () => {
    const client = unique('CLI');
    const contractCode = unique('CT');
    const unit = unique('AC');
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');

    // A client calls about a unit the company has no record of: add client, contract and unit.
    await openNew(page, 'Clientes', 'Novo cliente', 'Cliente');
    await fill(page, 'Cliente', { codigo: client, nome: `Clínica ${client}` });
    await submitNew(page, 'Cliente', client);
    await openNew(page, 'Contratos', 'Novo contrato', 'Contrato');
    await fill(page, 'Contrato', {
      codigo: contractCode,
      cliente: client,
      slaAtendimentoHoras: '4',
      slaSolucaoHoras: '24',
    });
    await submitNew(page, 'Contrato', contractCode);
    const contractId = new URL(page.url()).pathname.split('/').pop()!;
    await openNew(page, 'Equipamentos', 'Novo equipamento', 'Equipamento');
    await fill(page, 'Equipamento', { codigo: unit, contrato: contractCode, setor: 'UTI Adulto' });
    await submitNew(page, 'Equipamento', unit);

    // Nova OS: contract, then the unit; the code is generated.
    await page.locator('nav.sidenav a[href="/ordens"]').click();
    await page.waitForSelector('h1::-p-text(Ordens de serviço)');
    await page.locator('a::-p-text(Nova OS)').click();
    await page.waitForSelector('h1::-p-text(Nova ordem de serviço)');
    await page.waitForSelector(`select[name="contratoId"] option[value="${contractId}"]`);
    await page.select('select[name="contratoId"]', contractId);
    await selectByText(page, 'select[name="equipamentoId"]', unit);
    await page.select('select[name="prioridade"]', 'ALTA');
    await page.locator('textarea[name="descricao"]').fill('Equipamento parou de gelar');
    await saveScreen(page, 'tela-os-nova');
    await page.locator('button::-p-text(Abrir OS)').click();
    await page.waitForSelector('h1 .badge::-p-text(Aberta)');
    const code = await orderCode(page);
    expect(code).toMatch(/^APP-\d{4}-\d{6}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    // The SLA clock: the contract's 4 h and 24 h from the opening.
    expect(await textOf(page, '[data-sla="atendimento"] .stat__sub')).toBe(
      '4 h da abertura · Dentro do prazo',
    );
    expect(await textOf(page, '[data-sla="solucao"] .stat__sub')).toBe(
      '24 h da abertura · Dentro do prazo',
    );

    // Dispatch: the new order is among the unassigned; "Agendar…" takes it to a technician's day.
    await page.locator('nav.sidenav a[href="/despacho"]').click();
    await page.waitForSelector('h1::-p-text(Despacho)');
    const row = `.dispatch-list__item[data-ordem-id="${orderId}"]`;
    await page.waitForSelector(row);
    await saveScreen(page, 'tela-despacho-1440', true);
    await page.locator(`${row} button::-p-text(Agendar…)`).click();
    const technicianId = await selectByText(
      page,
      'dialog[open] select[name="tecnicoId"]',
      'Carlos Andrade',
    );
    await page.locator('dialog[open] button::-p-text(Agendar)').click();
    // One action: the order leaves the unassigned list and shows on the technician's row.
    await page.waitForSelector(
      `.agenda__row[data-tecnico-id="${technicianId}"] a[data-ordem-id="${orderId}"]`,
    );
    // The triage is its own query: the order leaves it when that answers too.
    await page.waitForFunction((selector) => !document.querySelector(selector), {}, row);
    await saveScreen(page, 'tela-despacho-alocada-1440', true);

    // Narrow screen: the same agenda, stacked.
    await page.setViewport({ width: 390, height: 844 });
    await page.waitForSelector(
      `.agenda__row[data-tecnico-id="${technicianId}"] a[data-ordem-id="${orderId}"]`,
      { visible: true },
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreen(page, 'tela-despacho-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    // The order page shows the technician and the history.
    await page
      .locator(`.agenda__row[data-tecnico-id="${technicianId}"] a[data-ordem-id="${orderId}"]`)
      .click();
    await page.waitForSelector(`h1::-p-text(${code})`);
    expect(await textOf(page, '.allocation-list__item .table__strong')).toBe('Carlos Andrade');
    const history = await page.$$eval('.timeline__label', (nodes) =>
      nodes.map((node) => node.textContent?.trim()),
    );
    expect(history).toEqual(['Aberta', 'Reagendada']);
    await saveScreen(page, 'tela-os-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-os-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    // The month's RGM draft of the contract counts it as a call, with its technician.
    await openPage(page, '/rgm/novo', 'Novo RGM');
    await setInputValue(page, 'input[name="mes"]', currentMonth().value);
    await page.waitForSelector(`select[name="contratoId"] option[value="${contractId}"]`);
    await page.select('select[name="contratoId"]', contractId);
    await page.locator('button::-p-text(Calcular RGM)').click();
    await page.waitForSelector('h1 [data-estado="rascunho"]');
    expect(await textOf(page, '[data-figure="chamados"] .stat__value')).toBe('1');
    expect(await textOf(page, '[data-figure="corretivos"] .stat__value')).toBe('1');
    await page.locator('[role="tab"]::-p-text(Por técnico)').click();
    await page.waitForSelector('[role="tabpanel"] td::-p-text(Carlos Andrade)');

    // The list, filtered by the technician, shows it too.
    await openPage(page, `/ordens?tecnicoId=${technicianId}`, 'Ordens de serviço');
    await page.waitForSelector(`tr[data-ordem-id="${orderId}"]`);
    await saveScreen(page, 'tela-ordens-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-ordens-390', true);
  });

  it('a supervisor opens next month’s preventive orders from the plans, once, and the grid marks them', async () => {
    const { page } = browser;
    const month = nextMonth(currentMonth()).value;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, '/ordens', 'Ordens de serviço');
    await setInputValue(page, 'input[name="mes"]', month);
    await page.locator('button::-p-text(Gerar ordens dos planos)').click();
    const first = await textOf(page, '.preventive-form [role="status"]');
    const [, created, planned] = /^✓ ([\d.]+) ordens? criadas? de ([\d.]+)/.exec(first) ?? [];
    expect(Number(created.replace('.', ''))).toBeGreaterThan(0);
    expect(created).toBe(planned);
    await saveScreen(page, 'tela-ordens-preventivas');

    // Again: nothing new, every occurrence already has its order.
    await page.locator('button::-p-text(Gerar ordens dos planos)').click();
    await page.waitForSelector(
      `.preventive-form [role="status"]::-p-text(0 ordens criadas de ${planned})`,
    );

    // The grid of that year shows "OS" in the months whose occurrence has its order.
    await openPage(page, `/cronograma?ano=${month.slice(0, 4)}`, 'Cronograma anual');
    await page.waitForSelector('table.schedule td[data-ordem="planejada"]');
    const months = await page.$$eval('table.schedule td[data-ordem="planejada"]', (cells) =>
      cells.map((cell) => cell.getAttribute('title')?.split(':')[0]),
    );
    expect(new Set(months).size).toBe(1);
    await saveScreen(page, 'tela-cronograma-com-os');
  });
});
