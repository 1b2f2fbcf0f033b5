import { captureFlags, type Periodicity } from '@campo/field-service';
import type { EntityManager } from 'typeorm';
import {
  addDays,
  demoYearStart,
  type DemoTechnician,
  localDay,
  mulberry32,
  planDemoWorld,
  utcDay,
} from './demo-world';

/**
 * A year of field service for the demo company: 3 clients, 4 contracts, 60 equipment
 * in several sectors, one maintenance plan each, and the orders, allocations,
 * checklists, preventive executions and refrigerant events of the last twelve months
 * as demo-world.ts makes them (by rules, from a seed: every `npm start` shows the same
 * world, relative to its day).
 */
export async function seedFieldServiceDemo(
  manager: EntityManager,
  companyId: string,
  technicians: DemoTechnician[],
  today = new Date(),
) {
  const random = mulberry32(20261122);
  // Contracts and plans start on the first day of the month a year before this one,
  // and contracts run for two years (to the last day of the month before, next year).
  const yearAgo = demoYearStart(today);
  const contractEnd = utcDay(today.getUTCFullYear() + 1, today.getUTCMonth(), 0);
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
      inicio: yearAgo,
      fim: contractEnd,
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
  const periodicities: Periodicity[] = ['MS', 'MS', 'MS', 'BM', 'TR', 'SE', 'AN', 'QZ'];
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
      inicio: addDays(yearAgo, index % 20),
    })),
  );

  const orders = planDemoWorld(
    equipmentRows.map((row, index) => ({
      id: equipment[index].id,
      codigo: row.codigo,
      contratoIndex: index % 4,
      contrato: row.contrato,
      contratoId: row.contrato_id,
      setor: row.setor,
      tipoGas: row.tipo_gas,
      cargaGasKg: row.carga_gas_kg,
      periodicidade: row.periodicidade,
      planoId: plans[index].id,
      planoInicio: addDays(yearAgo, index % 20),
      metas: {
        atendimentoHoras: contractRows[index % 4].sla_atendimento_horas,
        solucaoHoras: contractRows[index % 4].sla_solucao_horas,
      },
    })),
    technicians,
    today,
    random,
  );
  const orderIds = await insert(
    'ordem_servico',
    'codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, descricao, abertura, agendada_para, inicio_atendimento, fim_atendimento, status, tecnico, tecnico_id, causa_raiz, km',
    'codigo text, contrato text, contrato_id uuid, equipamento text, equipamento_id uuid, tipo text, descricao text, abertura timestamptz, agendada_para timestamptz, inicio_atendimento timestamptz, fim_atendimento timestamptz, status text, tecnico text, tecnico_id uuid, causa_raiz text, km numeric',
    orders.map((order) => ({
      codigo: order.codigo,
      contrato: order.equipment.contrato,
      contrato_id: order.equipment.contratoId,
      equipamento: order.equipment.codigo,
      equipamento_id: order.equipment.id,
      tipo: order.tipo,
      descricao: order.descricao,
      abertura: order.abertura.toISOString(),
      agendada_para: order.agendadaPara?.toISOString() ?? null,
      inicio_atendimento: order.inicio?.toISOString() ?? null,
      fim_atendimento: order.fim?.toISOString() ?? null,
      status: order.status,
      tecnico: order.tecnico?.email ?? null,
      tecnico_id: order.tecnico?.id ?? null,
      causa_raiz: order.causaRaiz,
      km: order.km,
    })),
  );

  const allocations: object[] = [];
  const answers: object[] = [];
  const executions: object[] = [];
  const fluidEvents: object[] = [];
  orders.forEach((order, index) => {
    const orderId = orderIds[index].id;
    order.equipe.forEach((member, position) =>
      allocations.push({
        ordem_servico_id: orderId,
        tecnico_id: member.id,
        inicio: order.inicio?.toISOString(),
        fim: order.fim?.toISOString() ?? null,
        km: position === 0 ? order.km : 0,
      }),
    );
    for (const answer of order.checklist) answers.push({ ordem_servico_id: orderId, ...answer });
    if (order.planejada && order.fim) {
      executions.push({
        plano_id: order.equipment.planoId,
        data: localDay(order.fim),
        ordem_servico_id: orderId,
      });
    }
    const day = localDay(order.fim ?? order.abertura);
    for (const [position, event] of order.fluido.entries()) {
      // The capture's own checks: nothing the demo does not mean is flagged (demo-world.spec).
      const flags = event.proposital
        ? captureFlags({
            kind: event.tipoEvento,
            gas: order.equipment.tipoGas ?? '',
            kg: event.quantidadeKg,
            day,
            chargeKg: order.equipment.cargaGasKg,
            order: { codigo: order.codigo, from: localDay(order.abertura), to: day },
            sameDay: order.fluido.slice(0, position).map((earlier) => ({
              tipoGas: order.equipment.tipoGas ?? '',
              tipoEvento: earlier.tipoEvento,
              kg: earlier.quantidadeKg,
            })),
          })
        : [];
      fluidEvents.push({
        id: event.id,
        ordem_servico_id: orderId,
        equipamento_id: order.equipment.id,
        setor: order.equipment.setor,
        tipo_gas: order.equipment.tipoGas,
        tipo_evento: event.tipoEvento,
        quantidade_kg: event.quantidadeKg,
        data_evento: day,
        destino: event.destino ?? null,
        cilindro: event.cilindro ?? null,
        certificado: event.certificado ?? null,
        sinais: flags,
        revisao: flags.length > 0 ? 'PENDENTE' : null,
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
    'ordem_servico_id, item, conforme, observacao',
    'ordem_servico_id uuid, item text, conforme boolean, observacao text',
    answers,
  );
  await insert(
    'execucao_preventiva',
    'plano_id, data, ordem_servico_id',
    'plano_id uuid, data date, ordem_servico_id uuid',
    executions,
  );
  await manager.query(
    // The world's ids are the same on every run; the table's key is not per company, so the
    // id is made the company's own (another demo company seeded later would reuse them).
    `INSERT INTO fluido_evento (id, empresa_id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, request_hash,
                                destino, cilindro, certificado, sinais, revisao)
     SELECT e.id, $1, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, sha256(convert_to(e.id::text, 'UTF8')),
            destino, cilindro, certificado, sinais, revisao
       FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, ordem_servico_id uuid, equipamento_id uuid, setor text, tipo_gas text, tipo_evento text, quantidade_kg numeric, data_evento date,
                                               destino text, cilindro text, certificado text, sinais jsonb, revisao text),
            LATERAL (SELECT md5($1::uuid::text || ':' || r.id::text)::uuid AS id) e
     ON CONFLICT (id) DO NOTHING`,
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
