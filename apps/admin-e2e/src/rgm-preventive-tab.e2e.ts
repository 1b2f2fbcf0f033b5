import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type { PreventiveFigures, RgmSnapshot } from '@campo/contracts';
import { adminSession } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { cells } from './support/rgm-page';
import { DRAIN, FILTERS, INSULATION, scheduleFixture } from './support/schedule-fixture';

const TAB = '[data-aba="preventivas"]';

/** Opens an RGM's "Preventivas" tab as a supervisor. */
async function openPreventives(page: Page, rgmId: string) {
  await loginAs(page, 'SUPERVISOR');
  await page.goto(`${baseUrl()}/rgm/${rgmId}`);
  await page.waitForSelector('h1 [data-estado="rascunho"]');
  // The charts load on demand above the tabs: a click before they land would hit a chart.
  await page.waitForSelector('.chart-grid');
  await page.locator('[role="tab"]::-p-text(Preventivas)').click();
  await page.waitForSelector(`${TAB} table[aria-label="Preventivas por equipamento"]`);
}

/** A table's column headers. */
const headers = (page: Page, table: string) =>
  page.$$eval(`${TAB} table[aria-label="${table}"] thead th`, (ths) =>
    ths.map((th) => th.textContent?.trim()),
  );

describe('the RGM’s preventive tab, by activity occurrence', () => {
  const browser = useBrowser();

  it('shows each unit’s and activity’s figures of formulas version 4, the whole scope’s, and each date with its activity', async () => {
    const fixture = await scheduleFixture();
    const { year } = fixture;
    const rgm = await (
      await adminSession()
    ).post<{ id: string }>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      inicio: `${year}-01-01`,
      fim: `${year}-04-30`,
    });
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await openPreventives(page, rgm.id);

    // By hand (see scheduleFixture): six dates, one not applicable; of the five due, three
    // on time, one late, one missed.
    expect(await textOf(page, '[data-testid="rgm-preventivas-resumo"]')).toContain(
      '4 de 5 preventivas previstas executadas (80 %); 3 no prazo (60 %), 1 fora da tolerância, 1 não executada. Fora da conta: 1 registrada como não se aplica.',
    );
    expect(await textOf(page, '[data-testid="rgm-preventivas-versao"]')).toMatch(
      /^Calculado pela versão 4 das fórmulas: cada prevista é uma data de uma atividade/,
    );
    const figures = [
      'Previstas',
      'No prazo',
      'Fora da tolerância',
      'Não executadas',
      'Não se aplica',
      'A vencer',
      'Conformidade',
      '% no prazo',
    ];
    expect(await headers(page, 'Preventivas por atividade')).toEqual([
      'Atividade',
      'Periodicidade',
      'Unidades',
      ...figures,
    ]);
    const activity = (name: string) =>
      cells(
        page,
        `${TAB} table[aria-label="Preventivas por atividade"] tr[data-atividade="${name}"]`,
      );
    expect(await activity(FILTERS)).toEqual([
      FILTERS,
      'MS',
      '1',
      '3',
      '2',
      '0',
      '1',
      '0',
      '0',
      '66,7 %',
      '66,7 %',
    ]);
    expect(await activity(DRAIN)).toEqual([
      DRAIN,
      'TR',
      '1',
      '2',
      '1',
      '1',
      '0',
      '0',
      '0',
      '100 %',
      '50 %',
    ]);
    expect(await activity(INSULATION)).toEqual([
      INSULATION,
      'AN',
      '1',
      '0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '—',
      '—',
    ]);

    expect(await headers(page, 'Preventivas por equipamento')).toEqual([
      'Equipamento',
      'Setor',
      ...figures,
      'Previstas → executadas',
    ]);
    const unit = await cells(page, `${TAB} tr[data-equipamento="${fixture.code}"]`);
    expect(unit.slice(2, 10)).toEqual(['5', '3', '1', '1', '1', '0', '80 %', '60 %']);
    // One contract: the scope's total closes the unit table.
    expect(await cells(page, `${TAB} tfoot tr[data-total="escopo"]`)).toEqual([
      '5',
      '3',
      '1',
      '1',
      '1',
      '0',
      '80 %',
      '60 %',
      '',
    ]);
    // Each date under its activity, and what became of it.
    const occurrences = await page.$$eval(
      `${TAB} tr[data-equipamento="${fixture.code}"] .rgm-preventives__occurrences li`,
      (items) =>
        items.map(
          (item) =>
            `${item.getAttribute('data-atividade')} ${item.getAttribute('data-situacao')}: ${item.textContent?.replace(/\s+/g, ' ').trim()}`,
        ),
    );
    expect(occurrences).toEqual([
      `${FILTERS} no_prazo: ${FILTERS}30/01/${year} → 30/01/${year} (no dia) No prazo`,
      `${FILTERS} no_prazo: 28/02/${year} → 03/03/${year} (+3 d) No prazo`,
      `${FILTERS} nao_executada: 03/04/${year} Não executada`,
      `${DRAIN} no_prazo: ${DRAIN}30/01/${year} → 30/01/${year} (no dia) No prazo`,
      `${DRAIN} fora_do_prazo: 30/04/${year} → 10/05/${year} (+10 d) Fora da tolerância`,
      `${INSULATION} nao_se_aplica: ${INSULATION}30/01/${year} Não se aplica`,
    ]);
    await saveScreen(page, 'tela-rgm-preventivas-v4-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-rgm-preventivas-v4-390', true);
  });

  it('keeps a snapshot of formulas version 3 as it was computed, and says which version computed it', async () => {
    const fixture = await scheduleFixture();
    const { year } = fixture;
    const admin = await adminSession();
    const rgm = await admin.post<{ id: string; snapshot: RgmSnapshot }>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      inicio: `${year}-01-01`,
      fim: `${year}-02-28`,
    });
    // An RGM frozen before version 4: its preventives had none of version 4's fields.
    const v3 = ({
      foraDoPrazo: _late,
      naoExecutadas: _missed,
      naoSeAplica: _notApplicable,
      ...figures
    }: PreventiveFigures) => figures;
    const preventives = rgm.snapshot.preventivas!;
    const snapshot: RgmSnapshot = {
      ...rgm.snapshot,
      versaoFormulas: 3,
      preventivas: {
        resumo: v3(preventives.resumo),
        porContrato: null,
        porEquipamento: preventives.porEquipamento.map((row) => ({
          ...v3(row),
          equipamentoId: row.equipamentoId,
          codigo: row.codigo,
          descricao: row.descricao,
          setor: row.setor,
          contrato: row.contrato,
          ocorrencias: row.ocorrencias
            .filter((occurrence) => occurrence.situacao !== 'nao_se_aplica')
            .map(({ atividade: _activity, atividadeId: _id, ...occurrence }) => occurrence),
        })),
      },
    };
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      await db.query(`UPDATE rgm SET snapshot = $2, versao_formulas = 3 WHERE id = $1`, [
        rgm.id,
        JSON.stringify(snapshot),
      ]);
    } finally {
      await db.end();
    }

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await openPreventives(page, rgm.id);
    expect(await textOf(page, '[data-testid="rgm-preventivas-versao"]')).toMatch(
      /^Calculado pela versão 3 das fórmulas: cada prevista é uma visita do plano de manutenção/,
    );
    expect(await headers(page, 'Preventivas por equipamento')).toEqual([
      'Equipamento',
      'Setor',
      'Previstas',
      'Executadas',
      'No prazo',
      'Conformidade',
      '% no prazo',
      'Previstas → executadas',
    ]);
    expect(await page.$(`${TAB} table[aria-label="Preventivas por atividade"]`)).toBeNull();
    const occurrences = await page.$$eval(`${TAB} .rgm-preventives__occurrences li`, (items) =>
      items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()),
    );
    expect(occurrences.length).toBeGreaterThan(0);
    for (const occurrence of occurrences) expect(occurrence).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    await saveScreen(page, 'tela-rgm-preventivas-v3', true);
  });
});
