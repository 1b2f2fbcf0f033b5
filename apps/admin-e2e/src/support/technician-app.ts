import type { Page as ListPage, ServiceOrderDetail } from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession } from './api';
import { baseUrl, DEMO_PASSWORD } from './browser';
import { fieldServiceFixture } from './field-service';

export const TECHNICIAN = { email: 'tecnico@demo.local', name: 'Técnico Demo' };

/**
 * A fresh contract with two units and a corrective order on one of them (the first, with
 * R-410A registered; `unit: 1`: the second, whose gas is not registered), allocated to the
 * demo technician.
 */
export async function allocatedOrder(unitIndex: 0 | 1 = 0) {
  const supervisor = await adminSession('supervisor@demo.local');
  const fixture = await fieldServiceFixture(false);
  const units = await supervisor.get<ListPage<{ id: string; codigo: string }>>(
    `/api/dados/equipamento?contrato=${encodeURIComponent(fixture.contractCode)}&porPagina=10`,
  );
  const unit = units.itens.find((item) => item.codigo === fixture.equipment[unitIndex])!;
  const technicians =
    await supervisor.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
  const technician = technicians.find((item) => item.nome === TECHNICIAN.name)!;
  const order = await supervisor.post<ServiceOrderDetail>('/api/fs/ordens', {
    equipamentoId: unit.id,
    tipo: 'CORRETIVA',
    prioridade: 'ALTA',
    descricao: 'Equipamento não gela',
  });
  await supervisor.post(`/api/fs/ordens/${order.id}/alocacoes`, { tecnicoId: technician.id });
  return { supervisor, fixture, order, technicianId: technician.id };
}

/** The app at 390 px, online, until its service worker controls the page and the order is listed. */
export async function appReady(page: Page, orderId: string) {
  await page.waitForSelector(`a.order-card[data-ordem-id="${orderId}"]`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

export const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

/** Signs the technician in through the app's own form. */
export async function openApp(page: Page, orderId: string) {
  await page.setViewport(PHONE);
  await page.goto(`${baseUrl()}/tecnico/`);
  await page.locator('input[name="email"]').fill(TECHNICIAN.email);
  await page.locator('input[name="senha"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await appReady(page, orderId);
}

export function waiting(page: Page, count: number) {
  return page.waitForSelector(`.sync-badge[data-aguardando="${count}"]`);
}

/**
 * Picks, in the phone's fluid form, the first cylinder the day brought for the chosen gas
 * and kind (the demo has an R-410A supply cylinder): a recharge names where its gas came from.
 */
export async function pickCylinder(page: Page) {
  const value = await page.waitForSelector('select[name="cilindroId"] option:not([value=""])');
  await page.select(
    'select[name="cilindroId"]',
    (await value!.evaluate((option) => (option as HTMLOptionElement).value)) as string,
  );
}
