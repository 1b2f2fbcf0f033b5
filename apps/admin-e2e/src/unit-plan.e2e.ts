import { mkdirSync } from 'node:fs';
import type { CreatedIngestionToken, Page as ListPage, UnitPlan } from '@campo/contracts';
import type { Page } from 'puppeteer-core';
import { adminSession, ingestion, unique } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture } from './support/field-service';
import { setInputValue } from './support/forms';

const SECTION = 'section[aria-labelledby="plano-unidade-titulo"]';
/** Where the brief's screenshots go, besides the suite's own tmp/e2e. */
const SHOTS = '/tmp/shots-d';

/**
 * A unit the contract's ERP sends with a half-yearly visit cadence (`periodicidade: SE`)
 * and no plan of its own: it gets its type's catalogue, whose monthly and quarterly
 * activities the visits cannot deliver.
 */
async function halfYearlyUnit() {
  const admin = await adminSession();
  const fixture = await fieldServiceFixture(false);
  const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
    nome: unique('ERP do plano'),
    entidades: ['equipamento'],
  });
  const code = unique('AC-SE');
  const response = await ingestion(token).send('equipamento', [
    {
      codigo: code,
      contrato: fixture.contractCode,
      setor: 'Centro cirúrgico',
      periodicidade: 'SE',
    },
  ]);
  expect((await response.json()).dados.gravadas).toBe(1);
  const units = await admin.get<ListPage<{ id: string }>>(
    `/api/dados/equipamento?codigo=${encodeURIComponent(code)}`,
  );
  return { id: units.itens[0].id, code };
}

/** The plan's section alone, for the brief's screenshots. */
async function shootSection(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const section = await page.waitForSelector(SECTION);
  await section!.screenshot({ path: `${SHOTS}/${name}.png` });
}

const openUnit = async (page: Page, id: string) => {
  await page.goto(`${baseUrl()}/cadastros/equipamentos/${id}`);
  await page.waitForSelector(`${SECTION} tr[data-atividade]`);
};

