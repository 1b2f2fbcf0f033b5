import pg from 'pg';
import { baseUrl, loginAs, saveScreen, useBrowser } from './support/browser';

describe('activity plans (PMOC): the catalogue screen', () => {
  const browser = useBrowser();

  it('lists a type’s activities with periodicity, criterion and source, and keeps the cleaning products', async () => {
    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.locator('nav.sidenav a::-p-text(Planos de atividades)').click();
    await page.waitForSelector('h1::-p-text(Planos de atividades)');
    await page.waitForSelector('tr[data-atividade="Limpar ou substituir os filtros de ar"]');
    await page.select('select[name="tipoEquipamento"]', 'FAN_COIL');
    await page.waitForSelector(
      'tr[data-atividade="Verificar tensão e desgaste das correias e o alinhamento das polias"]',
    );
    const periodicity = await page.$eval(
      'tr[data-atividade="Inspecionar dutos, grelhas e difusores quanto a sujidade"] select',
      (select) => (select as HTMLSelectElement).value,
    );
    expect(periodicity).toBe('AN');
    // The demo's products, and one more added and removed again (other tests read the list).
    await page.waitForSelector('tr[data-produto="Detergente neutro para serpentinas"]');
    await page.locator('form[aria-label="Novo produto"] input[name="produto"]').fill('Álcool 70 %');
    await page
      .locator('form[aria-label="Novo produto"] input[name="principioAtivo"]')
      .fill('Etanol');
    await page.locator('button::-p-text(Adicionar produto)').click();
    await page.waitForSelector('tr[data-produto="Álcool 70 %"]');
    await saveScreen(page, 'tela-planos-atividades-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-planos-atividades-390', true);
    await page.locator('tr[data-produto="Álcool 70 %"] button::-p-text(Remover)').click();
    await page.waitForFunction(() => !document.querySelector('tr[data-produto="Álcool 70 %"]'));

    // A surgical-centre unit of the demo hospital: its plan with the unit's own adjustments.
    const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    const unit = await db
      .query<{ id: string }>(
        `SELECT e.id FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
          WHERE c.codigo = 'CT-2026-001' AND e.setor = 'Centro cirúrgico' ORDER BY e.codigo LIMIT 1`,
      )
      .finally(() => db.end());
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${baseUrl()}/dados/equipamento/${unit.rows[0].id}`);
    // The plan loads after the page: wait for its rows, not the heading.
    const ownRow =
      'tr[data-atividade="Verificar a pressão positiva da sala em relação às adjacentes"]';
    await page.waitForSelector(ownRow);
    const own = await page.$eval(ownRow, (row) => row.textContent);
    expect(own).toContain('só desta unidade');
    const coil = await page.$eval(
      'tr[data-atividade="Limpar a serpentina do evaporador"] select',
      (select) => (select as HTMLSelectElement).value,
    );
    expect(coil).toBe('MS');
    await saveScreen(page, 'tela-plano-atividades-unidade-1440', true);
  });
});
