import type { EntityManager } from 'typeorm';
import type { IndoorAirReference, IndoorAirValue } from '@campo/contracts';
import { analysisResult, judgeIndoorAir } from '@campo/field-service';
import { seedCareAreasDemo } from './care-areas-demo';

/**
 * The demo's buildings (issue #30): full addresses on the clients and the contracts'
 * buildings, rooms with areas, occupants, thermal load and outdoor air (the hospital's
 * main block, the shopping centre, the offices), their units assigned, and indoor-air
 * analyses: the surgical centre failing the fungi I/E ratio, the shopping centre's due
 * within 30 days, the offices never analysed; the hospital's surgical centre and ICU are
 * care areas with a reading each (care-areas-demo.ts). The hospital's annex (CT-2026-002) is left
 * without rooms, to show the creation from its sectors. Seeded once: a company whose main
 * contract already has rooms is left as the user changed it.
 */
export async function seedBuildingDemo(
  manager: EntityManager,
  companyId: string,
  today = new Date(),
): Promise<number> {
  const [main] = await manager.query(
    `SELECT id, EXISTS (SELECT 1 FROM ambiente a WHERE a.empresa_id = c.empresa_id AND a.contrato_id = c.id) AS seeded
       FROM contrato c WHERE c.empresa_id = $1 AND c.codigo = 'CT-2026-001'`,
    [companyId],
  );
  if (!main || main.seeded) return 0;

  for (const client of CLIENTS) {
    await manager.query(
      `UPDATE cliente SET endereco = $3, numero = $4, bairro = $5, cep = $6, cidade = 'São Paulo', uf = 'SP'
        WHERE empresa_id = $1 AND codigo = $2`,
      [companyId, client.codigo, client.endereco, client.numero, client.bairro, client.cep],
    );
  }
  for (const contract of CONTRACTS) {
    await manager.query(
      `UPDATE contrato SET edificio = $3, logradouro = $4, numero = $5, complemento = $6, bairro = $7,
              cidade = $8, uf = $9, cep = $10
        WHERE empresa_id = $1 AND codigo = $2`,
      [
        companyId,
        contract.codigo,
        contract.edificio,
        contract.logradouro ?? null,
        contract.numero ?? null,
        contract.complemento ?? null,
        contract.bairro ?? null,
        contract.logradouro ? 'São Paulo' : null,
        contract.logradouro ? 'SP' : null,
        contract.cep ?? null,
      ],
    );
  }
  const rooms: Array<{ id: string; contrato: string; nome: string }> = await manager.query(
    `INSERT INTO ambiente (empresa_id, contrato, contrato_id, codigo, nome, atividade, area_m2, ocupantes_fixos,
                           ocupantes_flutuantes, carga_termica_kw, vazao_ar_exterior_m3h)
     SELECT $1, r.contrato, c.id, r.codigo, r.nome, r.atividade, r.area, r.fixos, r.flutuantes, r.carga, r.vazao
       FROM jsonb_to_recordset($2::jsonb) AS r(contrato text, codigo text, nome text, atividade text, area numeric,
                                               fixos int, flutuantes int, carga numeric, vazao numeric)
       JOIN contrato c ON c.empresa_id = $1 AND c.codigo = r.contrato
     RETURNING id, contrato, nome`,
    [companyId, JSON.stringify(ROOMS)],
  );
  // Each unit in its sector's room, as "Criar a partir dos setores" would.
  await manager.query(
    `UPDATE equipamento e SET ambiente = a.codigo
       FROM ambiente a
      WHERE e.empresa_id = $1 AND a.empresa_id = e.empresa_id AND a.contrato_id = e.contrato_id AND a.nome = e.setor`,
    [companyId],
  );
  await seedCareAreasDemo(manager, companyId);

  const references: IndoorAirReference[] = await manager.query(
    `SELECT codigo, grandeza, nome, unidade, comparacao, minimo::float8 AS minimo, maximo::float8 AS maximo, aplicacao, fonte
       FROM qualidade_ar_referencia ORDER BY ordem`,
  );
  const roomId = (contract: string, name: string) =>
    rooms.find((room) => room.contrato === contract && room.nome === name)?.id ?? null;
  const day = (daysAgo: number) =>
    new Date(today.getTime() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const analyses = ANALYSES.map((analysis) => ({
    ...analysis,
    ambienteId: analysis.ambiente ? roomId(analysis.contrato, analysis.ambiente) : null,
    dataColeta: day(analysis.diasAtras),
    resultado: analysisResult(judgeIndoorAir(references, analysis.valores)),
  }));
  for (const analysis of analyses) {
    const [{ id }] = await manager.query(
      `INSERT INTO analise_ar (empresa_id, contrato_id, ambiente_id, laboratorio, data_coleta, laudo_numero, resultado)
       SELECT $1, c.id, $3, $4, $5, $6, $7 FROM contrato c WHERE c.empresa_id = $1 AND c.codigo = $2
       RETURNING id`,
      [
        companyId,
        analysis.contrato,
        analysis.ambienteId,
        analysis.laboratorio,
        analysis.dataColeta,
        analysis.laudo,
        analysis.resultado,
      ],
    );
    await manager.query(
      `INSERT INTO analise_ar_valor (empresa_id, analise_id, grandeza, interno, externo)
       SELECT $1, $2, grandeza, interno, externo
         FROM jsonb_to_recordset($3::jsonb) AS v(grandeza text, interno numeric, externo numeric)`,
      [companyId, id, JSON.stringify(analysis.valores)],
    );
  }
  return rooms.length;
}

const CLIENTS = [
  {
    codigo: 'CLI-001',
    endereco: 'Rua Vergueiro',
    numero: '1421',
    bairro: 'Paraíso',
    cep: '04101-300',
  },
  {
    codigo: 'CLI-002',
    endereco: 'Av. Otaviano Alves de Lima',
    numero: '4400',
    bairro: 'Vila Guilherme',
    cep: '02201-000',
  },
  {
    codigo: 'CLI-003',
    endereco: 'Av. Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cep: '01310-100',
  },
];

/** The buildings; those without a street use their client's address (the site-address rule). */
const CONTRACTS: Array<{
  codigo: string;
  edificio: string;
  logradouro?: string;
  numero?: string;
  complemento?: string;
  bairro?: string;
  cep?: string;
}> = [
  {
    codigo: 'CT-2026-001',
    edificio: 'Hospital Boa Saúde — Bloco principal',
    logradouro: 'Rua Vergueiro',
    numero: '1421',
    complemento: 'Bloco principal',
    bairro: 'Paraíso',
    cep: '04101-300',
  },
  {
    codigo: 'CT-2026-002',
    edificio: 'Hospital Boa Saúde — Anexo e centro cirúrgico',
    logradouro: 'Rua Vergueiro',
    numero: '1455',
    complemento: 'Anexo',
    bairro: 'Paraíso',
    cep: '04101-300',
  },
  { codigo: 'CT-2026-003', edificio: 'Shopping Center Norte' },
  { codigo: 'CT-2026-004', edificio: 'Edifício Paulista Corporate' },
];

/** Thermal load in kW; outdoor air in m³/h. The offices' CPD has no outdoor-air figure yet. */
const ROOMS = [
  [
    'CT-2026-001',
    'AMB-01',
    'Centro cirúrgico',
    'Procedimentos cirúrgicos (4 salas)',
    280,
    16,
    8,
    61.5,
    4700,
  ],
  ['CT-2026-001', 'AMB-02', 'Enfermaria', 'Internação (24 leitos)', 410, 10, 30, 48.3, 1620],
  ['CT-2026-001', 'AMB-03', 'Recepção', 'Recepção e espera', 180, 6, 60, 31.6, 1980],
  ['CT-2026-001', 'AMB-04', 'UTI Adulto', 'Terapia intensiva (10 leitos)', 320, 14, 10, 52.8, 1800],
  ['CT-2026-003', 'AMB-01', 'Cinema', 'Salas de cinema (3 salas)', 900, 12, 600, 210, 16200],
  ['CT-2026-003', 'AMB-02', 'Corredor A', 'Circulação e lojas', 800, 4, 400, 140, 10800],
  ['CT-2026-003', 'AMB-03', 'Corredor B', 'Circulação e lojas', 760, 4, 380, 132, 10260],
  ['CT-2026-003', 'AMB-04', 'Praça de alimentação', 'Alimentação', 1200, 40, 900, 350, 24300],
  ['CT-2026-004', 'AMB-01', '10º andar', 'Escritórios', 620, 70, 15, 88, 2295],
  ['CT-2026-004', 'AMB-02', '11º andar', 'Escritórios', 620, 68, 15, 86, 2250],
  ['CT-2026-004', 'AMB-03', 'Auditório', 'Auditório (120 lugares)', 210, 2, 120, 42, 3300],
  ['CT-2026-004', 'AMB-04', 'CPD', 'Centro de processamento de dados', 90, 2, 2, 45, null],
].map(([contrato, codigo, nome, atividade, area, fixos, flutuantes, carga, vazao]) => ({
  contrato,
  codigo,
  nome,
  atividade,
  area,
  fixos,
  flutuantes,
  carga,
  vazao,
}));

const values = (
  overrides: Partial<Record<IndoorAirValue['grandeza'], [number, number | null]>>,
): IndoorAirValue[] =>
  Object.entries<[number, number | null]>({
    TEMPERATURA: [23.4, 29.1],
    UMIDADE_RELATIVA: [52, 68],
    VELOCIDADE_AR: [0.12, null],
    CO2: [910, 420],
    PM2_5: [11, 19],
    PM10: [22, 41],
    FUNGOS: [180, 260],
    ...overrides,
  }).map(([grandeza, [interno, externo]]) => ({
    grandeza: grandeza as IndoorAirValue['grandeza'],
    interno,
    externo,
  }));

const LAB = 'Conforlab Análises Ambientais';

const ANALYSES = [
  // The hospital's main block, two months ago: the surgical centre fails the fungi I/E ratio.
  {
    contrato: 'CT-2026-001',
    ambiente: 'Centro cirúrgico',
    diasAtras: 61,
    laboratorio: LAB,
    laudo: 'QA-4471',
    valores: values({ FUNGOS: [470, 260] }),
  },
  {
    contrato: 'CT-2026-001',
    ambiente: 'UTI Adulto',
    diasAtras: 61,
    laboratorio: LAB,
    laudo: 'QA-4472',
    valores: values({}),
  },
  // The annex, a month ago, one sampling for the building: all within the reference.
  {
    contrato: 'CT-2026-002',
    ambiente: null,
    diasAtras: 30,
    laboratorio: LAB,
    laudo: 'QA-4530',
    valores: values({ CO2: [820, 410] }),
  },
  // The shopping centre, five and a half months ago: the next one is due within 30 days.
  {
    contrato: 'CT-2026-003',
    ambiente: 'Praça de alimentação',
    diasAtras: 168,
    laboratorio: 'Ambiental Lab SP',
    laudo: '2026/0193',
    valores: values({ CO2: [1050, 430], PM10: [38, 55] }),
  },
];
