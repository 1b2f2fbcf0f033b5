import type { UnitPlanActivity } from '@campo/contracts';
import { type ActivityPlanService, captureFlags, type Periodicity } from '@campo/field-service';
import type { EntityManager } from 'typeorm';
import { adjustDemoPlans } from './activity-plan-demo';
import {
  addDays,
  demoYearStart,
  type DemoOrder,
  type DemoTechnician,
  localDay,
  mulberry32,
  namedUuidSql,
  planDemoWorld,
  utcDay,
} from './demo-world';

/**
 * The units' visit cadences, as their contracts set them: monthly, the Portaria 3.523/1998
 * routine for filters, trays and drains, but for the exceptions here. Two critical units
 * are visited fortnightly (their filters cleaned at each visit); a few contracts were drawn up less often than the units'
 * activities need (a cadence conflict the product flags): a surgical-centre split of each
 * hospital contract half-yearly while its plan asks monthly cleaning, the pharmacy's fan
 * coil yearly, and two office units bimonthly and quarterly.
 */
const VISIT_CADENCES: Readonly<Record<string, Periodicity>> = {
  'AC-001': 'QZ', // UTI Adulto
  'AC-032': 'QZ', // CPD
  'AC-033': 'SE', // Centro cirúrgico, CT-2026-001
  'AC-042': 'SE', // Centro cirúrgico, CT-2026-002
  'AC-006': 'AN', // Farmácia, CT-2026-002
  'AC-004': 'BM', // Auditório, CT-2026-004
  'AC-012': 'TR', // 11º andar, CT-2026-004
};

/**
 * A year of field service for the demo company: 3 clients, 4 contracts, 60 equipment
 * in several sectors, each with its visit cadence and its activity plan (its type's
 * catalogue, loaded here, from its plan's start), and the orders, allocations, activity
 * answers and executions and refrigerant events of the last twelve months as
 * demo-world.ts makes them (by rules, from a seed: every `npm start` shows the same
 * world, relative to its day).
 */
