import { baseUrl, loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';
import { adminSession } from './support/api';
import { fieldServiceFixture, previousMonth } from './support/field-service';
import { cells, confirmIn, headerButtons } from './support/rgm-page';

describe('the monthly service report (RGM)', () => {
  const browser = useBrowser();

  it('lets the supervisor compute the month’s RGM of a contract, read its tabs, release and send it', async () => {
    const fixture = await fieldServiceFixture(true);
    const [busy, quiet] = fixture.equipment;
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(RGM)').click();
    await page.waitForSelector('h1::-p-text(RGM)');
    // Contract settings are for administrators only.
    expect(await page.$('a::-p-text(Fechamento e destinatários)')).toBeNull();

    // New RGM: the previous month is already chosen; pick the contract.
    await page.locator('a::-p-text(Novo RGM)').click();
    await page.waitForSelector('h1::-p-text(Novo RGM)');
    const month = await page.$eval(
      'input[name="mes"]',
      (input) => (input as HTMLInputElement).value,
    );
    expect(month).toBe(previousMonth().value);
    await page.waitForSelector(`select[name="contratoId"] option[value="${fixture.contractId}"]`);
    await page.select('select[name="contratoId"]', fixture.contractId);
    await saveScreen(page, 'tela-rgm-novo');
    await page.locator('button::-p-text(Calcular RGM)').click();

    await page.waitForSelector('h1 [data-estado="rascunho"]');
    const rgmId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await textOf(page, '[data-testid="rgm-escopo"]')).toBe(
      `${fixture.contractCode} · ${fixture.clientName}`,
    );
    expect(await headerButtons(page)).toEqual(['Recalcular', 'Liberar']);

    // By hand (formulas v3): 4 orders, 3 calls (the correctives; the preventive is not a call);
    // MTTR (3 + 6 + 2) / 3 h, restore (4 + 12 + 3) / 3 h; 2 of 3 calls within SLA.
    const figure = (key: string) => textOf(page, `[data-figure="${key}"] .stat__value`);
    expect(await figure('ordens')).toBe('4');
    expect(await figure('chamados')).toBe('3');
    expect(await figure('corretivos')).toBe('3');
    expect(await figure('mttr')).toBe('3,7 h');
    expect(await figure('restabelecimento')).toBe('6,3 h');
    expect(await figure('sla')).toBe('66,7 %');
    expect(await figure('pontualidade')).toBe('—');
    expect(await figure('km')).toBe('0 km');

    // Per equipment: two correctives within 30 days make the first one recurrent.
    await page.waitForSelector('[data-aba="equipamentos"]');
    // The last column links the report of each visit of the unit finished in the period.
    const busyRow = await cells(page, `tr[data-equipamento="${busy}"]`);
    expect(busyRow.slice(0, -1)).toEqual([
      `${busy}Split 24.000 BTU`,
      'UTI Adulto',
      '2',
      '2',
      '4,5 h',
      '8 h',
      'Recorrente',
    ]);
    expect(busyRow[busyRow.length - 1].match(/-OS\d/g)).toEqual(['-OS1', '-OS2']);
    const quietRow = await cells(page, `tr[data-equipamento="${quiet}"]`);
    expect(quietRow.slice(0, -1)).toEqual([
      `${quiet}Cassete 36.000 BTU`,
      'Recepção',
      '1',
      '1',
      '2 h',
      '3 h',
      '—',
    ]);
    expect(quietRow[quietRow.length - 1].match(/-OS\d/g)).toEqual(['-OS3', '-OS4']);
    await saveScreen(page, 'tela-rgm-equipamentos', true);

    // One contract: no comparison tab; the annual schedule last.
    const tabs = await page.$$eval('[role="tab"]', (nodes) =>
      nodes.map((node) => node.firstChild?.textContent?.trim()),
    );
    expect(tabs).toEqual([
      'Por equipamento',
      'Por técnico',
      'Preventivas',
      'Ordens',
      'Pendências',
      'Fluido refrigerante',
      'Checklist e causas',
      'Cronograma anual',
    ]);

    await page.locator('[role="tab"]::-p-text(Por técnico)').click();
    await page.waitForSelector(
      '[data-aba="tecnicos"] ::-p-text(Nenhum técnico alocado no período)',
    );

    await page.locator('[role="tab"]::-p-text(Checklist e causas)').click();
    const causes = await page.waitForSelector('[data-aba="checklist"] .causes');
    expect(
      await causes!.evaluate((node) => Array.from(node.children, (item) => item.textContent)),
    ).toEqual(['Filtro obstruído2', 'Vazamento de fluido refrigerante / falta de gás1']);
    expect(await textOf(page, '[data-aba="checklist"]')).toContain('Nenhuma não conformidade');
    expect(await textOf(page, 'section[aria-labelledby="formulas-title"]')).toContain(
      'MTTR (SMRP)',
    );
    await saveScreen(page, 'tela-rgm-checklist', true);

    // Release: asked first; then frozen, with who and when.
    expect(await confirmIn(page, 'Liberar', 'Liberar RGM')).toContain('congelados');
    await page.waitForSelector('h1 [data-estado="liberado"]');
    expect(await textOf(page, 'h1 [data-estado]')).toBe('Liberado');
    expect(await page.$('dialog[open]')).toBeNull();
    expect(await textOf(page, '[data-testid="rgm-liberado"]')).toContain('por Supervisor Demo');
    expect(await textOf(page, '.timeline')).toContain('Liberado');
    // A supervisor sends but does not reopen.
    expect(await headerButtons(page)).toEqual(['Enviar']);
    await saveScreen(page, 'tela-rgm-liberado', true);

    expect(await confirmIn(page, 'Enviar', 'Enviar RGM')).toContain(fixture.recipient);
    await page.waitForSelector('h1 [data-estado="enviado"]');
    expect(await headerButtons(page)).toEqual([]);

    // The list, filtered by the contract, shows the new state and who released it.
    await openPage(page, '/rgm', 'RGM');
    await page.waitForSelector(`select[name="contratoId"] option[value="${fixture.contractId}"]`);
    await page.select('select[name="contratoId"]', fixture.contractId);
    await page.waitForFunction(
      (id) =>
        document.querySelectorAll('tbody tr').length === 1 &&
        document.querySelector(`tr[data-rgm-id="${id}"]`),
      {},
      rgmId,
    );
    const row = await textOf(page, `tr[data-rgm-id="${rgmId}"]`);
    expect(row).toContain(fixture.contractCode);
    expect(row).toContain('Enviado');
    expect(row).toContain('Supervisor Demo');
    await saveScreen(page, 'tela-rgm-lista');
  });

  it('compares the contracts side by side in a consolidated RGM', async () => {
    const fixture = await fieldServiceFixture(true);
    // One consolidated RGM per period, and other browser tests (charts, phone) calculate last
    // month's too: make sure it exists, so this test always takes the path a user takes then
    // (the form offers the existing one; open it and recalculate).
    const { year, month, value } = previousMonth();
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    await adminSession()
      .then((admin) =>
        admin.post('/api/fs/rgm', {
          consolidado: true,
          inicio: `${value}-01`,
          fim: `${value}-${lastDay}`,
        }),
      )
      .catch((error: Error) => {
        if (!error.message.includes('RGM_JA_EXISTE')) throw error;
      });
    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, '/rgm/novo', 'Novo RGM');
    await page.locator('input[name="escopo"][value="consolidado"]').click();
    expect(await page.$('select[name="contratoId"]')).toBeNull();
    await page.locator('button::-p-text(Calcular RGM)').click();
    await page.locator('a::-p-text(Abrir o RGM existente)').click();
    await page.waitForSelector('h1 [data-estado="rascunho"]');
    await page.locator('button::-p-text(Recalcular)').click();
    // The draft's heading is already there: wait for the recomputation itself, whose notice
    // moves the tabs down (a click aimed before it landed beside the tab).
    await page.waitForSelector('p.saved::-p-text(RGM recalculado)');
    expect(await textOf(page, '[data-testid="rgm-escopo"]')).toBe('Consolidado · toda a empresa');
    await page.locator('[role="tab"]::-p-text(Por contrato)').click();
    await page.waitForSelector('[data-aba="contratos"]');
    await page.waitForSelector(`tr[data-contrato="${fixture.contractCode}"]`);
    // The test's contract, beside the demo contracts, with the same figures as in its own RGM.
    expect(await cells(page, `tr[data-contrato="${fixture.contractCode}"]`)).toEqual([
      `${fixture.contractCode}${fixture.clientName}`,
      '3',
      '3',
      '3,7 h',
      '6,3 h',
      '66,7 %2 de 3',
      '0 km',
    ]);
    expect(await textOf(page, '[data-aba="contratos"] tfoot')).toContain('Toda a empresa');
    await saveScreen(page, 'tela-rgm-consolidado', true);

    await page.locator('[role="tab"]::-p-text(Por técnico)').click();
    await page.waitForSelector('[data-aba="tecnicos"]');
    await saveScreen(page, 'tela-rgm-tecnicos', true);

    // A phone-sized screen: one column, tables scroll sideways inside their card.
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-rgm-estreita', true);
    await openPage(page, '/rgm', 'RGM');
    await page.waitForSelector('tbody tr');
    await saveScreen(page, 'tela-rgm-lista-estreita', true);
  });

  it('keeps the RGM away from technicians', async () => {
    const { page } = browser;
    await loginAs(page, 'TECNICO');
    expect(await textOf(page, 'nav.sidenav')).not.toContain('RGM');
    await page.goto(`${baseUrl()}/rgm`);
    await page.waitForSelector('h1::-p-text(Acesso restrito)');
    expect(await textOf(page, '.status-page p')).toContain('supervisores e administradores');
  });
});
