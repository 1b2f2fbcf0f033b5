import type { CreatedIngestionToken } from '@campo/contracts';
import { adminSession, ingestion, unique } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture, monthPeriod, previousMonth } from './support/field-service';

describe('the RGM lists the work', () => {
  const browser = useBrowser();

  it('shows the month’s orders (sortable), what is still pending and the signature block', async () => {
    const fixture = await fieldServiceFixture(true);
    // One more order of last month, never attended: pending at the month's end.
    const admin = await adminSession();
    const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
      nome: unique('ERP de teste'),
      entidades: ['ordem_servico'],
    });
    const month = previousMonth();
    const open = `${fixture.contractCode}-OS9`;
    const sent = await ingestion(token).send('ordem_servico', [
      {
        codigo: open,
        contrato: fixture.contractCode,
        equipamento: fixture.equipment[1],
        tipo: 'Corretiva',
        status: 'Aberta',
        abertura: `20/${String(month.month).padStart(2, '0')}/${month.year} 09:00`,
        descricao: 'Gotejamento na recepção',
      },
    ]);
    expect((await sent.json()).dados.gravadas).toBe(1);
    const rgm = await admin.post<{ id: string }>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      ...monthPeriod(month),
    });

    const { page } = browser;
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/rgm/${rgm.id}`);
    await page.waitForSelector('h1 [data-estado="rascunho"]');
    // The charts load on demand above the tabs: a click before they land would hit a chart.
    await page.waitForSelector('.chart-grid');
    const tabs = await page.$$eval('[role="tab"]', (nodes) =>
      nodes.map((node) => node.firstChild?.textContent?.trim()),
    );
    expect(tabs).toEqual(expect.arrayContaining(['Ordens', 'Pendências', 'Fluido refrigerante']));

    // Orders: the fixture's four and the open one, oldest first; a click on "Situação e prazo" sorts by the outcome.
    await page.locator('[role="tab"]::-p-text(Ordens)').click();
    await page.waitForSelector('[data-aba="ordens"] tr[data-ordem]');
    const codes = () =>
      page.$$eval('[data-aba="ordens"] tr[data-ordem]', (rows) =>
        rows.map((row) => row.getAttribute('data-ordem')),
      );
    const order = (n: number) => `${fixture.contractCode}-OS${n}`;
    expect(await codes()).toEqual([order(1), order(2), order(3), order(4), open]);
    expect(await textOf(page, `tr[data-ordem="${order(2)}"]`)).toContain('Chamado · Atrasada');
    expect(await textOf(page, `tr[data-ordem="${order(1)}"]`)).toContain('Filtro obstruído');
    await page.locator('[data-aba="ordens"] th button::-p-text(Situação e prazo)').click();
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-aba="ordens"] tr[data-ordem]')?.getAttribute('data-ordem') !==
        first,
      {},
      order(1),
    );
    expect(new URL(page.url()).searchParams.get('ordenar')).toBe('prazo');
    await saveScreen(page, 'tela-rgm-ordens', true);

    // Pending: the order never attended, with its days open at the month's end.
    await page.locator('[role="tab"]::-p-text(Pendências)').click();
    await page.waitForSelector(`[data-pendencia="ordens-abertas"] tr[data-ordem="${open}"]`);
    expect(await textOf(page, `tr[data-ordem="${open}"]`)).toContain('Gotejamento na recepção');
    for (const part of ['nao-conformidades', 'preventivas-atrasadas', 'observacoes'])
      await page.waitForSelector(`[data-pendencia="${part}"]`);
    await saveScreen(page, 'tela-rgm-pendencias', true);

    // Signatures: not released yet; no RT on this contract; the client's line waits for paper.
    const signatures = await textOf(page, 'section.rgm-signatures');
    expect(signatures).toContain('Liberado porAinda não liberado');
    expect(signatures).toContain('Ciente do cliente');
    expect(await page.$('[data-assinatura="responsavel-tecnico"]')).toBeNull();

    await page.setViewport({ width: 390, height: 844 });
    await page.locator('[role="tab"]::-p-text(Ordens)').click();
    await page.waitForSelector('[data-aba="ordens"] tr[data-ordem]');
    await saveScreen(page, 'tela-rgm-ordens-estreita', true);
  });
});
