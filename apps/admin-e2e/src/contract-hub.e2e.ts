import type { ClientRgm, ContractOverview, Page as PageOf, RgmView } from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { setInputValue } from './support/forms';

const CONTRACT = 'CT-2026-001';

/** The address a block's link leads to, path and query, as the browser resolves it. */
async function linkOf(page: Page, part: string): Promise<string> {
  const href = await page.$eval(
    `[data-hub="contrato"] a[data-link="${part}"]`,
    (anchor) => (anchor as HTMLAnchorElement).href,
  );
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** Follows a block's link and answers the list's API response it waits for (never a sleep). */
async function follow<T>(page: Page, part: string, api: string): Promise<T> {
  const response = page.waitForResponse(
    (candidate) => candidate.url().includes(api) && candidate.request().method() === 'GET',
  );
  await page.locator(`[data-hub="contrato"] a[data-link="${part}"]`).click();
  return (await (await response).json()).dados as T;
}

/**
 * The contract hub (issue 48) on the demo: the hospital's contract shows its client, units,
 * rooms, open orders, requests, RGMs, PMOCs, indoor air and gas, each block linking to the
 * list filtered to the contract; the client's page lines up its contracts.
 */
describe('a visão geral do contrato', () => {
  const browser = useBrowser();

  it('links each part of the contract to its list, filtered to the contract', async () => {
    const admin = await adminSession();
    const [contract] = (
      await admin.get<PageOf<{ id: string; cliente: string }>>(
        `/api/dados/contrato?codigo=${CONTRACT}`,
      )
    ).itens;
    const hub = await admin.get<ContractOverview>(`/api/fs/contratos/${contract.id}/visao-geral`);
    const id = contract.id;

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/cadastros/contratos/${id}`);
    await page.waitForSelector('[data-hub="contrato"] [data-bloco="equipamentos"] .hub__figure');

    expect(await textOf(page, '[data-bloco="cliente"] .hub__figure')).toBe(hub.cliente!.nome);
    expect(await textOf(page, '[data-bloco="equipamentos"] .hub__figure')).toBe(
      String(hub.contagens.equipamentosAtivos),
    );
    expect(await textOf(page, '[data-bloco="ordens"] .hub__figure')).toBe(
      String(hub.contagens.ordensAbertas + hub.contagens.ordensEmAtendimento),
    );
    const expected: Record<string, string> = {
      cliente: `/cadastros/clientes/${hub.cliente!.id}`,
      equipamentos: `/cadastros/equipamentos?contrato=${CONTRACT}&situacao=ativos`,
      ambientes: `/cadastros/ambientes?contrato=${CONTRACT}`,
      ordens: `/ordens?contratoId=${id}&situacao=ABERTA&ordem=prazo`,
      'ordens-2': `/ordens?contratoId=${id}&situacao=EM_ATENDIMENTO&ordem=prazo`,
      solicitacoes: `/solicitacoes?contratoId=${id}&situacao=ABERTA`,
      rgm: `/rgm?contratoId=${id}`,
      pmoc: '/documentos',
      'qualidade-ar': `/qualidade-ar?contratoId=${id}`,
      fluidos: `/fluidos?ano=${hub.gas.ano}&contratoId=${id}`,
    };
    for (const [part, path] of Object.entries(expected))
      expect([part, await linkOf(page, part)]).toEqual([part, path]);
    // Every PMOC of the contract opens its document.
    for (const pmoc of hub.pmocs)
      await page.waitForSelector(`[data-bloco="pmoc"] a[href="/documentos/${pmoc.id}"]`);

    await saveScreen(page, 'tela-contrato-visao-geral-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await page.waitForSelector('[data-hub="contrato"] [data-bloco="fluidos"]');
    await saveScreen(page, 'tela-contrato-visao-geral-390', true);
    await page.$eval('[data-hub="contrato"]', (panel) => panel.scrollIntoView());
    await saveScreen(page, 'tela-contrato-visao-geral-390-painel');
    // No sideways scrolling on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.setViewport({ width: 1440, height: 900 });

    // The open orders: the list filtered to the contract answers the hub's count.
    const open = await follow<PageOf<{ contrato: { id: string } }>>(
      page,
      'ordens',
      `/api/fs/ordens?`,
    );
    await page.waitForSelector('h1::-p-text(Ordens de serviço)');
    expect(open.total).toBe(hub.contagens.ordensAbertas);
    expect(open.itens.every((order) => order.contrato.id === id)).toBe(true);
    expect(await page.$eval('select[name="contratoId"]', (select) => select.value)).toBe(id);
    await page.goBack();

    // The requests: the queue filtered to the contract.
    await page.waitForSelector('[data-hub="contrato"] a[data-link="solicitacoes"]');
    const requests = await follow<PageOf<unknown>>(page, 'solicitacoes', `contratoId=${id}`);
    await page.waitForSelector('h1::-p-text(Solicitações)');
    expect(requests.total).toBe(hub.contagens.solicitacoesAbertas);
    await page.goBack();

    // The units: the register filtered by the contract's code, in service.
    await page.waitForSelector('[data-hub="contrato"] a[data-link="equipamentos"]');
    const units = await follow<PageOf<unknown>>(page, 'equipamentos', `/api/dados/equipamento?`);
    expect(units.total).toBe(hub.contagens.equipamentosAtivos);
    await page.waitForSelector(
      `.list-bar__count::-p-text(${hub.contagens.equipamentosAtivos} registros)`,
    );
  });

  it('lines up the client’s contracts, each linking to its contract', async () => {
    const admin = await adminSession();
    const [contract] = (
      await admin.get<PageOf<{ id: string }>>(`/api/dados/contrato?codigo=${CONTRACT}`)
    ).itens;
    const hub = await admin.get<ContractOverview>(`/api/fs/contratos/${contract.id}/visao-geral`);

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/cadastros/clientes/${hub.cliente!.id}`);
    const row = `[data-hub="cliente"] tr[data-contrato="${CONTRACT}"]`;
    await page.waitForSelector(row);
    await saveScreen(page, 'tela-cliente-visao-geral-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-cliente-visao-geral-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    await page.locator(`${row} a::-p-text(${CONTRACT})`).click();
    await page.waitForSelector('[data-hub="contrato"] [data-bloco="cliente"]');
    expect(new URL(page.url()).pathname).toBe(`/cadastros/contratos/${contract.id}`);
  });

  it('opens the client’s consolidated RGM and sums its contracts’ RGMs of the month', async () => {
    // A month no other browser test closes: December 2025, the contracts' first.
    const admin = await adminSession();
    const contracts = (
      await admin.get<PageOf<{ id: string; codigo: string; cliente: string }>>(
        '/api/dados/contrato?cliente=CLI-001',
      )
    ).itens;
    for (const contract of contracts)
      await admin
        .post('/api/fs/rgm', { contratoId: contract.id, inicio: '2025-12-01', fim: '2025-12-31' })
        .catch((error: Error) => {
          if (!error.message.includes('RGM_JA_EXISTE')) throw error;
        });
    const hub = await admin.get<ContractOverview>(
      `/api/fs/contratos/${contracts[0].id}/visao-geral`,
    );

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/cadastros/clientes/${hub.cliente!.id}`);
    await page.locator('[data-hub="cliente"] a[data-link="rgm-cliente"]').click();
    await page.waitForSelector('h1::-p-text(RGM consolidado)');
    const answer = page.waitForResponse((response) => response.url().includes('mes=2025-12'));
    await setInputValue(page, 'input[name="mes"]', '2025-12');
    const month = (await (await answer).json()).dados as ClientRgm;
    await page.waitForSelector('h2::-p-text(Dezembro de 2025)');

    expect(month.contratos.map((line) => line.codigo)).toEqual(
      contracts.map((contract) => contract.codigo).sort(),
    );
    const snapshots = await Promise.all(
      month.contratos.map(
        async (line) => (await admin.get<RgmView>(`/api/fs/rgm/${line.rgm!.id}`)).snapshot.resumo,
      ),
    );
    const calls = snapshots.reduce((total, resumo) => total + resumo.chamados, 0);
    expect(month.totais.chamados).toBe(calls);
    expect(await textOf(page, '[data-total="chamados"] .stat__value')).toBe(String(calls));
    for (const line of month.contratos)
      await page.waitForSelector(
        `tr[data-contrato="${line.codigo}"] a[href="/rgm/${line.rgm!.id}"]`,
      );
    await saveScreen(page, 'tela-rgm-cliente-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-rgm-cliente-390', true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
