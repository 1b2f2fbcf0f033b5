import { randomUUID } from 'node:crypto';
import type { Page as ListPage, ServiceOrderDetail, UnitPlan } from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession } from './support/api';
import { saveScreen, useBrowser } from './support/browser';
import { fieldServiceFixture } from './support/field-service';
import { openApp, TECHNICIAN } from './support/technician-app';

/** Day 15 of the month `ahead` months from now, 10:00 in São Paulo (the demo company's zone). */
function fifteenth(ahead: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 15, 13)).toISOString();
}

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
    const today = new Date().toISOString().slice(0, 10);
    await supervisor.post('/api/fs/planos', {
      equipamentoId: unit.id,
      periodicidade: 'MS',
      inicio: today,
    });
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
