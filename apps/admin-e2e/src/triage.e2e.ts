import { randomUUID } from 'node:crypto';
import {
  type CreatedIngestionToken,
  type Page as ListPage,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession, ingestion, unique } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';
import { openApp, PHONE, TECHNICIAN } from './support/technician-app';

type Session = Awaited<ReturnType<typeof adminSession>>;

// The contract's building address wins over the client's (building/site-address.ts).
const ADDRESS = 'Av. Andrade Neves, 2000, Bloco B — Botafogo — Campinas/SP — CEP 13070-001';

/**
 * A hospital of our own (address and phone registered), its contract and an ICU unit,
 * sent as an ERP would; the supervisor's session and the demo technician's id.
 */
async function hospital() {
  const admin = await adminSession();
  const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
    nome: unique('ERP triagem'),
    entidades: ['cliente', 'contrato', 'equipamento'],
  });
  const erp = ingestion(token);
  const client = unique('HSP');
  const contract = unique('CT-TRI');
  const unit = unique('AC-UTI');
  const send = async (entity: string, rows: object[]) => {
    const response = await erp.send(entity, rows);
    const body = await response.json();
    if (!body.sucesso || body.dados.recusadas > 0) throw new Error(JSON.stringify(body));
  };
  await send('cliente', [
    {
      codigo: client,
      nome: `Hospital ${client}`,
      endereco: 'Av. Brasil, 1500',
      cidade: 'Campinas',
      uf: 'SP',
      telefone: '(19) 3030-4040',
      email: 'manutencao@hospital.test',
    },
  ]);
  await send('contrato', [
    {
      codigo: contract,
      cliente: client,
      slaAtendimentoHoras: 4,
      slaSolucaoHoras: 24,
      edificio: 'Bloco B',
      logradouro: 'Av. Andrade Neves',
      numero: '2000',
      complemento: 'Bloco B',
      bairro: 'Botafogo',
      cidade: 'Campinas',
      uf: 'SP',
      cep: '13070001',
    },
  ]);
  await send('equipamento', [
    { codigo: unit, contrato: contract, setor: 'UTI Adulto', localizacao: '3º andar, leito 12' },
  ]);
  const supervisor = await adminSession('supervisor@demo.local');
  const units = await supervisor.get<ListPage<{ id: string; codigo: string }>>(
    `/api/dados/equipamento?contrato=${encodeURIComponent(contract)}`,
  );
  const technicians =
    await supervisor.get<Array<{ id: string; nome: string }>>('/api/fs/ordens/tecnicos');
  const technician = technicians.find((item) => item.nome === TECHNICIAN.name);
  if (!technician) throw new Error('técnico de demonstração ausente');
  return {
    supervisor,
    clientName: `Hospital ${client}`,
    unit: { id: units.itens[0].id, codigo: unit },
    technicianId: technician.id,
  };
}

async function openOrder(
  supervisor: Session,
  unitId: string,
  prioridade: string,
  descricao: string,
): Promise<ServiceOrderDetail> {
  return supervisor.post<ServiceOrderDetail>('/api/fs/ordens', {
    equipamentoId: unitId,
    tipo: 'CORRETIVA',
    prioridade,
    descricao,
  });
}

/** A technician's slot at `hora` (the company's agenda hours: 08:00, 10:00, 14:00, 16:00). */
const slot = (technicianId: string, day: string, hora: string) =>
  `.agenda__row[data-tecnico-id="${technicianId}"] .agenda__cell[data-dia="${day}"] .agenda__slot[data-slot="${hora}"]`;

