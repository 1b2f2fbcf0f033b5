import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page as ListPage, ServiceOrderDetail, UnitPlan } from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession } from './support/api';
import { baseUrl, loginAs, saveScreen, useBrowser } from './support/browser';
import { fieldServiceFixture } from './support/field-service';
import { openApp, PHONE, TECHNICIAN, waiting } from './support/technician-app';

/** Day 15 of the month `ahead` months from now, 10:00 in São Paulo (the demo company's zone). */
function fifteenth(ahead: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 15, 13)).toISOString();
}

/** The brief's screenshots of the checklist, besides the suite's own tmp/e2e. */
async function shoot(page: Page, name: string) {
  mkdirSync('/tmp/shots-d', { recursive: true });
  // From the top of the page, so the app's sticky bar stays at the top, off the checklist.
  await page.evaluate(() => window.scrollTo(0, 0));
  const form = await page.waitForSelector('form[aria-labelledby="os-checklist"]');
  const clip = (await form!.boundingBox())!;
  await page.screenshot({ path: `/tmp/shots-d/${name}.png`, clip, captureBeyondViewport: true });
}

/** Today in São Paulo (the demo company's clock), `YYYY-MM-DD`. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The checklist the app shows for an order: each item with its periodicity. */
async function checklistOf(page: Page, orderId: string) {
  await page.locator(`a.order-card[data-ordem-id="${orderId}"]`).click();
  await page.waitForSelector('fieldset.check-item[data-item]');
  const items = await page.$$eval('fieldset.check-item[data-item]', (nodes) =>
    nodes.map((node) => [node.getAttribute('data-item'), node.getAttribute('data-periodicidade')]),
  );
  return items;
}

describe('technician app: the checklist asks the plan activities due at the visit', () => {
  const browser = useBrowser();

  it('a unit with a monthly and a quarterly activity shows the quarterly one only in the months it is due', async () => {
    const supervisor = await adminSession('supervisor@demo.local');
    const phone = await adminSession(TECHNICIAN.email);
    const fixture = await fieldServiceFixture(false);
    const units = await supervisor.get<ListPage<{ id: string; codigo: string }>>(
      `/api/dados/equipamento?contrato=${encodeURIComponent(fixture.contractCode)}&porPagina=10`,
    );
    const unit = units.itens.find((item) => item.codigo === fixture.equipment[1])!;

    // The unit's plan: its type's catalogue, switched off but for one monthly and one quarterly activity.
    const plan = await supervisor.get<UnitPlan>(`/api/fs/atividades/unidades/${unit.id}`);
    const monthly = plan.atividades.find((activity) => activity.periodicidade === 'MS')!;
    const quarterly = plan.atividades.find((activity) => activity.periodicidade === 'TR')!;
    for (const activity of plan.atividades)
      if (activity !== monthly && activity !== quarterly)
        await supervisor.put(`/api/fs/atividades/unidades/${unit.id}/${activity.atividadeId}`, {
          ativo: false,
        });
    // The plan starts today: both are due at today's visit.
    await supervisor.put(`/api/fs/atividades/unidades/${unit.id}/plano`, { inicio: today() });
    const technicians =
      await supervisor.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
    const technician = technicians.find((item) => item.nome === TECHNICIAN.name)!;
    const order = async (agendadaPara?: string) => {
      const created = await supervisor.post<ServiceOrderDetail>('/api/fs/ordens', {
        equipamentoId: unit.id,
        tipo: 'PREVENTIVA',
        descricao: 'Preventiva mensal',
        ...(agendadaPara ? { agendadaPara } : {}),
      });
      await supervisor.post(`/api/fs/ordens/${created.id}/alocacoes`, {
        tecnicoId: technician.id,
      });
      return created;
    };

    // Today's visit does both (the plan starts today) and is finished.
    const first = await order();
    const now = new Date().toISOString();
    await phone.post(`/api/fs/app/os/${first.id}/inicio`, { id: randomUUID(), em: now });
    await phone.post(`/api/fs/app/os/${first.id}/checklist`, {
      id: randomUUID(),
      respostas: [monthly, quarterly].map((activity) => ({
        item: activity.descricao,
        conforme: true,
      })),
    });
    await phone.post(`/api/fs/app/os/${first.id}/fim`, { id: randomUUID(), em: now });

    // The next three months' visits, each started (the app shows the checklist once started).
    const ahead = [await order(fifteenth(1)), await order(fifteenth(2)), await order(fifteenth(3))];
    for (const visit of ahead)
      await phone.post(`/api/fs/app/os/${visit.id}/inicio`, {
        id: randomUUID(),
        em: new Date().toISOString(),
      });
    const { page } = browser;
    try {
      await openApp(page, ahead[2].id);
      const seen: Array<Array<Array<string | null>>> = [];
      for (const [index, visit] of ahead.entries()) {
        seen.push(await checklistOf(page, visit.id));
        if (index === 2) await saveScreen(page, 'tecnico-checklist-atividades-390', true);
        await page.goBack();
        await page.waitForSelector(`a.order-card[data-ordem-id="${visit.id}"]`);
      }
      const onlyMonthly = [[monthly.descricao, 'MS']];
      expect(seen).toEqual([
        onlyMonthly,
        onlyMonthly,
        [
          [monthly.descricao, 'MS'],
          [quarterly.descricao, 'TR'],
        ],
      ]);
    } finally {
      // Off the technician's day, which other tests read.
      for (const visit of ahead)
        await supervisor.post(`/api/fs/ordens/${visit.id}/cancelar`, {
          motivo: 'Ordem de teste do checklist por atividades',
        });
    }
  });
});

