import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import {
  type FluidReport,
  formatKg,
  formatTco2e,
  HCFC_REPLACEMENT_NOTE,
  REFRIGERANT_GAS_CODES,
  REFRIGERANT_RULES,
} from '@campo/contracts';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { fluidFactories } from './fluid-support';
import { createFieldServiceApp } from './support';

/**
 * Issue 47, the refrigerant log under Brazilian rules. Hand-built data (2025, AR4):
 *   Hospital, R-410A: EQ-A (2 kg) and EQ-B (3 kg) → installed 5 kg. Recharge 1,2 kg on EQ-A;
 *     withdrawals on EQ-B of 0,4 kg to regeneration and 0,3 kg reused on site.
 *     Recovered 0,7, destined 0,4, balance 1,2 − 0,7 = 0,5 kg (every unit has a charge, not
 *     negative: balance method) → 0,5 × 2088 / 1000 = 1,044 tCO2e; 0,5 / 5 = 10 % of the charge.
 *   Hospital, R-22: EQ-C (4 kg) and EQ-D (no nominal charge). Recharge 0,5 kg on EQ-C: a unit
 *     without charge → recharge method, 0,5 kg, apart (HCFC).
 *   Shopping, R-32: EQ-E (1 kg). Recharge 0,2 kg, withdrawal 0,5 kg to destruction: balance
 *     −0,3 (negative) → recharge method, 0,2 × 675 / 1000 = 0,135 tCO2e.
 *   Total by each line's method, HCFC apart: 1,044 + 0,135 = 1,179 tCO2e.
 *   A recharge of 3 kg on EQ-A (above its 2 kg charge) waits for review: outside every figure.
 */
