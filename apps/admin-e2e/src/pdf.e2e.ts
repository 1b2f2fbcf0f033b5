import type { FluidReport } from '@campo/contracts';
import { adminSession } from './support/api';
import { baseUrl, loginAs, saveScreen, textOf, useBrowser } from './support/browser';
import { fieldServiceFixture, previousMonth } from './support/field-service';
import { currentYear } from './support/forms';
import { downloadPdf, isPdf, openPreview, pdfResponse, watchDownloads } from './support/pdf';

const UNAVAILABLE =
  'Geração de PDF indisponível: o Chromium não foi encontrado ou não iniciou neste servidor.';

describe('PDFs: download and inline preview', () => {
  const browser = useBrowser();

  it('gives a draft RGM’s PDF, named as a draft, and shows its frozen annual grid', async () => {
    const fixture = await fieldServiceFixture(false);
    const { year, month, value } = previousMonth();
    const lastDay = new Date(year, month, 0).getDate();
    const rgm = await (
      await adminSession()
    ).post<{ id: string }>('/api/fs/rgm', {
      contratoId: fixture.contractId,
      inicio: `${value}-01`,
      fim: `${value}-${lastDay}`,
    });
    const { page } = browser;
    const downloads = await watchDownloads(page);
    await loginAs(page, 'SUPERVISOR');
    await page.goto(`${baseUrl()}/rgm/${rgm.id}?aba=cronograma`);
    await page.waitForSelector('h1 [data-estado="rascunho"]');

    // The grid frozen with the RGM: its two equipment, on the clock of its preventive figures.
    await page.waitForSelector('[data-cronograma="congelado"] table.schedule');
    expect(await textOf(page, '[data-testid="rgm-cronograma-nota"]')).toContain(
      'quando o RGM foi calculado, no mesmo relógio da aba Preventivas',
    );
    expect(
      await page.$$eval('[data-aba="cronograma"] tr[data-equipamento]', (rows) => rows.length),
    ).toBe(2);

    const answer = pdfResponse(page, `/api/fs/rgm/${rgm.id}/pdf`);
    await openPreview(page);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await saveScreen(page, 'tela-pdf-rgm');

    const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long' }).format(
      new Date(year, month - 1, 1),
    );
    const file = await downloadPdf(page, downloads);
    expect(file.fileName).toBe(
      `RGM ${fixture.contractCode} - ${monthName} de ${year} (rascunho).pdf`,
    );
    expect(isPdf(file.bytes)).toBe(true);

    await page.locator('.pdf-preview button::-p-text(Fechar)').click();
    await page.waitForSelector('.pdf-preview', { hidden: true });
  });

  it('gives the PDF of the document version chosen in the history, to any role', async () => {
    const fixture = await fieldServiceFixture(false);
    const admin = await adminSession();
    const year = currentYear();
    const pmoc = await admin.post<{ documentoId: string; titulo: string }>('/api/fs/pmoc/gerar', {
      contratoId: fixture.contractId,
      ano: year,
    });
    expect(pmoc.titulo).toContain(`PMOC ${year} — ${fixture.contractCode}`);
    await admin.put(`/api/documentos/${pmoc.documentoId}`, {
      versaoBase: 1,
      secoes: [{ id: 'ambientes', html: '<p>Sala de reuniões: 40 m².</p>' }],
    });
    const { page } = browser;
    const downloads = await watchDownloads(page);
    await loginAs(page, 'TECNICO');
    await page.goto(`${baseUrl()}/documentos/${pmoc.documentoId}`);
    await page.waitForSelector('[data-testid="documento-versao"]::-p-text(versão 2,)');
    await page.locator('.versions__item[data-versao="1"] button::-p-text(Ver)').click();
    await page.waitForSelector('::-p-text(Você está vendo a)');

    const answer = pdfResponse(page, `/api/documentos/${pmoc.documentoId}/pdf?versao=1`);
    await openPreview(page);
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await textOf(page, '.pdf-preview__name')).toBe(`${pmoc.titulo} - v1.pdf`);
    await saveScreen(page, 'tela-pdf-documento');

    const file = await downloadPdf(page, downloads);
    expect(file.fileName).toBe(`${pmoc.titulo} - v1.pdf`);
    expect(isPdf(file.bytes)).toBe(true);
  });

  it('gives the fluid report’s PDF for the chosen year and sector, and says why when it cannot', async () => {
    const { page } = browser;
    const year = currentYear();
    // A sector the demo recorded refrigerant in this year (the world is drawn for today).
    const report = await (
      await adminSession()
    ).get<FluidReport>(`/api/fs/fluidos/relatorio-anual?ano=${year}`);
    const sector = report.totais.porSetor[0]?.setor;
    expect(sector).toBeTruthy();
    const downloads = await watchDownloads(page);
    // A server without Chromium, as the API answers it; then the real one.
    let unavailable = true;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (unavailable && request.url().includes('/relatorio-anual/pdf')) {
        void request.respond({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ sucesso: false, codigo: 'PDF_INDISPONIVEL', erro: UNAVAILABLE }),
        });
      } else {
        void request.continue();
      }
    });

    await loginAs(page, 'SUPERVISOR');
    await page.goto(
      `${baseUrl()}/fluidos?${new URLSearchParams({ ano: String(year), setor: sector })}`,
    );
    await page.waitForSelector('table.fluid-grid');

    // The error instead of a file, and instead of an empty frame.
    await page.locator('[data-testid="baixar-pdf"]').click();
    expect(await textOf(page, '[data-testid="pdf-erro-download"]')).toBe(UNAVAILABLE);
    await page.locator('.pdf-actions button::-p-text(Visualizar PDF)').click();
    expect(await textOf(page, '.pdf-preview [role="alert"] p')).toBe(UNAVAILABLE);
    expect(await page.$('.pdf-preview object')).toBeNull();
    await saveScreen(page, 'tela-pdf-fluidos-indisponivel');

    unavailable = false;
    const answer = pdfResponse(page, `/api/fs/fluidos/relatorio-anual/pdf?ano=${year}&setor=`);
    await page.locator('.pdf-preview button::-p-text(Tentar de novo)').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await page.waitForSelector('.pdf-preview object[type="application/pdf"][data^="blob:"]');
    await saveScreen(page, 'tela-pdf-fluidos');

    // The file shown is the one saved, under the server's name (accents included).
    const file = await downloadPdf(page, downloads);
    expect(file.fileName).toBe(`Relatório de fluidos refrigerantes ${year} - ${sector}.pdf`);
    expect(isPdf(file.bytes)).toBe(true);
    expect(await page.$('[data-testid="pdf-erro-download"]')).toBeNull();
  });
});
