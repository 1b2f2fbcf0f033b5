import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type { ServiceOrderDetail, TechnicianOrderDetail } from '@campo/contracts';
import { adminSession } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture } from './support/field-service';

/** `YYYY-MM-DD` of now in São Paulo (the demo company's zone). */
function today() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

async function noPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('orders follow the technician’s app', () => {
  const browser = useBrowser();

  it('the supervisor’s list shows the attendance as the app records it, without reloading, and the order page shows the records', async () => {
    // A fresh contract and unit, a corrective for it, assigned to Técnico Demo.
    const { contractId, equipment } = await fieldServiceFixture(false);
    const admin = await adminSession();
    const units = await admin.get<{ itens: Array<{ id: string }> }>(
      `/api/dados/equipamento?codigo=${encodeURIComponent(equipment[0])}`,
    );
    const order = await admin.post<ServiceOrderDetail>('/api/fs/ordens', {
      equipamentoId: units.itens[0].id,
      tipo: 'CORRETIVA',
      descricao: 'Sala quente, equipamento não gela',
    });
    const technicians =
      await admin.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
    const technician = technicians.find((candidate) => candidate.nome === 'Técnico Demo');
    if (!technician) throw new Error('Técnico Demo não está entre os técnicos da demonstração');
    await admin.post(`/api/fs/ordens/${order.id}/alocacoes`, { tecnicoId: technician.id });

    // The supervisor follows the contract's orders.
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, `/ordens?contratoId=${contractId}`, 'Ordens de serviço');
    const row = `tr[data-ordem-id="${order.id}"]`;
    await page.waitForSelector(row);
    expect(await page.$(`${row} [data-atendimento]`)).toBeNull();

    // The technician starts on the phone; the row changes on its own.
    const phone = await adminSession('tecnico@demo.local');
    await phone.post(`/api/fs/app/os/${order.id}/inicio`, {
      id: randomUUID(),
      em: new Date().toISOString(),
      km: 7.5,
    });
    const attending = await textOf(page, `${row} [data-atendimento="EM_ATENDIMENTO"]`);
    expect(attending).toMatch(/^Em atendimento desde \d{2}:\d{2}$/);
    expect(await textOf(page, `${row} .order-table__attendance`)).toContain('Técnico Demo');
    await saveScreen(page, 'tela-ordens-ao-vivo-1440', true);

    // Checklist, gas and the finish with its root cause; the row says when it was finished.
    // The unit has its type's plan from the day it arrived: the checklist asks its activities.
    const asked = await phone.get<TechnicianOrderDetail>(`/api/fs/app/os/${order.id}`);
    const [failed, passed] = asked.checklist.map((question) => question.item);
    await phone.post(`/api/fs/app/os/${order.id}/checklist`, {
      id: randomUUID(),
      respostas: [
        { item: failed, conforme: false, observacao: 'Filtro saturado, trocado' },
        { item: passed, conforme: true },
      ],
    });
    await phone.post(`/api/fs/app/os/${order.id}/fluido`, {
      id: randomUUID(),
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.35,
      dataEvento: today(),
    });
    await phone.post(`/api/fs/app/os/${order.id}/fim`, {
      id: randomUUID(),
      em: new Date().toISOString(),
      causaRaiz: 'Filtro obstruído',
    });
    const finished = await textOf(page, `${row} [data-atendimento="CONCLUIDA"]`);
    expect(finished).toMatch(/^Concluída às \d{2}:\d{2}$/);
    // On a phone the table scrolls in its box: the attendance shows under the pinned code too.
    await page.setViewport({ width: 390, height: 844 });
    expect(await textOf(page, `${row} .order-table__narrow`)).toBe(finished);
    await page.waitForSelector(`${row} .order-table__narrow`, { visible: true });
    await noPageScroll(page);
    await saveScreen(page, 'tela-ordens-ao-vivo-390', true);

    // The order page: the app's records, the checklist, the root cause and the gas.
    await page.setViewport({ width: 1440, height: 900 });
    await page.locator(`${row} a`).click();
    await page.waitForSelector(`h1::-p-text(${order.codigo})`);
    await page.waitForSelector('[data-registro="fim"]');
    const records = await page.$$eval('[data-registro] .timeline__label', (nodes) =>
      nodes.map((node) => node.textContent?.trim()),
    );
    expect(records).toEqual([
      'Início do atendimento',
      'Checklist respondido',
      'Atendimento concluído',
    ]);
    expect(await textOf(page, '[data-registro="inicio"]')).toContain('7,5 km até o local');
    expect(await textOf(page, '[data-registro="checklist"]')).toContain('2 itens, 1 não conforme');
    // Each answer beside the activity the order carries, or in the checklist's own list.
    const answers = await page.$$eval(
      '[aria-label="Atividades da ordem"] li, [aria-label="Checklist"] li',
      (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''),
    );
    expect(answers.find((text) => text.startsWith(failed))).toMatch(
      /Não conformeFiltro saturado, trocado$/,
    );
    expect(answers.find((text) => text.startsWith(passed))).toMatch(/Conforme$/);
    expect(await textOf(page, '.field-records__cause')).toBe('Filtro obstruído');
    expect(await textOf(page, '[aria-label="Fluido refrigerante"] li')).toContain(
      'Recarga de 0,35 kg de R-410A',
    );
    await saveScreen(page, 'tela-os-registros-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await page.waitForSelector('[data-registro="fim"]', { visible: true });
    await noPageScroll(page);
    await saveScreen(page, 'tela-os-registros-390', true);
  });

  it('the order page follows the app too, without reloading, and tells offline work by its two times', async () => {
    const { equipment } = await fieldServiceFixture(false);
    const admin = await adminSession();
    const units = await admin.get<{ itens: Array<{ id: string }> }>(
      `/api/dados/equipamento?codigo=${encodeURIComponent(equipment[1])}`,
    );
    const order = await admin.post<ServiceOrderDetail>('/api/fs/ordens', {
      equipamentoId: units.itens[0].id,
      tipo: 'PREVENTIVA',
      descricao: 'Preventiva mensal',
    });
    const technicians =
      await admin.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
    const technician = technicians.find((candidate) => candidate.nome === 'Técnico Demo');
    await admin.post(`/api/fs/ordens/${order.id}/alocacoes`, { tecnicoId: technician?.id });
    // Opened this morning: no screen opens an order in the past.
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `UPDATE ordem_servico SET abertura = now() - interval '3 hours' WHERE id = $1`,
        [order.id],
      );
    } finally {
      await db.end();
    }

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, `/ordens/${order.id}`, order.codigo);
    await page.waitForSelector('::-p-text(Nada registrado pelo aplicativo)');

    // The phone started two hours ago without signal and sends it now.
    const phone = await adminSession('tecnico@demo.local');
    await phone.post(`/api/fs/app/os/${order.id}/inicio`, {
      id: randomUUID(),
      em: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    await page.waitForSelector('h1 .badge::-p-text(Em atendimento)');
    expect(await textOf(page, '[data-registro="inicio"] .timeline__meta')).toMatch(
      /^Técnico Demo · registrado (em \d{2}\/\d{2} )?às \d{2}:\d{2} · sincronizado às \d{2}:\d{2}$/,
    );
    await saveScreen(page, 'tela-os-offline-1440', true);
  });
});
