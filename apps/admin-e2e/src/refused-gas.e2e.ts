import type { FluidEventView, GasDeclaration, RefusedRecord } from '@campo/contracts';
import { baseUrl, loginAs, saveScreen, useBrowser } from './support/browser';
import { allocatedOrder, openApp, pickCylinder, waiting } from './support/technician-app';

describe('a gas recharge refused on sync (unit without gas)', () => {
  const browser = useBrowser();

  it('is shown on the phone with the fix, listed to the supervisor, accepted after the gas is informed, and confirmed', async () => {
    const { supervisor, order } = await allocatedOrder(1);
    const { page } = browser;
    await openApp(page, order.id);
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    await page.waitForSelector(`h1::-p-text(${order.codigo})`);

    // In the plant room, no signal: the attendance starts and 0.8 kg of R-410A goes in.
    await page.setOfflineMode(true);
    await page.locator('button::-p-text(Iniciar atendimento)').click();
    await waiting(page, 1);
    await page.select('select[name="tipoGas"]', 'R-410A');
    await page.locator('input[name="quantidadeKg"]').fill('0,8');
    await pickCylinder(page);
    await page.locator('button::-p-text(Registrar fluido)').click();
    await waiting(page, 2);

    // Back online: the start is stored, the recharge refused and kept, with the fix offered.
    await page.setOfflineMode(false);
    const card = await page.waitForSelector(
      '.refused[data-codigo="GAS_DO_EQUIPAMENTO_DESCONHECIDO"]',
    );
    const text = await card!.evaluate((node) => node.textContent ?? '');
    expect(text).toContain('não tem o gás cadastrado');
    expect(text).not.toContain('Fluidos ›');
    const actionId = await card!.evaluate((node) => node.getAttribute('data-acao-id'));
    await card!.evaluate((node) => node.scrollIntoView());
    await saveScreen(page, 'tecnico-gas-recusado-390');

    // The supervisor's queue holds it, on its own screen.
    const queued = await supervisor.get<RefusedRecord[]>('/api/fs/registros-recusados');
    expect(queued.find((record) => record.acaoId === actionId)).toMatchObject({
      ordem: { codigo: order.codigo },
      codigo: 'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
      resumo: expect.stringContaining('R-410A'),
    });
    const office = await page.browser().createBrowserContext();
    try {
      const admin = await office.newPage();
      await admin.setViewport({ width: 1440, height: 900 });
      await admin.emulateTimezone('America/Sao_Paulo');
      await loginAs(admin, 'SUPERVISOR');
      await admin.goto(`${baseUrl()}/registros-recusados`);
      await admin.waitForSelector(`tr[data-acao-id="${actionId}"]`);
      await saveScreen(admin, 'admin-registros-recusados-1440', true);

      // The technician informs the unit's gas; the recharge goes again right after it.
      await page.locator('button::-p-text(Informar o gás do equipamento)').click();
      await page.locator('button::-p-text(Informar e enviar de novo)').click();
      await page.waitForSelector('.sync-badge[data-recusados="0"]');
      await waiting(page, 0);
      const fluids = await supervisor.get<{ itens: FluidEventView[] }>(
        `/api/fs/fluidos/revisao?porPagina=100`,
      );
      expect(fluids.itens.find((event) => event.id === actionId)?.sinais).toEqual([
        expect.objectContaining({ codigo: 'GAS_A_CONFIRMAR' }),
      ]);
      expect(
        (await supervisor.get<RefusedRecord[]>('/api/fs/registros-recusados')).map(
          (record) => record.acaoId,
        ),
      ).not.toContain(actionId);

      // The supervisor confirms the gas on the queue's screen.
      await admin.reload();
      const declared = await admin.waitForSelector('tr[data-declaracao-id]');
      const declarationId = await declared!.evaluate((node) =>
        node.getAttribute('data-declaracao-id'),
      );
      await saveScreen(admin, 'admin-gas-informado-1440', true);
      await admin
        .locator(`tr[data-declaracao-id="${declarationId}"] input[name="motivo"]`)
        .fill('Conferido na etiqueta');
      await admin
        .locator(`tr[data-declaracao-id="${declarationId}"] button::-p-text(Confirmar o gás)`)
        .click();
      await admin.waitForFunction(
        (id) => !document.querySelector(`tr[data-declaracao-id="${id}"]`),
        {},
        declarationId,
      );
      const pending = await supervisor.get<GasDeclaration[]>('/api/fs/declaracoes-gas');
      expect(pending.map((item) => item.id)).not.toContain(declarationId);
    } finally {
      await office.close();
    }
  });

  it('is not refused at all when the technician informs the unit’s gas up front', async () => {
    const { supervisor, order } = await allocatedOrder(1);
    const { page } = browser;
    await openApp(page, order.id);
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    await page.waitForSelector(`h1::-p-text(${order.codigo})`);
    await page.locator('button::-p-text(Iniciar atendimento)').click();
    await page.waitForSelector('[data-atendimento="iniciado"]');
    await page.waitForSelector('select[name="tipoGas"]');
    await page.select('select[name="tipoGas"]', 'R-410A');
    await page.waitForSelector('[data-gas-aviso="desconhecido"]');
    await page.locator('button::-p-text(Informar R-410A como gás do equipamento)').click();
    await page.waitForSelector('[data-gas-informado="R-410A"]');
    await page.locator('input[name="quantidadeKg"]').fill('0,5');
    await pickCylinder(page);
    await page.locator('button::-p-text(Registrar fluido)').click();
    // On the phone first, then sent: nothing waits and nothing was refused.
    await page.waitForSelector('.saved::-p-text(Registro de fluido guardado)');
    await waiting(page, 0);
    expect(await page.$('.refused')).toBeNull();
    const pending = await supervisor.get<GasDeclaration[]>('/api/fs/declaracoes-gas');
    const declaration = pending.find((item) => item.ordem?.id === order.id);
    expect(declaration).toMatchObject({ tipoGas: 'R-410A', eventos: 1 });

    // The supervisor confirms it: the event leaves the review (the demo's review list is
    // what the refrigerant review test reads, so nothing of this test stays in it).
    await supervisor.post(`/api/fs/declaracoes-gas/${declaration!.id}/confirmar`, {
      motivo: 'Conferido na etiqueta',
    });
    const review = await supervisor.get<{ itens: FluidEventView[] }>(
      `/api/fs/fluidos/revisao?porPagina=100`,
    );
    expect(review.itens.filter((event) => event.ordemServicoId === order.id)).toEqual([]);
  });
});