export async function seedFieldServiceDemo(
  manager: EntityManager,
  companyId: string,
  technicians: DemoTechnician[],
  plans: Pick<ActivityPlanService, 'ensureCatalogue'>,
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
  const equipmentRows = Array.from({ length: 60 }, (_, index) => {
    const contract = index % 4;
    const model = pick(types);
    const codigo = `AC-${String(index + 1).padStart(3, '0')}`;
    const setor = pick(sectors[contract]);
    const fabricante = pick(['Daikin', 'Carrier', 'LG', 'Midea', 'Trane']);
    // The draw the cadence once took: the world's other rolls stay put.
    random();
    return {
      codigo,
      contrato: contractRows[contract].codigo,
      contrato_id: contracts[contract].id,
      setor,
      descricao: `${model.tipo === 'SPLIT' ? 'Split hi-wall' : model.tipo.replace('_', ' ').toLowerCase()} ${model.capacidade.toLocaleString('pt-BR')} BTU/h`,
      tipo: model.tipo,
      fabricante,
      capacidade_btu: model.capacidade,
      tipo_gas: model.gas,
      carga_gas_kg: model.carga,
      periodicidade: VISIT_CADENCES[codigo] ?? 'MS',
    };
  });
  const equipment = await insert(
    'equipamento',
    'codigo, contrato, contrato_id, setor, descricao, tipo, fabricante, capacidade_btu, tipo_gas, carga_gas_kg, periodicidade',
    'codigo text, contrato text, contrato_id uuid, setor text, descricao text, tipo text, fabricante text, capacidade_btu int, tipo_gas text, carga_gas_kg numeric, periodicidade text',
    equipmentRows,
  );
  const starts = equipment.map((_, index) => addDays(yearAgo, index % 20));
  await manager.query(
    `INSERT INTO plano_unidade (empresa_id, equipamento_id, inicio)
     SELECT $1, p.equipamento, p.inicio FROM unnest($2::uuid[], $3::date[]) AS p (equipamento, inicio)`,
    [companyId, equipment.map((row) => row.id), starts],
  );
  await plans.ensureCatalogue(companyId, manager);
  await adjustDemoPlans(manager, companyId);
  const activities = await unitPlans(manager, companyId);

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
      planoInicio: starts[index],
      plano: activities.get(equipment[index].id) ?? [],
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
    'codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, descricao, abertura, agendada_para, inicio_atendimento, fim_atendimento, status, tecnico, tecnico_id, causa_raiz, km, data_planejada',
    'codigo text, contrato text, contrato_id uuid, equipamento text, equipamento_id uuid, tipo text, descricao text, abertura timestamptz, agendada_para timestamptz, inicio_atendimento timestamptz, fim_atendimento timestamptz, status text, tecnico text, tecnico_id uuid, causa_raiz text, km numeric, data_planejada date',
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
      data_planejada: order.planejada,
    })),
  );

  const allocations: object[] = [];
  const answers: Array<DemoOrder['checklist'][number] & { orderId: string }> = [];
  const executions: Array<{
    orderId: string;
    unitId: string;
    activityId: string;
    day: string;
    result: string;
  }> = [];
  const carried: Array<{
    orderId: string;
    activity: UnitPlanActivity;
    due: string;
    ordem: number;
  }> = [];
  const fluidEvents: object[] = [];
  orders.forEach((order, index) => {
    const orderId = orderIds[index].id;
    // As the order generator fixes them: the plan's wording now, in the plan's order.
    const fixed = order.equipment.plano.filter((activity) =>
      order.atividades.includes(activity.atividadeId),
    );
    for (const [position, activity] of fixed.entries())
      carried.push({
        orderId,
        activity,
        due: order.planejada ?? localDay(order.abertura),
        ordem: position + 1,
      });
    order.equipe.forEach((member, position) =>
      allocations.push({
        ordem_servico_id: orderId,
        tecnico_id: member.id,
        inicio: order.inicio?.toISOString(),
        fim: order.fim?.toISOString() ?? null,
        km: position === 0 ? order.km : 0,
      }),
    );
    // What finishing the order records: an execution of each activity answered, on its day.
    for (const answer of order.checklist) {
      answers.push({ orderId, ...answer });
      if (order.status === 'CONCLUIDA' && order.fim)
        executions.push({
          orderId,
          unitId: order.equipment.id,
          activityId: answer.atividadeId,
          day: localDay(order.fim),
          result: answer.conforme ? 'CONFORME' : 'NAO_CONFORME',
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
  // The activities each preventive carries, due on its planned date.
  await manager.query(
    `INSERT INTO ordem_atividade (empresa_id, ordem_servico_id, atividade_id, componente, descricao, criterio,
                                  periodicidade, prevista, ordem)
     SELECT $1, w.* FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $9::int[])
       AS w (ordem_servico, atividade, componente, descricao, criterio, periodicidade, prevista, ordem)`,
    [
      companyId,
      carried.map((row) => row.orderId),
      carried.map((row) => row.activity.atividadeId),
      carried.map((row) => row.activity.componente),
      carried.map((row) => row.activity.descricao),
      carried.map((row) => row.activity.criterio),
      carried.map((row) => row.activity.periodicidade),
      carried.map((row) => row.due),
      carried.map((row) => row.ordem),
    ],
  );
  await manager.query(
    `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, observacao, atividade_id)
     SELECT $1, a.ordem, a.item, a.conforme, a.observacao, a.atividade
       FROM unnest($2::uuid[], $3::text[], $4::boolean[], $5::text[], $6::uuid[]) AS a (ordem, item, conforme, observacao, atividade)`,
    [
      companyId,
      answers.map((answer) => answer.orderId),
      answers.map((answer) => answer.item),
      answers.map((answer) => answer.conforme),
      answers.map((answer) => answer.observacao),
      answers.map((answer) => answer.atividadeId),
    ],
  );
  await manager.query(
    `INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado)
     SELECT $1, x.equipamento, x.atividade, x.data, x.ordem, x.resultado
       FROM unnest($2::uuid[], $3::uuid[], $4::date[], $5::uuid[], $6::text[]) AS x (equipamento, atividade, data, ordem, resultado)`,
    [
      companyId,
      executions.map((execution) => execution.unitId),
      executions.map((execution) => execution.activityId),
      executions.map((execution) => execution.day),
      executions.map((execution) => execution.orderId),
      executions.map((execution) => execution.result),
    ],
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
            LATERAL (SELECT ${namedUuidSql("$1::uuid::text || ':' || r.id::text")} AS id) e
     ON CONFLICT (id) DO NOTHING`,
    [companyId, JSON.stringify(fluidEvents)],
  );
  await answerOneLeakFlag(manager, companyId);
  // The company's number in IBAMA's register, on the refrigerant report (a demo number).
  await manager.query(
    `UPDATE companies SET settings = settings || '{"ctfApp": "5123467"}' WHERE id = $1 AND NOT settings ? 'ctfApp'`,
    [companyId],
  );
  return {
    contracts: contracts.length,
    equipment: equipment.length,
    orders: orders.length,
    allocations: allocations.length,
    activities: [...activities.values()].reduce((sum, plan) => sum + plan.length, 0),
    executions: executions.length,
    fluidEvents: fluidEvents.length,
  };
}

/** Each unit's activity plan, as the view every reader uses gives it, in the plan's order. */
/**
 * One leak flag answered: of this year's units whose recharges passed 10 % of their charge
 * (so their last one is above the leak-rate indicator), the second worst gets a leak test
 * and repair on the order of its last recharge, that day; the others stay waiting, so
 * the report shows both. Early in January, with no unit above, there is none.
 */
async function answerOneLeakFlag(manager: EntityManager, companyId: string) {
  await manager.query(
    `WITH above AS (
       SELECT e.equipamento_id, q.codigo, sum(e.quantidade_kg) / q.carga_gas_kg AS share, max(e.data_evento) AS last_day
         FROM fluido_evento e JOIN equipamento q ON q.empresa_id = e.empresa_id AND q.id = e.equipamento_id
        WHERE e.empresa_id = $1 AND e.tipo_evento = 'RECARGA' AND e.excluido_em IS NULL
          AND e.revisao IS DISTINCT FROM 'PENDENTE' AND q.carga_gas_kg > 0
          AND e.data_evento >= date_trunc('year', current_date)
        GROUP BY 1, 2, q.carga_gas_kg HAVING sum(e.quantidade_kg) / q.carga_gas_kg > 0.1),
     chosen AS (
       SELECT * FROM above ORDER BY share DESC, codigo
       OFFSET CASE WHEN (SELECT count(*) FROM above) > 1 THEN 1 ELSE 0 END LIMIT 1)
     INSERT INTO fluido_reparo (empresa_id, id, equipamento_id, ordem_servico_id, data, teste_estanqueidade, reparo)
     SELECT $1, ${namedUuidSql("$1::uuid::text || ':reparo-demo'")}, c.equipamento_id,
            (SELECT e.ordem_servico_id FROM fluido_evento e
              WHERE e.empresa_id = $1 AND e.equipamento_id = c.equipamento_id AND e.tipo_evento = 'RECARGA'
                AND e.data_evento = c.last_day ORDER BY e.registrado_em DESC LIMIT 1),
            c.last_day,
            'Nitrogênio seco a 150 psi por 24 h depois do reparo: sem queda de pressão',
            'Vazamento na solda da curva do evaporador, achado com detector eletrônico; solda refeita, sistema evacuado a 500 mícrons e recarregado por peso'
       FROM chosen c
     ON CONFLICT (empresa_id, id) DO NOTHING`,
    [companyId],
  );
}

async function unitPlans(
  manager: EntityManager,
  companyId: string,
): Promise<Map<string, UnitPlanActivity[]>> {
  const rows: Array<UnitPlanActivity & { equipamentoId: string }> = await manager.query(
    `SELECT equipamento_id AS "equipamentoId", atividade_id AS "atividadeId", componente, descricao, periodicidade,
            intervalo_horas AS "intervaloHoras", criterio, fonte, origem, ajustada, justificativa, ativo
       FROM plano_atividade WHERE empresa_id = $1 ORDER BY equipamento_id, ordem, criado_em, descricao`,
    [companyId],
  );
  const plans = new Map<string, UnitPlanActivity[]>();
  for (const { equipamentoId, ...activity } of rows)
    plans.set(equipamentoId, [...(plans.get(equipamentoId) ?? []), activity]);
  return plans;
}
