import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import contentDisposition from 'content-disposition';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createTestApp,
  readPdf,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

/**
 * Fixture (2025): EQ-1 in UTI (R-410A, charge 2 kg), EQ-2 in a sector whose name is markup (R-32, charge 1 kg).
 *   EQ-1 recharges 0.5 kg on 10/03 (0.5 kg in 365 days → 25 %) and 0.2 kg on 09/05 (0.7 kg in 365 days → 35 %): above 10 %.
 *   EQ-2 recharges 0.05 kg on 10/02 (0.05 kg in 365 days → 5 %): within the limit; leak 0.1 kg on 15/03; withdrawal 0.4 kg on 20/12.
 * tCO2e = recharged kg × GWP / 1000: R-410A 0.7 × 2088 = 1.4616; R-32 0.05 × 675 = 0.03375; total 1.495 (1,50 printed: two decimals).
 */
describe('refrigerant annual report PDF (real Chromium)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let listener: Server;
  let hostileSector: string;
  const requests: string[] = [];
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    listener = createServer((incoming, response) => {
      requests.push(incoming.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    hostileSector = `<img src=http://127.0.0.1:${port}/setor> <iframe src=file:///etc/passwd></iframe> <script>document.write('rodou')</script>`;

    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db, { name: 'Climatização Teste' });
    for (const role of ['SUPERVISOR', 'TECNICO'] as const) {
      const { api } = await signIn(app, db, { companyId: company.id, role });
      agents[role] = api;
    }
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    const client = await one(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente')`,
      [company.id],
    );
    const contract = await one(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2)`,
      [company.id, client],
    );
    const eq1 = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg) VALUES ($1, 'EQ-1', 'CT', $2, 'UTI', 'R-410A', 2)`,
      [company.id, contract],
    );
    const eq2 = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg) VALUES ($1, 'EQ-2', 'CT', $2, $3, 'R-32', 1)`,
      [company.id, contract, hostileSector],
    );
    for (const [equipamentoId, tipoGas, tipoEvento, quantidadeKg, dataEvento] of [
      [eq1, 'R-410A', 'Recarga', 0.5, '2025-03-10'],
      [eq1, 'R-410A', 'Recarga', 0.2, '2025-05-09'],
      [eq2, 'R-32', 'Recarga', 0.05, '2025-02-10'],
      [eq2, 'R-32', 'Vazamento', 0.1, '2025-03-15'],
      [eq2, 'R-32', 'Retirada', 0.4, '2025-12-20'],
    ]) {
      await agents.SUPERVISOR.post('/api/fs/fluidos')
        .send({
          id: randomUUID(),
          equipamentoId,
          tipoGas,
          tipoEvento,
          quantidadeKg,
          dataEvento,
          ...(tipoEvento === 'Retirada' ? { destino: 'REGENERACAO', cilindro: 'CIL-07' } : {}),
        })
        .expect(201);
    }
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => listener.close(resolve));
  });

  const getPdf = (query: string) =>
    agents.TECNICO.get(`/api/fs/fluidos/relatorio-anual/pdf${query}`).responseType('blob');

  it('prints the year on A4 landscape: the grid per sector, gas, event and month, totals, tCO2e with its formula and GWP sources, and leak rates flagged', async () => {
    const response = await getPdf('?ano=2025').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(contentDisposition.parse(response.headers['content-disposition'])).toEqual({
      type: 'inline',
      parameters: { filename: 'Relatório de fluidos refrigerantes 2025.pdf' },
    });
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/
      .exec((response.body as Buffer).toString('latin1'))!
      .map(Number);
    expect(width).toBeGreaterThan(height);

    const text = readPdf(response.body).text.join(' ');
    expect(text).toContain('Relatório de fluidos refrigerantes 2025');
    expect(text).toContain(
      'Climatização Teste · 1º de janeiro a 31 de dezembro de 2025 · Toda a empresa: todos os clientes, setores e gases',
    );
    expect(text).toContain(
      'CTF/APP (Ibama): número não informado nos parâmetros da empresa · GWP de 100 anos: IPCC AR4 (2007), 100 anos (conjunto escolhido pela empresa) · HCFCs relatados à parte, com ODP',
    );
    expect(text).toContain(
      'Recarga 0,75 kg Retirada 0,40 kg Vazamento 0,10 kg Emissões HFC (recargas) 1,50 tCO₂e GWP AR4; sem HCFCs Vazamento acima de 10 % 1 de 2 equipamentos com carga conhecida',
    );
    expect(text).toContain(
      'Setor Gás Evento Jan Fev Mar Abr Mai Jun Jul Ago Set Out Nov Dez Total (kg)',
    );
    expect(text).toContain(
      'UTI R-410A Recarga 0,50 0,20 0,70 Total do setor Recarga 0,70 kg Retirada 0,00 kg Vazamento 0,00 kg 1,46 tCO₂e',
    );
    expect(text).toContain(
      'R-32 Recarga 0,05 0,05 R-32 Retirada 0,40 0,40 R-32 Vazamento 0,10 0,10',
    );
    expect(text).toContain(
      'Total geral Recarga 0,75 kg Retirada 0,40 kg Vazamento 0,10 kg 1,50 tCO₂e',
    );
    expect(text).toContain(
      'R-32 HFC 675 0,05 kg 0,40 kg 0,10 kg 0,03 IPCC AR4 (2007), WG I, cap. 2, tabela 2.14, 100 anos',
    );
    expect(text).toContain(
      'R-410A HFC 2.088 0,70 kg 0,00 kg 0,00 kg 1,46 IPCC AR4 (2007), WG I, cap. 2, tabela 2.14, 100 anos; mistura pela composição nominal',
    );
    expect(text).toContain('tCO2e = kg recarregados × GWP do gás ÷ 1000');
    expect(text).not.toContain('Regulamento (UE) 517/2014,');
    expect(text).toContain('indicador interno de acompanhamento');
    expect(text).toContain(
      'Gás recolhido e destino Enviado para regeneração: 0,40 kg Data Equipamento Setor Gás Quantidade Destino Cilindro Certificado 20/12/2025 EQ-2',
    );
    expect(text).toContain(
      'EQ-1 UTI R-410A 2,00 kg 10/03/2025: 0,50 kg, 0,50 kg em 365 dias → 25 % 09/05/2025: 0,20 kg, 0,70 kg em 365 dias → 35 % 35 % Acima de 10 %',
    );
    expect(text).toMatch(
      /EQ-2 .* R-32 1,00 kg 10\/02\/2025: 0,05 kg, 0,05 kg em 365 dias → 5 % 5 % Dentro do indicador/,
    );
  });

  it("prints its charts as SVG from the screen's definitions: kg per month stacked by gas, tCO2e per sector", async () => {
    const response = await getPdf('?ano=2025').expect(200);
    const text = readPdf(response.body).text.join(' ');
    for (const label of [
      'Recarga por mês e gás (kg) — 2025',
      'tCO₂e por setor — 2025',
      'jan fev mar abr mai jun jul ago set out nov dez',
      'R-32 R-410A',
      'UTI',
      // Two decimals, as on the screen and in the tables (formatTco2e).
      '1,46 tCO₂e',
      '0,03 tCO₂e',
    ]) {
      expect(text).toContain(label);
    }
  });

  it('prints a sector name made of markup literally, and nothing in it reaches the network or the file system', async () => {
    const text = readPdf((await getPdf('?ano=2025').expect(200)).body).text.join(' ');
    // Long words may wrap inside a narrow column: compare without whitespace.
    const compact = text.replace(/\s+/g, '');
    expect(compact).toContain(`${hostileSector}R-32Recarga`.replace(/\s+/g, ''));
    expect(compact).toContain(`EQ-2${hostileSector}R-32`.replace(/\s+/g, ''));
    expect(text).not.toContain('root:');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);
  });

  it('follows the sector and gas filters (in the heading and the file name) and validates the year like the JSON report', async () => {
    const response = await getPdf('?ano=2025&setor=UTI').expect(200);
    expect(
      contentDisposition.parse(response.headers['content-disposition']).parameters.filename,
    ).toBe('Relatório de fluidos refrigerantes 2025 - UTI.pdf');
    const text = readPdf(response.body).text.join(' ');
    expect(text).toContain('Setor: UTI');
    expect(text).toContain(
      'Total geral Recarga 0,70 kg Retirada 0,00 kg Vazamento 0,00 kg 1,46 tCO₂e',
    );
    expect(text).not.toContain('EQ-2');

    const empty = readPdf((await getPdf('?ano=2024').expect(200)).body).text.join(' ');
    expect(empty).toContain('Nenhum evento de fluido refrigerante registrado em 2024.');

    for (const ano of ['', 'x', '1999', '2025.5']) {
      expect((await getPdf(`?ano=${ano}`).expect(400)).body.toString()).toContain(
        'DADOS_INVALIDOS',
      );
    }
    await request(app.getHttpServer())
      .get('/api/fs/fluidos/relatorio-anual/pdf?ano=2025')
      .expect(401);
  });
});
