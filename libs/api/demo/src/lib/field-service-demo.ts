import type { EntityManager } from 'typeorm';

/**
 * A realistic year of field service for the demo company: 3 clients, 4 contracts,
 * 60 equipment in several sectors, one maintenance plan each, ~1,500 service
 * orders over the last twelve months with allocations, checklists, root causes
 * and preventive executions. Deterministic (seeded), so every `npm start` shows
 * the same figures.
 */
export async function seedFieldServiceDemo(
  manager: EntityManager,
  companyId: string,
  technicianIds: string[],
  today = new Date(),
) {
  const random = mulberry32(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const insert = (table: string, columns: string, types: string, rows: object[]) =>
    manager.query(
      `INSERT INTO ${table} (empresa_id, ${columns}) SELECT $1, ${columns} FROM jsonb_to_recordset($2::jsonb) AS r(${types}) RETURNING id`,
      [companyId, JSON.stringify(rows)],
    ) as Promise<Array<{ id: string }>>;

  const clients = await insert(
    'cliente',
    'codigo, nome, cnpj, cidade, uf',
    'codigo text, nome text, cnpj text, cidade text, uf text',
    [
      {
        codigo: 'CLI-001',
        nome: 'Hospital Boa Saúde',
        cnpj: '11222333000181',
        cidade: 'São Paulo',
        uf: 'SP',
      },
      {
        codigo: 'CLI-002',
        nome: 'Shopping Center Norte',
        cnpj: null,
        cidade: 'São Paulo',
        uf: 'SP',
      },
      {
        codigo: 'CLI-003',
        nome: 'Escritórios Paulista',
        cnpj: null,
        cidade: 'São Paulo',
        uf: 'SP',
      },
    ],
  );
  const contractRows = [
    {
      codigo: 'CT-2026-001',
      cliente: 'CLI-001',
      cliente_id: clients[0].id,
      descricao: 'Climatização do bloco principal',
      sla_atendimento_horas: 4,
      sla_solucao_horas: 24,
      dia_fechamento_rgm: 5,
      emails_rgm: 'manutencao@boasaude.demo',
    },
    {
      codigo: 'CT-2026-002',
      cliente: 'CLI-001',
      cliente_id: clients[0].id,
      descricao: 'Anexo e centro cirúrgico',
      sla_atendimento_horas: 2,
      sla_solucao_horas: 12,
      dia_fechamento_rgm: 5,
      emails_rgm: 'engenharia@boasaude.demo',
    },
    {
      codigo: 'CT-2026-003',
      cliente: 'CLI-002',
      cliente_id: clients[1].id,
      descricao: 'Áreas comuns e praça de alimentação',
      sla_atendimento_horas: 6,
      sla_solucao_horas: 48,
      dia_fechamento_rgm: 31,
      emails_rgm: 'operacoes@centronorte.demo',
    },
    {
      codigo: 'CT-2026-004',
      cliente: 'CLI-003',
      cliente_id: clients[2].id,
      descricao: 'Andares corporativos',
      sla_atendimento_horas: null,
      sla_solucao_horas: null,
      dia_fechamento_rgm: null,
      emails_rgm: null,
    },
  ];
  const contracts = await insert(
    'contrato',
    'codigo, cliente, cliente_id, descricao, inicio, fim, sla_atendimento_horas, sla_solucao_horas, dia_fechamento_rgm, emails_rgm, responsavel_tecnico, registro_responsavel',
    'codigo text, cliente text, cliente_id uuid, descricao text, inicio date, fim date, sla_atendimento_horas numeric, sla_solucao_horas numeric, dia_fechamento_rgm int, emails_rgm text, responsavel_tecnico text, registro_responsavel text',
    contractRows.map((row) => ({
      ...row,
      inicio: '2025-11-01',
      fim: '2027-10-31',
      responsavel_tecnico: 'Eng. Marina Costa',
      registro_responsavel: 'CREA-SP 5069876543',
    })),
  );

  const sectors = [
    ['UTI Adulto', 'Centro cirúrgico', 'Recepção', 'Enfermaria'],
    ['Centro cirúrgico', 'Central de esterilização', 'Farmácia'],
    ['Praça de alimentação', 'Corredor A', 'Corredor B', 'Cinema'],
    ['10º andar', '11º andar', 'CPD', 'Auditório'],
  ];
  const types = [
    { tipo: 'SPLIT', capacidade: 24000, gas: 'R-410A', carga: 1.45 },
    { tipo: 'SPLIT', capacidade: 12000, gas: 'R-32', carga: 0.75 },
    { tipo: 'CASSETE', capacidade: 36000, gas: 'R-410A', carga: 2.3 },
    { tipo: 'PISO_TETO', capacidade: 48000, gas: 'R-410A', carga: 3.1 },
    { tipo: 'SELF_CONTAINED', capacidade: 120000, gas: 'R-22', carga: 9.5 },
    { tipo: 'FAN_COIL', capacidade: 60000, gas: null, carga: null },
  ];
  const periodicities = ['MS', 'MS', 'MS', 'BM', 'TR', 'SE', 'AN', 'QZ'];
  const equipmentRows = Array.from({ length: 60 }, (_, index) => {
    const contract = index % 4;
    const model = pick(types);
    return {
      codigo: `AC-${String(index + 1).padStart(3, '0')}`,
      contrato: contractRows[contract].codigo,
      contrato_id: contracts[contract].id,
      setor: pick(sectors[contract]),
      descricao: `${model.tipo === 'SPLIT' ? 'Split hi-wall' : model.tipo.replace('_', ' ').toLowerCase()} ${model.capacidade.toLocaleString('pt-BR')} BTU/h`,
      tipo: model.tipo,
      fabricante: pick(['Daikin', 'Carrier', 'LG', 'Midea', 'Trane']),
      capacidade_btu: model.capacidade,
      tipo_gas: model.gas,
      carga_gas_kg: model.carga,
      periodicidade: pick(periodicities),
    };
  });
  const equipment = await insert(
    'equipamento',
    'codigo, contrato, contrato_id, setor, descricao, tipo, fabricante, capacidade_btu, tipo_gas, carga_gas_kg, periodicidade',
    'codigo text, contrato text, contrato_id uuid, setor text, descricao text, tipo text, fabricante text, capacidade_btu int, tipo_gas text, carga_gas_kg numeric, periodicidade text',
    equipmentRows,
  );
  const plans = await insert(
    'plano_manutencao',
    'equipamento_id, periodicidade, inicio',
    'equipamento_id uuid, periodicidade text, inicio date',
    equipment.map((row, index) => ({
      equipamento_id: row.id,
      periodicidade: equipmentRows[index].periodicidade,
      inicio: `2025-12-${String(1 + (index % 28)).padStart(2, '0')}`,
    })),
  );

  // ~1,500 orders over the last twelve months, in business hours (São Paulo, UTC-3).
  const causes = [
    'Filtro obstruído',
    'Dreno entupido',
    'Falta de gás',
    'Capacitor queimado',
    'Sensor com defeito',
    'Placa eletrônica',
    'Correia desgastada',
    'Vazamento na serpentina',
  ];
  const hour = 3_600_000;
  const start = today.getTime() - 365 * 24 * hour;
  const orders: Array<Record<string, unknown>> = [];
  for (let index = 0; index < 1500; index++) {
    const equipmentIndex = Math.floor(random() * equipment.length);
    const day = new Date(start + Math.floor(random() * 365) * 24 * hour);
    const opened = Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      11 + Math.floor(random() * 9),
      Math.floor(random() * 60),
    ); // 08:00–16:59 local
    const kind = random() < 0.58 ? 'PREVENTIVA' : random() < 0.92 ? 'CORRETIVA' : 'OUTRO';
    // Preventive visits are scheduled (attended within about two hours); most corrective calls within the SLA.
    const responseHours =
      kind === 'CORRETIVA' ? 0.5 + random() * (random() < 0.8 ? 3 : 14) : 0.2 + random() * 2.2;
    const attendHours = 0.5 + random() * (kind === 'CORRETIVA' ? 5 : 2.5);
    const begun = opened + responseHours * hour;
    const ended = begun + attendHours * hour;
    const open =
      ended > today.getTime() || (today.getTime() - opened < 10 * 24 * hour && random() < 0.3);
    orders.push({
      codigo: `OS-${String(index + 1).padStart(5, '0')}`,
      contrato: equipmentRows[equipmentIndex].contrato,
      contrato_id: equipmentRows[equipmentIndex].contrato_id,
      equipamento: equipmentRows[equipmentIndex].codigo,
      equipamento_id: equipment[equipmentIndex].id,
      tipo: kind,
      abertura: new Date(opened).toISOString(),
      inicio_atendimento: open && random() < 0.5 ? null : new Date(begun).toISOString(),
      fim_atendimento: open ? null : new Date(ended).toISOString(),
      status: open ? 'EM_ATENDIMENTO' : 'CONCLUIDA',
      causa_raiz: kind === 'CORRETIVA' && !open ? pick(causes) : null,
      km: Math.round(random() * 400) / 10,
      plano: plans[equipmentIndex].id,
    });
  }
  const orderIds = await insert(
    'ordem_servico',
    'codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, abertura, inicio_atendimento, fim_atendimento, status, causa_raiz, km',
    'codigo text, contrato text, contrato_id uuid, equipamento text, equipamento_id uuid, tipo text, abertura timestamptz, inicio_atendimento timestamptz, fim_atendimento timestamptz, status text, causa_raiz text, km numeric',
    orders,
  );

  const allocations: object[] = [];
  const answers: object[] = [];
  const executions: object[] = [];
  orders.forEach((order, index) => {
    if (!order.inicio_atendimento) return;
    const begun = Date.parse(order.inicio_atendimento as string);
    const ended = order.fim_atendimento ? Date.parse(order.fim_atendimento as string) : null;
    const crew = random() < 0.2 ? 2 : 1;
    const first = Math.floor(random() * technicianIds.length);
    for (let member = 0; member < crew; member++) {
      allocations.push({
        ordem_servico_id: orderIds[index].id,
        tecnico_id: technicianIds[(first + member) % technicianIds.length],
        inicio: new Date(begun).toISOString(),
        fim: ended ? new Date(ended).toISOString() : null,
        km: member === 0 ? order.km : 0,
      });
    }
    if (order.tipo === 'PREVENTIVA' && ended) {
      for (const item of ['Filtros', 'Serpentina', 'Dreno', 'Bandeja', 'Qualidade do ar']) {
        answers.push({ ordem_servico_id: orderIds[index].id, item, conforme: random() > 0.08 });
      }
      executions.push({
        plano_id: order.plano,
        data: new Date(ended - 3 * hour).toISOString().slice(0, 10),
        ordem_servico_id: orderIds[index].id,
      });
    }
  });
  await insert(
    'alocacao',
    'ordem_servico_id, tecnico_id, inicio, fim, km',
    'ordem_servico_id uuid, tecnico_id uuid, inicio timestamptz, fim timestamptz, km numeric',
    allocations,
  );
  await insert(
    'checklist_resposta',
    'ordem_servico_id, item, conforme',
    'ordem_servico_id uuid, item text, conforme boolean',
    answers,
  );
  await insert(
    'execucao_preventiva',
    'plano_id, data, ordem_servico_id',
    'plano_id uuid, data date, ordem_servico_id uuid',
    executions,
  );
  // A year of refrigerant events on equipment that uses a gas: recharges after corrective visits, some leaks and withdrawals.
  const fluidEvents: object[] = [];
  orders.forEach((order, index) => {
    const equipmentIndex = equipment.findIndex((row) => row.id === order.equipamento_id);
    const gas = equipmentRows[equipmentIndex].tipo_gas;
    if (!gas || !order.fim_atendimento || order.tipo !== 'CORRETIVA' || random() > 0.35) return;
    const kind = random() < 0.75 ? 'RECARGA' : random() < 0.6 ? 'VAZAMENTO' : 'RETIRADA';
    const charge = equipmentRows[equipmentIndex].carga_gas_kg ?? 1;
    fluidEvents.push({
      id: uuidFrom(random),
      ordem_servico_id: orderIds[index].id,
      equipamento_id: order.equipamento_id,
      setor: equipmentRows[equipmentIndex].setor,
      tipo_gas: gas,
      tipo_evento: kind,
      quantidade_kg: Math.max(0.05, Math.round(charge * (0.05 + random() * 0.25) * 1000) / 1000),
      data_evento: String(order.fim_atendimento).slice(0, 10),
    });
  });
  await manager.query(
    `INSERT INTO fluido_evento (id, empresa_id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, request_hash)
     SELECT id, $1, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, sha256(convert_to(id::text, 'UTF8'))
       FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, ordem_servico_id uuid, equipamento_id uuid, setor text, tipo_gas text, tipo_evento text, quantidade_kg numeric, data_evento date)`,
    [companyId, JSON.stringify(fluidEvents)],
  );
  return {
    contracts: contracts.length,
    equipment: equipment.length,
    orders: orders.length,
    allocations: allocations.length,
    fluidEvents: fluidEvents.length,
  };
}

/** A version-4-shaped UUID from the seeded generator (the demo stays the same on every machine). */
function uuidFrom(random: () => number) {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(random() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small, well-known seeded PRNG: the same demo on every machine. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
