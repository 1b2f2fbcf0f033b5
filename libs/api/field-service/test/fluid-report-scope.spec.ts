import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { FluidReport } from '@campo/contracts';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { fluidFactories } from './fluid-support';
import { createFieldServiceApp } from './support';

/**
 * Fixture (2025): a hospital and a shopping centre, one contract each.
 *   Hospital Central: EQ-H1 (UTI, R-410A) recharge 0,5 kg; EQ-H2 (UTI, R-22) recharge 1,0 kg and
 *     withdrawal 2,0 kg sent to regeneration.
 *   Shopping Norte: EQ-S1 (Praça, R-410A) recharge 0,8 kg and leak 0,2 kg; EQ-S2 (Lojas, R-32) recharge 0,3 kg.
 * HFC tCO2e, AR4: R-410A 1,3 × 2088 / 1000 = 2,7144; R-32 0,3 × 675 / 1000 = 0,2025; total 2,917.
 *   AR6: R-410A 1,3 × 2256 = 2,9328; R-32 0,3 × 771 = 0,2313. R-22 apart: 1,0 kg × ODP 0,055 = 0,055 kg ODP.
 */
describe('refrigerant report per client and contract, HCFCs apart, GWP set per company', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const company = await createCompany(db, { name: 'Clima Sul' });
    ids.company = company.id;
    for (const role of ['SUPERVISOR', 'ADMIN'] as const) {
      const { api } = await signIn(app, db, { companyId: company.id, role });
      agents[role] = api;
    }
    const make = fluidFactories(db, company.id);
    const hospital = await make.clientWithContract('HOSP', 'Hospital Central');
    const shopping = await make.clientWithContract('SHOP', 'Shopping Norte');
    Object.assign(ids, {
      hospital: hospital.client,
      hospitalContract: hospital.contract,
      shopping: shopping.client,
    });
    const h1 = await make.equipment(hospital, {
      codigo: 'EQ-H1',
      setor: 'UTI',
      gas: 'R-410A',
      cargaKg: 2,
    });
    const h2 = await make.equipment(hospital, {
      codigo: 'EQ-H2',
      setor: 'UTI',
      gas: 'R-22',
      cargaKg: 5,
    });
    const s1 = await make.equipment(shopping, {
      codigo: 'EQ-S1',
      setor: 'Praça',
      gas: 'R-410A',
      cargaKg: 3,
    });
    const s2 = await make.equipment(shopping, {
      codigo: 'EQ-S2',
      setor: 'Lojas',
      gas: 'R-32',
      cargaKg: 1,
    });
    for (const [equipamentoId, tipoGas, tipoEvento, quantidadeKg, dataEvento] of [
      [h1, 'R-410A', 'RECARGA', 0.5, '2025-02-10'],
      [h2, 'R-22', 'RECARGA', 1, '2025-03-10'],
      [h2, 'R-22', 'RETIRADA', 2, '2025-09-01'],
      [s1, 'R-410A', 'RECARGA', 0.8, '2025-04-10'],
      [s1, 'R-410A', 'VAZAMENTO', 0.2, '2025-04-09'],
      [s2, 'R-32', 'RECARGA', 0.3, '2025-05-10'],
    ] as const)
      await agents.SUPERVISOR.post('/api/fs/fluidos')
        .send({
          id: randomUUID(),
          equipamentoId,
          tipoGas,
          tipoEvento,
          quantidadeKg,
          dataEvento,
          ...(tipoEvento === 'RETIRADA'
            ? { destino: 'REGENERACAO', cilindro: 'CIL-9', certificado: 'REG-55' }
            : {}),
        })
        .expect(201);
  });
  afterAll(() => app.close());

  const report = async (query = '') =>
    (await agents.SUPERVISOR.get(`/api/fs/fluidos/relatorio-anual?ano=2025${query}`).expect(200))
      .body.dados as FluidReport;

  it('gives each client its own figures, and the clients add up to the company', async () => {
    const company = await report();
    const hospital = await report(`&clienteId=${ids.hospital}`);
    const shopping = await report(`&clienteId=${ids.shopping}`);
    expect(hospital.filtros.cliente).toBe('Hospital Central');
    expect(
      hospital.linhas.map((line) => `${line.setor} ${line.tipoGas} ${line.tipoEvento}`),
    ).toEqual(['UTI R-22 RECARGA', 'UTI R-22 RETIRADA', 'UTI R-410A RECARGA']);
    expect(shopping.linhas.every((line) => ['Praça', 'Lojas'].includes(line.setor))).toBe(true);
    for (const key of ['recargaKg', 'retiradaKg', 'vazamentoKg', 'tco2e'] as const)
      expect(hospital.totais.geral[key] + shopping.totais.geral[key]).toBeCloseTo(
        company.totais.geral[key],
        6,
      );
    expect(company.totais.geral).toEqual({
      recargaKg: 2.6,
      retiradaKg: 2,
      vazamentoKg: 0.2,
      tco2e: 2.917,
    });
    expect(hospital.hcfc.total.odpKg + shopping.hcfc.total.odpKg).toBeCloseTo(
      company.hcfc.total.odpKg,
      6,
    );
    // The contract's report is its client's here (one contract each); a stranger's id is not found.
    const contract = await report(`&contratoId=${ids.hospitalContract}`);
    expect(contract.totais.geral).toEqual(hospital.totais.geral);
    expect(contract.filtros.contrato).toBe('CT-HOSP');
    const missing = await agents.SUPERVISOR.get(
      `/api/fs/fluidos/relatorio-anual?ano=2025&clienteId=${randomUUID()}`,
    ).expect(404);
    expect(missing.body.erro).toBe('Cliente não encontrado.');
    await agents.SUPERVISOR.get('/api/fs/fluidos/relatorio-anual?ano=2025&clienteId=x').expect(400);
    // The CSV follows the filter.
    const csv = (
      await agents.SUPERVISOR.get(
        `/api/fs/fluidos/relatorio-anual?ano=2025&formato=csv&clienteId=${ids.shopping}`,
      ).expect(200)
    ).text;
    expect(csv).toContain('Praça;R-410A;Recarga');
    expect(csv).not.toContain('UTI');
  });

  it('reports R-22 apart with its ODP, out of the HFC tCO2e total', async () => {
    const hospital = await report(`&clienteId=${ids.hospital}`);
    expect(hospital.totais.geral.tco2e).toBeCloseTo((0.5 * 2088) / 1000, 3);
    expect(hospital.totais.porGas.find((gas) => gas.tipoGas === 'R-22')?.categoria).toBe('HCFC');
    expect(hospital.hcfc.porGas).toEqual([
      {
        tipoGas: 'R-22',
        odp: 0.055,
        fonteOdp: 'Protocolo de Montreal, Anexo C, Grupo I (HCFC-22: 0,055)',
        recargaKg: 1,
        retiradaKg: 2,
        vazamentoKg: 0,
        odpKg: 0.055,
        tco2e: 1.81,
      },
    ]);
    expect(hospital.recuperacao).toEqual({
      eventos: [
        expect.objectContaining({
          equipamentoCodigo: 'EQ-H2',
          tipoGas: 'R-22',
          quantidadeKg: 2,
          destino: 'REGENERACAO',
          cilindro: 'CIL-9',
          certificado: 'REG-55',
        }),
      ],
      porDestino: [{ destino: 'REGENERACAO', kg: 2 }],
    });
  });

  it('switches the GWP set per company (ADMIN, audited): tCO2e moves by the tables’ ratio', async () => {
    expect(
      (await agents.SUPERVISOR.get('/api/fs/fluidos/parametros').expect(200)).body.dados,
    ).toEqual({ conjuntoGwp: 'AR4', ctfApp: null });
    const ar4 = await report();
    await agents.SUPERVISOR.put('/api/fs/fluidos/parametros')
      .send({ conjuntoGwp: 'AR6' })
      .expect(403);
    await agents.ADMIN.put('/api/fs/fluidos/parametros').send({ conjuntoGwp: 'AR7' }).expect(400);
    try {
      await agents.ADMIN.put('/api/fs/fluidos/parametros').send({ conjuntoGwp: 'AR6' }).expect(200);
      const ar6 = await report();
      expect(ar6.conjuntoGwp).toEqual({ codigo: 'AR6', rotulo: 'IPCC AR6 (2021), 100 anos' });
      const tco2e = (r: FluidReport, gas: string) =>
        r.totais.porGas.find((entry) => entry.tipoGas === gas)?.tco2e ?? Number.NaN;
      expect(tco2e(ar6, 'R-410A') / tco2e(ar4, 'R-410A')).toBeCloseTo(2256 / 2088, 3);
      // Small figures are kept to 3 decimals, so R-32 is compared by value in each set.
      expect([tco2e(ar4, 'R-32'), tco2e(ar6, 'R-32')]).toEqual([
        expect.closeTo((0.3 * 675) / 1000, 2),
        expect.closeTo((0.3 * 771) / 1000, 2),
      ]);
      expect(ar6.totais.geral.tco2e).toBeCloseTo((1.3 * 2256 + 0.3 * 771) / 1000, 3);
      expect(ar6.gases.find((gas) => gas.codigo === 'R-290')?.gwp).toBe(0.02);
      expect(ar6.gases.find((gas) => gas.codigo === 'R-404A')).toMatchObject({
        gwp: 4728,
        fonte: expect.stringContaining('IPCC AR6'),
      });
      const [audit] = await db.query(
        `SELECT summary FROM audit_events WHERE empresa_id = $1 AND action = 'PARAMETROS_ALTERADOS'`,
        [ids.company],
      );
      expect(audit.summary).toBe(
        'Alterou o conjunto de GWP dos relatórios de fluidos de IPCC AR4 (2007), 100 anos para IPCC AR6 (2021), 100 anos.',
      );

      // One client's PDF: its name, the HCFC section and the GWP set, read back from the file.
      const pdf = await agents.SUPERVISOR.get(
        `/api/fs/fluidos/relatorio-anual/pdf?ano=2025&clienteId=${ids.hospital}`,
      )
        .responseType('blob')
        .expect(200);
      expect(pdf.headers['content-disposition']).toContain(
        'Relatório de fluidos refrigerantes 2025 - Hospital Central.pdf',
      );
      const text = readPdf(pdf.body).text.join(' ');
      expect(text).toContain('Cliente: Hospital Central');
      expect(text).toContain('GWP de 100 anos: IPCC AR6 (2021), 100 anos');
      expect(text).toContain('HCFCs (substâncias que destroem a camada de ozônio)');
      expect(text).toContain('R-22 0,055 1,00 kg 2,00 kg 0,00 kg 0,055 1,96');
      expect(text).toContain('Gás recolhido e destino Enviado para regeneração: 2,00 kg');
      expect(text).not.toContain('Shopping Norte');
      expect(text).not.toContain('EQ-S1');
    } finally {
      await agents.ADMIN.put('/api/fs/fluidos/parametros').send({ conjuntoGwp: 'AR4' }).expect(200);
    }
  });
});