describe('refrigerant log under Brazilian rules: mass balance, reviews apart, HCFC units, CTF/APP', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  const agents: Record<string, SessionAgent> = {};
  const units: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db, { name: 'Clima Norte' })).id;
    for (const role of ['SUPERVISOR', 'ADMIN'] as const)
      agents[role] = (await signIn(app, db, { companyId, role })).api;
    const make = fluidFactories(db, companyId);
    const hospital = await make.clientWithContract('HOSP', 'Hospital Leste');
    const shopping = await make.clientWithContract('SHOP', 'Shopping Sul');
    for (const [codigo, contract, gas, cargaKg] of [
      ['EQ-A', hospital, 'R-410A', 2],
      ['EQ-B', hospital, 'R-410A', 3],
      ['EQ-C', hospital, 'R-22', 4],
      ['EQ-D', hospital, 'R-22', null],
      ['EQ-E', shopping, 'R-32', 1],
    ] as const)
      units[codigo] = await make.equipment(contract, { codigo, setor: 'Bloco 1', gas, cargaKg });
    const events: Array<[string, string, string, number, string, object?]> = [
      ['EQ-A', 'R-410A', 'RECARGA', 1.2, '2025-03-10'],
      [
        'EQ-B',
        'R-410A',
        'RETIRADA',
        0.4,
        '2025-04-02',
        { destino: 'REGENERACAO', cilindro: 'CR-1', certificado: 'CERT-7' },
      ],
      [
        'EQ-B',
        'R-410A',
        'RETIRADA',
        0.3,
        '2025-05-02',
        { destino: 'REUTILIZADO_NO_LOCAL', cilindro: 'CR-1' },
      ],
      ['EQ-C', 'R-22', 'RECARGA', 0.5, '2025-06-10'],
      ['EQ-E', 'R-32', 'RECARGA', 0.2, '2025-07-10'],
      [
        'EQ-E',
        'R-32',
        'RETIRADA',
        0.5,
        '2025-08-10',
        { destino: 'DESTRUICAO', cilindro: 'CR-2', certificado: 'INC-3' },
      ],
      ['EQ-A', 'R-410A', 'RECARGA', 3, '2025-09-10'],
    ];
    for (const [unit, tipoGas, tipoEvento, quantidadeKg, dataEvento, recovery] of events)
      await agents.SUPERVISOR.post('/api/fs/fluidos')
        .send({
          id: randomUUID(),
          equipamentoId: units[unit],
          tipoGas,
          tipoEvento,
          quantidadeKg,
          dataEvento,
          ...recovery,
        })
        .expect(201);
  });
  afterAll(() => app.close());

  const report = async (query = '') =>
    (await agents.SUPERVISOR.get(`/api/fs/fluidos/relatorio-anual?ano=2025${query}`).expect(200))
      .body.dados as FluidReport;

  it('leaves an event waiting for review out of every figure, and lists it apart', async () => {
    const data = await report();
    expect(data.revisaoPendente).toBe(1);
    expect(data.emRevisao).toEqual([
      expect.objectContaining({
        equipamentoCodigo: 'EQ-A',
        tipoEvento: 'RECARGA',
        quantidadeKg: 3,
        sinais: [expect.objectContaining({ codigo: expect.any(String) })],
      }),
    ]);
    expect(data.totais.geral.recargaKg).toBeCloseTo(1.2 + 0.5 + 0.2, 6);
    const eqA = data.taxasDeVazamento.find((rate) => rate.codigo === 'EQ-A');
    expect(eqA?.recargas.map((recharge) => recharge.kg)).toEqual([1.2]);
  });

  it('computes installed charge, balance and tCO2e per client and gas, with the method of each line', async () => {
    const { balanco } = await report();
    const line = (cliente: string, gas: string) =>
      balanco.linhas.find((entry) => entry.cliente === cliente && entry.tipoGas === gas);
    expect(line('Hospital Leste', 'R-410A')).toMatchObject({
      unidades: 2,
      unidadesSemCarga: 0,
      instaladoKg: 5,
      carregadoKg: 1.2,
      recolhidoKg: 0.7,
      destinadoKg: 0.4,
      balancoKg: 0.5,
      metodo: 'BALANCO_DE_MASSA',
      motivo: null,
      emissaoKg: 0.5,
      tco2e: 1.044,
      taxaEmissaoPercentual: 10,
    });
    expect(line('Hospital Leste', 'R-22')).toMatchObject({
      categoria: 'HCFC',
      unidades: 2,
      unidadesSemCarga: 1,
      instaladoKg: 4,
      carregadoKg: 0.5,
      metodo: 'RECARGAS',
      motivo: '1 de 2 unidades sem carga nominal',
      emissaoKg: 0.5,
    });
    expect(line('Shopping Sul', 'R-32')).toMatchObject({
      instaladoKg: 1,
      carregadoKg: 0.2,
      recolhidoKg: 0.5,
      destinadoKg: 0.5,
      balancoKg: -0.3,
      metodo: 'RECARGAS',
      emissaoKg: 0.2,
      tco2e: 0.135,
    });
    expect(balanco.tco2e).toBe(1.179);
    // One client's report is that client's lines only.
    const shopping = await report(
      `&clienteId=${(await db.query(`SELECT id FROM cliente WHERE empresa_id = $1 AND codigo = 'SHOP'`, [companyId]))[0].id}`,
    );
    expect(shopping.balanco.linhas.map((entry) => entry.tipoGas)).toEqual(['R-32']);
  });

  it('lists each HCFC unit with its charge and the replacement note', async () => {
    const data = await report();
    expect(data.hcfcEquipamentos).toEqual([
      expect.objectContaining({
        codigo: 'EQ-C',
        tipoGas: 'R-22',
        cargaKg: 4,
        nota: HCFC_REPLACEMENT_NOTE,
      }),
      expect.objectContaining({
        codigo: 'EQ-D',
        tipoGas: 'R-22',
        cargaKg: null,
        nota: HCFC_REPLACEMENT_NOTE,
      }),
    ]);
  });

  it('keeps the CTF/APP number in the settings (ADMIN, audited) and prints it with the Brazilian rules', async () => {
    expect(
      (await agents.SUPERVISOR.get('/api/fs/fluidos/parametros').expect(200)).body.dados,
    ).toEqual({
      conjuntoGwp: 'AR4',
      ctfApp: null,
    });
    expect((await report()).ctfApp).toBeNull();
    const refused = await agents.ADMIN.put('/api/fs/fluidos/parametros')
      .send({ conjuntoGwp: 'AR4', ctfApp: '12ab' })
      .expect(400);
    expect(refused.body).toMatchObject({ sucesso: false, codigo: expect.any(String) });
    await agents.SUPERVISOR.put('/api/fs/fluidos/parametros')
      .send({ conjuntoGwp: 'AR4', ctfApp: '5512345' })
      .expect(403);
    const saved = await agents.ADMIN.put('/api/fs/fluidos/parametros')
      .send({ conjuntoGwp: 'AR4', ctfApp: ' 5512345 ' })
      .expect(200);
    expect(saved.body.dados).toEqual({ conjuntoGwp: 'AR4', ctfApp: '5512345' });
    const [audit] = await db.query(
      `SELECT summary FROM audit_events WHERE empresa_id = $1 AND action = 'PARAMETROS_ALTERADOS'`,
      [companyId],
    );
    expect(audit.summary).toBe('Registrou o número do CTF/APP (Ibama) da empresa: 5512345.');
    // The database keeps it digits only, whoever writes.
    await expect(
      db.query(`UPDATE companies SET settings = settings || '{"ctfApp": "x1"}' WHERE id = $1`, [
        companyId,
      ]),
    ).rejects.toThrow(/companies_ctf_app_digits/);

    const data = await report();
    expect(data.ctfApp).toBe('5512345');
    expect(data.marcoLegal).toEqual(REFRIGERANT_RULES);
    const pdf = await agents.SUPERVISOR.get('/api/fs/fluidos/relatorio-anual/pdf?ano=2025')
      .responseType('blob')
      .expect(200);
    const text = readPdf(pdf.body).text.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('CTF/APP (Ibama) nº 5512345');
    for (const rule of REFRIGERANT_RULES) expect(text).toContain(rule.norma);
    expect(text).not.toContain('2024/573');
    // The PDF's balance reads the same figures as the API.
    const balance = data.balanco.linhas.find((entry) => entry.tipoGas === 'R-410A');
    expect(text).toContain(
      [
        'Hospital Leste R-410A 2',
        formatKg(balance?.instaladoKg ?? 0),
        formatKg(balance?.carregadoKg ?? 0),
        formatKg(balance?.recolhidoKg ?? 0),
        formatKg(balance?.destinadoKg ?? 0),
        formatKg(balance?.balancoKg ?? 0),
        'Balanço de massa',
        formatKg(balance?.emissaoKg ?? 0),
      ].join(' '),
    );
    expect(text).toContain(
      `Total pelo método de cada linha (tCO₂e sem HCFCs) ${formatTco2e(data.balanco.tco2e, false)}`,
    );
    expect(text).toContain('Unidades com HCFC: planejar a substituição');
    expect(text).toContain('Eventos aguardando revisão (fora dos totais)');
  });

  it('stores an ingested equipment gas under its catalogue name: R410A becomes R-410A', async () => {
    const issued = await agents.ADMIN.post('/api/admin/tokens-ingestao')
      .send({ nome: 'ERP', entidades: ['equipamento'] })
      .expect(201);
    const sent = await request(app.getHttpServer())
      .post('/api/ingestao-pub/equipamento')
      .set('Authorization', `Bearer ${issued.body.dados.token}`)
      .send({
        linhas: [
          {
            contrato: 'CT-HOSP',
            codigo: 'EQ-F',
            setor: 'Bloco 1',
            tipoGas: 'R410A',
            cargaGasKg: 2,
          },
          {
            contrato: 'CT-HOSP',
            codigo: 'EQ-G',
            setor: 'Bloco 1',
            tipoGas: 'hcfc-22',
            cargaGasKg: 1,
          },
          {
            contrato: 'CT-HOSP',
            codigo: 'EQ-H',
            setor: 'Bloco 1',
            tipoGas: 'R-999',
            cargaGasKg: 1,
          },
        ],
      })
      .expect(200);
    expect(JSON.stringify(sent.body)).toContain('R-999');
    const stored = await db.query(
      `SELECT codigo, tipo_gas FROM equipamento WHERE empresa_id = $1 AND codigo IN ('EQ-F', 'EQ-G', 'EQ-H') ORDER BY codigo`,
      [companyId],
    );
    expect(stored).toEqual([
      { codigo: 'EQ-F', tipo_gas: 'R-410A' },
      { codigo: 'EQ-G', tipo_gas: 'R-22' },
    ]);
  });

  it('knows the same gases as the catalogue table', async () => {
    const rows: Array<{ codigo: string }> = await db.query(
      `SELECT codigo FROM gas_refrigerante ORDER BY codigo`,
    );
    expect([...REFRIGERANT_GAS_CODES].sort()).toEqual(rows.map((row) => row.codigo).sort());
  });
});