/** Drags the handle at `from` onto `to` with the mouse, waiting for the slot to light up. */
async function dragTo(page: Page, from: string, to: string) {
  const start = await centerOf(page, from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  const end = await centerOf(page, to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.waitForSelector(`${to}.agenda__slot--over`);
  await page.mouse.up();
}

/** The local day `days` after `day` (`AAAA-MM-DD`). */
function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function centerOf(page: Page, selector: string) {
  const element = await page.waitForSelector(selector, { visible: true });
  // Centred, never at the viewport's edge: a pointer held there makes dnd-kit scroll the
  // page under it (its auto-scroll), and the slot moves away before the drop.
  await element!.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await element!.boundingBox();
  if (!box) throw new Error(`${selector} sem caixa`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('dispatch triage, scheduling and the technician’s order', () => {
  const browser = useBrowser();

  it('an urgent call comes first in dispatch and is dropped on a technician’s 14:00, by mouse and by keyboard', async () => {
    const { supervisor, clientName, unit, technicianId } = await hospital();
    const routine = await openOrder(supervisor, unit.id, 'BAIXA', 'Ruído no ventilador');
    const high = await openOrder(supervisor, unit.id, 'ALTA', 'Pingando água no corredor');
    const urgent = await openOrder(supervisor, unit.id, 'URGENTE', 'UTI sem refrigeração');
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a[href="/despacho"]').click();
    await page.waitForSelector('h1::-p-text(Despacho)');
    const row = (id: string) => `.dispatch-list__item[data-ordem-id="${id}"]`;
    await page.waitForSelector(row(urgent.id));

    // Before every order that is not urgent, whatever else the shared database holds.
    const order = await page.$$eval('.triage .dispatch-list__item', (items) =>
      items.map((item) => ({
        id: item.getAttribute('data-ordem-id'),
        prioridade: item.getAttribute('data-prioridade'),
      })),
    );
    const at = (id: string) => order.findIndex((item) => item.id === id);
    const firstNotUrgent = order.findIndex((item) => item.prioridade !== 'URGENTE');
    expect(at(urgent.id)).toBeGreaterThanOrEqual(0);
    expect(at(urgent.id)).toBeLessThan(firstNotUrgent);
    expect(at(high.id)).toBeLessThan(at(routine.id));
    // Each row: priority, client, unit, sector and location, due time.
    const text = await textOf(page, row(urgent.id));
    expect(text).toContain('Urgente');
    expect(text).toContain(urgent.codigo);
    expect(text).toContain(`${clientName} · ${unit.codigo} · UTI Adulto · 3º andar, leito 12`);
    expect(text).toMatch(/Prazo de atendimento \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);

    // Filtered by priority: only urgent ones.
    await page.select('.triage select[name="prioridade"]', 'URGENTE');
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.triage .dispatch-list__item')).every(
        (item) => item.getAttribute('data-prioridade') === 'URGENTE',
      ),
    );
    expect(new URL(page.url()).searchParams.get('prioridade')).toBe('URGENTE');
    await page.select('.triage select[name="prioridade"]', '');
    await page.waitForSelector(row(routine.id));
    await saveScreen(page, 'tela-despacho-triagem-1440', true);

    // Drag the urgent call to the technician's 14:00 of the second day shown (tomorrow:
    // ahead whatever the hour the test runs).
    const tomorrow = shiftDay(
      await page.$eval(
        `.agenda__row[data-tecnico-id="${technicianId}"] .agenda__cell`,
        (cell) => cell.getAttribute('data-dia') ?? '',
      ),
      1,
    );
    const loadBefore = Number(
      await page.$eval(
        `.agenda__row[data-tecnico-id="${technicianId}"] .agenda__cell[data-dia="${tomorrow}"] .agenda__load`,
        (node) => node.getAttribute('data-carga'),
      ),
    );
    await dragTo(page, `${row(urgent.id)} .drag-handle`, slot(technicianId, tomorrow, '14:00'));
    await page.waitForSelector(
      `${slot(technicianId, tomorrow, '14:00')} [data-ordem-id="${urgent.id}"]`,
    );
    // The triage is fetched again apart from the agenda: it leaves the list when that answers.
    await page.waitForFunction((selector) => !document.querySelector(selector), {}, row(urgent.id));
    await page.waitForSelector(
      `.agenda__row[data-tecnico-id="${technicianId}"] .agenda__cell[data-dia="${tomorrow}"] .agenda__load[data-carga="${loadBefore + 1}"]`,
    );
    await saveScreen(page, 'tela-despacho-arrastada-1440', true);

    // The keyboard: pick the high-priority call up, arrows to the same 14:00, drop.
    const handle = await page.waitForSelector(`${row(high.id)} .drag-handle`);
    await handle!.focus();
    await page.keyboard.press('Space');
    const target = `${TECHNICIAN.name}, `;
    let announced = '';
    for (let step = 0; step < 400 && !/14:00\.$/.test(announced); step++) {
      await page.keyboard.press('ArrowRight');
      announced = await page.$$eval('[id^="DndLiveRegion"]', (regions) =>
        regions.map((region) => region.textContent ?? '').join(' '),
      );
      if (!announced.includes(target) || !announced.includes(tomorrow.slice(8, 10))) announced = '';
    }
    expect(announced).toContain(`sobre ${TECHNICIAN.name}`);
    await page.keyboard.press('Space');
    await page.waitForSelector(
      `${slot(technicianId, tomorrow, '14:00')} [data-ordem-id="${high.id}"]`,
    );

    // A drop on a day already gone (the week before) books nothing and says why.
    await page.locator('button::-p-text(Semana anterior)').click();
    const lastWeek = await page.waitForSelector(
      `.agenda__row[data-tecnico-id="${technicianId}"] .agenda__cell[data-dia="${shiftDay(tomorrow, -8)}"]`,
    );
    expect(lastWeek).not.toBeNull();
    const past = slot(technicianId, shiftDay(tomorrow, -8), '16:00');
    expect(await page.$eval(past, (node) => node.getAttribute('data-passado'))).toBe('true');
    await dragTo(page, `${row(routine.id)} .drag-handle`, past);
    expect(await textOf(page, '[data-testid="agenda-horario-passado"]')).toMatch(
      new RegExp(
        `16:00 já passou e não há horário livre nesta semana: ${routine.codigo} não foi agendada`,
      ),
    );
    expect(await page.$(row(routine.id))).not.toBeNull();
    await saveScreen(page, 'tela-despacho-horario-passado-1440', true);
    await page.locator('button::-p-text(Hoje)').click();

    // The order's history: from no time and no technician to 14:00 with the technician.
    await page
      .locator(`${slot(technicianId, tomorrow, '14:00')} a[data-ordem-id="${urgent.id}"]`)
      .click();
    await page.waitForSelector(`h1::-p-text(${urgent.codigo})`);
    const change = await textOf(page, '[data-reagendamento]');
    expect(change).toMatch(
      new RegExp(
        `^De sem horário · sem técnico para \\d{2}/\\d{2}/\\d{4},? 14:00 · ${TECHNICIAN.name}$`,
      ),
    );
    await saveScreen(page, 'tela-os-reagendada-1440', true);
  });

  it('the technician’s phone shows the call with its problem, priority, address, map link and contact, opened at the top', async () => {
    const { supervisor, clientName, unit, technicianId } = await hospital();
    const urgent = await openOrder(supervisor, unit.id, 'URGENTE', 'UTI sem refrigeração');
    await supervisor.post(`/api/fs/ordens/${urgent.id}/alocacoes`, { tecnicoId: technicianId });
    const { page } = browser;
    await openApp(page, urgent.id);
    const card = `a.order-card[data-ordem-id="${urgent.id}"]`;
    expect(await textOf(page, card)).toContain('UTI sem refrigeração');
    expect(await textOf(page, `${card} [data-prioridade]`)).toBe('Urgente');
    await saveScreen(page, 'tecnico-dia-triagem-390', true);

    // From lower in the list: the order opens at its top, the code under the bar visible.
    // The card at the top of the screen, just under the bar: the list scrolled wherever the
    // card sits in it (how many orders precede it depends on the hour the test runs).
    await page.$eval(card, (link) => {
      const bar = document.querySelector('.bar')!.getBoundingClientRect().height;
      window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - bar - 8);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator(card).click();
    await page.waitForSelector(`h1::-p-text(${urgent.codigo})`);
    await page.waitForFunction(() => window.scrollY === 0);
    const [barBottom, titleTop] = await page.evaluate(() => [
      document.querySelector('.bar')!.getBoundingClientRect().bottom,
      document.querySelector('h1')!.getBoundingClientRect().top,
    ]);
    expect(titleTop).toBeGreaterThanOrEqual(barBottom);

    expect(await textOf(page, '[data-endereco]')).toContain(ADDRESS);
    expect(await page.$eval('a[data-mapa]', (link) => link.getAttribute('href'))).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
    );
    expect(await page.$eval('a[data-telefone]', (link) => link.getAttribute('href'))).toBe(
      'tel:1930304040',
    );
    expect(await page.$eval('a[data-email]', (link) => link.getAttribute('href'))).toBe(
      'mailto:manutencao@hospital.test',
    );
    expect(await textOf(page, '#os-onde + .facts')).toContain(clientName);
    expect(await textOf(page, '.order__badges [data-prioridade]')).toBe('Urgente');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreen(page, 'tecnico-os-local-contato-390', true);
  });

  it('a failed checklist item proposes a corrective that the supervisor opens with one click', async () => {
    const { supervisor, unit, technicianId } = await hospital();
    const visit = await supervisor.post<ServiceOrderDetail>('/api/fs/ordens', {
      equipamentoId: unit.id,
      tipo: 'PREVENTIVA',
      descricao: 'Preventiva mensal',
    });
    await supervisor.post(`/api/fs/ordens/${visit.id}/alocacoes`, { tecnicoId: technicianId });
    const technician = await adminSession(TECHNICIAN.email);
    // What the order asks: its unit's plan activities (or the standard list without a plan).
    const asked = await technician.get<TechnicianOrderDetail>(`/api/fs/app/os/${visit.id}`);
    const [okItem, item] = asked.checklist.map((question) => question.item);
    const note = `Dreno entupido, água escorrendo na parede (${unique('obs')})`;
    await technician.post(`/api/fs/app/os/${visit.id}/inicio`, {
      id: randomUUID(),
      em: new Date().toISOString(),
    });
    await technician.post(`/api/fs/app/os/${visit.id}/checklist`, {
      id: randomUUID(),
      respostas: [
        { item: okItem, conforme: true },
        { item, conforme: false, observacao: note },
      ],
    });

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await openPage(page, '/despacho', 'Despacho');
    await page.waitForFunction(
      (wanted) =>
        Array.from(document.querySelectorAll('.proposals .dispatch-list__item')).some((row) =>
          (row.textContent ?? '').includes(wanted),
        ),
      {},
      note,
    );
    const proposalText = await page.$$eval(
      '.proposals .dispatch-list__item',
      (rows, wanted) =>
        rows.map((row) => row.textContent ?? '').find((text) => text.includes(wanted)) ?? '',
      note,
    );
    expect(proposalText).toContain(unit.codigo);
    expect(proposalText).toContain(item);
    expect(proposalText).toContain(visit.codigo);
    await saveScreen(page, 'tela-despacho-propostas-1440', true);

    const id = await page.$$eval(
      '.proposals .dispatch-list__item',
      (rows, wanted) =>
        rows
          .find((row) => (row.textContent ?? '').includes(wanted))
          ?.getAttribute('data-proposta-id') ?? '',
      note,
    );
    await page.locator(`[data-proposta-id="${id}"] button::-p-text(Abrir corretiva)`).click();
    await page.waitForSelector('.proposals [role="status"] a');
    await page.waitForFunction(
      (proposalId) => !document.querySelector(`[data-proposta-id="${proposalId}"]`),
      {},
      id,
    );
    await page.locator('.proposals [role="status"] a').click();
    await page.waitForSelector('[data-origem-corretiva]');
    expect(await textOf(page, '[data-origem-corretiva]')).toBe(
      `Corretiva aberta pelo item não conforme “${item}” da OS ${visit.codigo}.`,
    );
    const corrective = await supervisor.get<ServiceOrderDetail>(
      `/api/fs/ordens/${new URL(page.url()).pathname.split('/').pop()}`,
    );
    expect(corrective).toMatchObject({
      tipo: 'CORRETIVA',
      situacao: 'ABERTA',
      equipamento: { id: unit.id },
    });
    // It is a call waiting for a technician: in the triage.
    const triage = await supervisor.get<{ itens: ServiceOrderSummary[] }>(
      '/api/fs/despacho/triagem',
    );
    expect(triage.itens.map((order) => order.id)).toContain(corrective.id);
    await saveScreen(page, 'tela-os-corretiva-proposta-1440', true);
    await page.setViewport(PHONE);
    await openPage(page, '/despacho', 'Despacho');
    await saveScreen(page, 'tela-despacho-390', true);
  });
});
