import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { adminSession, unique } from './support/api';
import { loginAs, openPage, saveScreen, textOf, useBrowser } from './support/browser';
import { selectByText } from './support/forms';

/** A small, real PDF: what the lab sends, as the server checks it (header and trailer). */
const LAB_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * Indoor air (NBR 17037): a supervisor records a lab analysis with its PDF for a contract
 * of her own (the rooms created from its sectors on first use) and sees the failure.
 * The contract is this test's, so the demo contracts other files read stay as seeded.
 */
describe('qualidade do ar interior', () => {
  const browser = useBrowser();

  it('creates the rooms from the sectors, records an analysis with its PDF and flags the failing parameter', async () => {
    const code = unique('CT-QAR');
    const admin = await adminSession();
    await admin.post('/api/dados/contrato', {
      codigo: code,
      cliente: 'CLI-001',
      descricao: 'Ar interior (teste)',
    });
    for (const [tag, sector] of [
      ['A', 'Sala de espera'],
      ['B', 'Sala de espera'],
      ['C', 'Laboratório'],
    ])
      await admin.post('/api/dados/equipamento', {
        codigo: `${code}-${tag}`,
        contrato: code,
        setor: sector,
      });
    const pdfPath = join(mkdtempSync(join(tmpdir(), 'laudo-')), 'laudo.pdf');
    writeFileSync(pdfPath, LAB_PDF);

    const { page } = browser;
    await page.setViewport({ width: 1440, height: 900 });
    await loginAs(page, 'SUPERVISOR');
    await page.locator('a.sidenav__link::-p-text(Qualidade do ar)').click();
    await page.waitForSelector('h1::-p-text(Qualidade do ar interior)');
    // The demo: the hospital's surgical centre failed its last analysis; the offices never had one.
    await page.waitForSelector(
      'tr[data-contrato="CT-2026-001"] ::-p-text(Última análise reprovada)',
    );
    expect(await textOf(page, 'tr[data-contrato="CT-2026-004"]')).toContain(
      'Pendente (sem análise)',
    );
    await saveScreen(page, 'tela-qualidade-ar-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-qualidade-ar-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    await page.locator('a::-p-text(Nova análise)').click();
    await page.waitForSelector('h1::-p-text(Nova análise de qualidade do ar)');
    await selectByText(page, 'select[name="contratoId"]', code);
    // First use: no rooms yet, one per sector of its units.
    await page.locator('button::-p-text(Criar ambientes a partir dos setores)').click();
    await page.waitForSelector(
      'select[name="ambienteId"] option::-p-text(AMB-02 — Sala de espera)',
    );
    await selectByText(page, 'select[name="ambienteId"]', 'AMB-02 — Sala de espera');
    await page.locator('input[name="laboratorio"]').fill('Laboratório Ar Puro');
    await page.locator('input[name="dataColeta"]').fill(new Date().toISOString().slice(0, 10));
    await page.locator('input[name="laudoNumero"]').fill('QA-E2E-1');
    await page.locator('input[name="interno-TEMPERATURA"]').fill('23,5');
    await page.locator('input[name="interno-CO2"]').fill('1.250');
    await page.locator('input[name="externo-CO2"]').fill('410');
    await page.locator('input[name="interno-FUNGOS"]').fill('150');
    await page.locator('input[name="externo-FUNGOS"]').fill('240');
    const file = (await page.$('input[name="laudo"]')) as ElementHandle<HTMLInputElement>;
    await file.uploadFile(pdfPath);
    await saveScreen(page, 'tela-qualidade-ar-nova-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-qualidade-ar-nova-390', true);
    await page.setViewport({ width: 1440, height: 900 });
    await page.locator('button::-p-text(Salvar análise)').click();

    await page.waitForSelector(`h1::-p-text(${code})`);
    expect(await textOf(page, '[data-testid="resultado-analise"]')).toBe(
      'Não conforme: Dióxido de carbono (CO₂), interior − exterior.',
    );
    expect(await textOf(page, 'tr[data-parametro="CO2"]')).toContain('840');
    expect(
      await page.$eval('tr[data-parametro="CO2"]', (row) => row.getAttribute('data-situacao')),
    ).toBe('NAO_CONFORME');
    expect(
      await page.$eval('tr[data-parametro="TEMPERATURA"]', (row) =>
        row.getAttribute('data-situacao'),
      ),
    ).toBe('CONFORME');
    expect(
      await page.$eval('tr[data-parametro="PM10"]', (row) => row.getAttribute('data-situacao')),
    ).toBe('NAO_MEDIDO');
    // The lab's PDF, stored and served back as sent.
    const href = await page.$eval('a::-p-text(Abrir o laudo)', (link) => link.getAttribute('href'));
    const pdf = await admin.raw(href!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toBe(LAB_PDF);
    await saveScreen(page, 'tela-qualidade-ar-analise-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-qualidade-ar-analise-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    // The rooms made from the sectors are in the register, with their units' contract.
    await page.locator('a.sidenav__link::-p-text(Ambientes)').click();
    await page.waitForSelector('h1::-p-text(Ambientes climatizados)');
    await page.waitForSelector(`tbody ::-p-text(${code})`);
    await saveScreen(page, 'tela-ambientes-1440', true);
    await page.setViewport({ width: 390, height: 844 });
    await saveScreen(page, 'tela-ambientes-390', true);
    await page.setViewport({ width: 1440, height: 900 });

    // Back on the list: the contract's last analysis failed; the home warns of it.
    await openPage(page, '/qualidade-ar', 'Qualidade do ar interior');
    await page.waitForSelector(`tr[data-contrato="${code}"] ::-p-text(Última análise reprovada)`);
    // A contract may ask for another interval: yearly, the next analysis moves a year on.
    const sampled = new Date().toISOString().slice(0, 10).split('-');
    await page.select(`tr[data-contrato="${code}"] select[name="intervaloMeses"]`, '12');
    await page.waitForSelector(
      `tr[data-contrato="${code}"] ::-p-text(${sampled[2]}/${sampled[1]}/${Number(sampled[0]) + 1})`,
    );
    await openPage(page, '/', 'Olá');
    expect(await textOf(page, '[data-attention="qualidade-ar"]')).toContain(
      'Análises de qualidade do ar',
    );
  });
});