describe('the unit’s maintenance plan on its record page', () => {
  const browser = useBrowser();

  it('flags the activities more frequent than the visit cadence until the RT justifies them, and moves the plan’s start', async () => {
    const unit = await halfYearlyUnit();
    const supervisor = await adminSession('supervisor@demo.local');
    const before = await supervisor.get<UnitPlan>(`/api/fs/atividades/unidades/${unit.id}`);
    expect(before.conflitos.length).toBeGreaterThan(0);

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await openUnit(page, unit.id);
    const alert = await textOf(page, `${SECTION} [data-conflitos-abertos]`);
    expect(alert).toContain(`${before.conflitos.length} atividades são mais frequentes`);
    expect(alert).toContain('O PMOC não pode ser assinado');
    const cadence = await textOf(page, `${SECTION} [data-cadencia-visita="SE"]`);
    expect(cadence).toContain('Semestral (SE)');
    expect(cadence).toContain('cadência de visitas do contrato');
    const conflicted = before.atividades.find(
      (activity) => activity.atividadeId === before.conflitos[0].atividadeId,
    )!;
    const detail = `${SECTION} tr[data-conflito-de="${conflicted.descricao}"]`;
    expect(
      await page.$eval(`${detail} [data-conflito]`, (node) => node.getAttribute('data-conflito')),
    ).toBe('aberto');
    await saveScreen(page, 'plano-unidade-conflito-1440', true);
    await shootSection(page, 'plano-conflito-1440');
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    await page.waitForSelector(`${SECTION} [data-conflitos-abertos]`);
    await shootSection(page, 'plano-conflito-390');
    await page.setViewport({ width: 1440, height: 900 });

    // An empty justification is refused on the page; a written one resolves the conflict.
    await page.locator(`${detail} button::-p-text(Salvar justificativa)`).click();
    await page.waitForSelector(`${detail} ::-p-text(Escreva a justificativa do RT.)`);
    const reason = 'A equipe de manutenção do hospital limpa os filtros todo mês';
    await page.locator(`${detail} textarea[name="justificativa"]`).fill(reason);
    await page.locator(`${detail} button::-p-text(Salvar justificativa)`).click();
    await page.waitForSelector(`${detail} [data-conflito="justificado"]`);
    await page.waitForSelector(`${detail} [role="status"]::-p-text(Justificativa salva.)`);
    const after = await supervisor.get<UnitPlan>(`/api/fs/atividades/unidades/${unit.id}`);
    expect(after.conflitos.find((item) => item.atividadeId === conflicted.atividadeId)).toEqual({
      atividadeId: conflicted.atividadeId,
      visitas: 'SE',
      justificativa: reason,
    });
    expect(await textOf(page, `${SECTION} [data-conflitos-abertos]`)).toContain(
      `${before.conflitos.length - 1} atividade`,
    );

    // The plan's start, typed as a date.
    await setInputValue(page, `${SECTION} input[name="inicio"]`, '2026-03-01');
    await page.locator(`${SECTION} button::-p-text(Salvar início)`).click();
    await page.waitForSelector(
      `${SECTION} [role="status"]::-p-text(Início do plano em 01/03/2026.)`,
    );
    expect((await supervisor.get<UnitPlan>(`/api/fs/atividades/unidades/${unit.id}`)).inicio).toBe(
      '2026-03-01',
    );

    // Suspended, then resumed.
    await page.locator(`${SECTION} button::-p-text(Suspender o plano)`).click();
    await page.waitForSelector(`${SECTION} [data-plano-situacao="suspenso"]`);
    expect((await supervisor.get<UnitPlan>(`/api/fs/atividades/unidades/${unit.id}`)).ativo).toBe(
      false,
    );
    await page.locator(`${SECTION} button::-p-text(Retomar o plano)`).click();
    await page.waitForSelector(`${SECTION} [data-plano-situacao="ativo"]`);

    // An execution done outside the app, of one activity, on a past day.
    await page.locator(`${SECTION} button::-p-text(Registrar execução)`).click();
    const execution = 'form[aria-label="Registrar execução"]';
    await setInputValue(page, `${execution} input[name="data"]`, '2026-03-02');
    await page.locator(`${execution} input[value="${conflicted.atividadeId}"]`).click();
    await page.locator(`${execution} button[type="submit"]`).click();
    await page.waitForSelector(
      `${SECTION} [role="status"]::-p-text(Execução de 02/03/2026 registrada: 1 atividade.)`,
    );
    expect(
      await textOf(page, `${SECTION} tr[data-atividade="${conflicted.descricao}"] td:nth-child(4)`),
    ).toBe('02/03/2026');

    // An activity by hours of use: its interval is typed beside the periodicity.
    const metered = before.atividades.at(-1)!;
    const meteredRow = `${SECTION} tr[data-atividade="${metered.descricao}"]`;
    await page.select(`${meteredRow} select`, 'H');
    const hours = `${meteredRow} input[type="number"]`;
    await page.waitForSelector(hours);
    await page.locator(hours).fill('500');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(metered.atividadeId),
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    const metering = await supervisor.get<UnitPlan>(`/api/fs/atividades/unidades/${unit.id}`);
    expect(
      metering.atividades.find((activity) => activity.atividadeId === metered.atividadeId),
    ).toMatchObject({ periodicidade: 'H', intervaloHoras: 500 });
  });

  it('shows a technician the plan and its conflicts without edit controls', async () => {
    const unit = await halfYearlyUnit();
    const { page } = browser;
    await loginAs(page, 'TECNICO');
    await openUnit(page, unit.id);
    await page.waitForSelector(`${SECTION} [data-conflitos-abertos]`);
    await page.waitForSelector(
      `${SECTION} [data-conflito="aberto"]::-p-text(Sem justificativa do RT.)`,
    );
    expect(
      await page.$$(`${SECTION} select, ${SECTION} input, ${SECTION} textarea, ${SECTION} button`),
    ).toEqual([]);
  });
});