describe('technician app: an item that does not apply at the visit', () => {
  const browser = useBrowser();

  it('asks the reason of a "não se aplica", keeps it offline, sends it, and the order page shows it', async () => {
    const supervisor = await adminSession('supervisor@demo.local');
    const fixture = await fieldServiceFixture(false);
    const units = await supervisor.get<ListPage<{ id: string; codigo: string }>>(
      `/api/dados/equipamento?contrato=${encodeURIComponent(fixture.contractCode)}&porPagina=10`,
    );
    const unit = units.itens.find((item) => item.codigo === fixture.equipment[0])!;
    await supervisor.put(`/api/fs/atividades/unidades/${unit.id}/plano`, { inicio: today() });
    const technicians =
      await supervisor.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
    const technician = technicians.find((item) => item.nome === TECHNICIAN.name)!;
    const order = await supervisor.post<ServiceOrderDetail>('/api/fs/ordens', {
      equipamentoId: unit.id,
      tipo: 'PREVENTIVA',
      descricao: 'Preventiva do plano',
    });
    await supervisor.post(`/api/fs/ordens/${order.id}/alocacoes`, { tecnicoId: technician.id });
    // The order carries the plan's activities due today: what the checklist asks.
    expect(order.atividades.length).toBeGreaterThan(1);
    const [first, second] = order.atividades;

    const { page } = browser;
    await openApp(page, order.id);
    await page.locator(`a.order-card[data-ordem-id="${order.id}"]`).click();
    await page.locator('button::-p-text(Iniciar atendimento)').click();
    await page.waitForSelector('[data-atendimento="iniciado"]');
    await waiting(page, 0);
    const asked = await page.$$eval('fieldset.check-item[data-item]', (nodes) =>
      nodes.map((node) => node.getAttribute('data-item')),
    );
    expect(asked).toEqual(order.atividades.map((activity) => activity.descricao));

    // No signal: "não se aplica" needs its reason before it is kept on the phone.
    await page.setOfflineMode(true);
    const na = `fieldset[data-item="${first.descricao}"]`;
    await page.locator(`${na} input[value="nao-se-aplica"]`).click();
    await page.locator(`fieldset[data-item="${second.descricao}"] input[value="conforme"]`).click();
    await page.locator('button::-p-text(Salvar checklist)').click();
    await page.waitForSelector(
      `${na} .field-error::-p-text(Informe por que o item não se aplica nesta visita.)`,
    );
    const reason = 'Unidade sem filtro: insuflamento pela central';
    await page.locator(`${na} textarea`).fill(reason);
    await page.locator('button::-p-text(Salvar checklist)').click();
    await waiting(page, 1);
    await page.waitForSelector(`${na}[data-resposta="nao-se-aplica"]`);
    await shoot(page, 'tecnico-nao-se-aplica-390');
    await page.setViewport({ width: 1440, height: 900 });
    await shoot(page, 'tecnico-nao-se-aplica-1440');
    await page.setViewport(PHONE);

    // Signal again: sent, and on the server as answered.
    await page.setOfflineMode(false);
    await waiting(page, 0);
    const stored = await supervisor.get<ServiceOrderDetail>(`/api/fs/ordens/${order.id}`);
    expect(stored.checklist).toEqual(
      expect.arrayContaining([
        { item: first.descricao, conforme: true, naoSeAplica: true, observacao: reason },
        { item: second.descricao, conforme: true, naoSeAplica: false, observacao: null },
      ]),
    );

    // The office reads it on the order, beside the activity it answers.
    const office = await page.browserContext().newPage();
    try {
      await office.setViewport({ width: 1440, height: 900 });
      await loginAs(office, 'SUPERVISOR');
      await office.goto(`${baseUrl()}/ordens/${order.id}`);
      const row = `li[data-atividade="${first.descricao}"][data-resposta="nao-se-aplica"]`;
      await office.waitForSelector(row);
      expect(await office.$eval(row, (node) => node.textContent)).toContain(`Motivo: ${reason}`);
      await office.waitForSelector(
        `li[data-atividade="${second.descricao}"][data-resposta="conforme"]`,
      );
      await saveScreen(office, 'os-atividades-nao-se-aplica-1440', true);
    } finally {
      await office.close();
      await supervisor.post(`/api/fs/ordens/${order.id}/cancelar`, {
        motivo: 'Ordem de teste do não se aplica',
      });
    }
  });
});
