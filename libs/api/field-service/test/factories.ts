import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Rows for field-service tests, one small factory per table, each returning the new id.
 * Every factory takes the company first; values a test does not care about get defaults.
 */

async function insert(db: DataSource, sql: string, params: unknown[]): Promise<string> {
  const [row]: Array<{ id: string }> = await db.query(`${sql} RETURNING id`, params);
  return row.id;
}

/** A technician who never signs in (no password to hash). */
export function createTechnician(db: DataSource, companyId: string, name: string) {
  return insert(
    db,
    `INSERT INTO users (empresa_id, name, email, password_hash, role) VALUES ($1, $2, $3, '!', 'TECNICO')`,
    [companyId, name, `${randomUUID()}@campo.test`],
  );
}

export function createClient(
  db: DataSource,
  companyId: string,
  values: { codigo: string; nome: string },
) {
  return insert(db, `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, $2, $3)`, [
    companyId,
    values.codigo,
    values.nome,
  ]);
}

export function createContract(
  db: DataSource,
  companyId: string,
  values: {
    codigo: string;
    clienteId: string;
    slaAtendimentoHoras?: number | null;
    slaSolucaoHoras?: number | null;
    responsavelTecnico?: string | null;
    registroResponsavel?: string | null;
    art?: string | null;
  },
) {
  return insert(
    db,
    `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, sla_atendimento_horas, sla_solucao_horas,
                           responsavel_tecnico, registro_responsavel, art)
     VALUES ($1, $2, (SELECT codigo FROM cliente WHERE id = $3), $3, $4, $5, $6, $7, $8)`,
    [
      companyId,
      values.codigo,
      values.clienteId,
      values.slaAtendimentoHoras ?? null,
      values.slaSolucaoHoras ?? null,
      values.responsavelTecnico ?? null,
      values.registroResponsavel ?? null,
      values.art ?? null,
    ],
  );
}

export function createEquipment(
  db: DataSource,
  companyId: string,
  values: {
    codigo: string;
    contratoId: string;
    setor: string;
    tipoGas?: string;
    cargaGasKg?: number;
  },
) {
  return insert(
    db,
    `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg)
     VALUES ($1, $2, (SELECT codigo FROM contrato WHERE id = $3), $3, $4, $5, $6)`,
    [
      companyId,
      values.codigo,
      values.contratoId,
      values.setor,
      values.tipoGas ?? null,
      values.cargaGasKg ?? null,
    ],
  );
}

export function createOrder(
  db: DataSource,
  companyId: string,
  values: {
    codigo: string;
    contratoId: string;
    equipamentoId?: string | null;
    tipo?: string;
    /** ISO instants (with offset). */
    abertura: string;
    agendadaPara?: string | null;
    inicio?: string | null;
    fim?: string | null;
    status?: string | null;
    causaRaiz?: string | null;
    descricao?: string | null;
    prioridade?: string | null;
    /** `integracao` (an ERP's, the default) or `app`. */
    origem?: 'app' | 'integracao';
  },
) {
  return insert(
    db,
    `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura, agendada_para,
                                inicio_atendimento, fim_atendimento, status, causa_raiz, descricao, prioridade, origem)
     VALUES ($1, $2, (SELECT codigo FROM contrato WHERE id = $3), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      companyId,
      values.codigo,
      values.contratoId,
      values.equipamentoId ?? null,
      values.tipo ?? 'CORRETIVA',
      values.abertura,
      values.agendadaPara ?? null,
      values.inicio ?? null,
      values.fim ?? null,
      values.status === undefined ? (values.fim ? 'CONCLUIDA' : 'ABERTA') : values.status,
      values.causaRaiz ?? null,
      values.descricao ?? null,
      values.prioridade ?? null,
      values.origem ?? 'integracao',
    ],
  );
}

export function createAllocation(
  db: DataSource,
  companyId: string,
  values: { ordemId: string; tecnicoId: string; inicio: string; fim?: string | null; km?: number },
) {
  return insert(
    db,
    `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio, fim, km) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      companyId,
      values.ordemId,
      values.tecnicoId,
      values.inicio,
      values.fim ?? null,
      values.km ?? 0,
    ],
  );
}

/** The technician's app recorded the start of their attendance (`tecnico_acao` 'inicio'). */
export function recordStart(
  db: DataSource,
  companyId: string,
  values: { ordemId: string; tecnicoId: string },
) {
  return insert(
    db,
    `INSERT INTO tecnico_acao (id, empresa_id, usuario_id, ordem_servico_id, tipo, em, request_hash)
     VALUES (gen_random_uuid(), $1, $2, $3, 'inicio', now(), '\\x00')`,
    [companyId, values.tecnicoId, values.ordemId],
  );
}

export function answerChecklist(
  db: DataSource,
  companyId: string,
  ordemId: string,
  answers: Array<{ item: string; conforme: boolean; observacao?: string }>,
) {
  return db.query(
    `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, observacao)
     SELECT $1, $2, a.item, a.conforme, a.observacao FROM unnest($3::text[], $4::boolean[], $5::text[]) AS a (item, conforme, observacao)`,
    [
      companyId,
      ordemId,
      answers.map((answer) => answer.item),
      answers.map((answer) => answer.conforme),
      answers.map((answer) => answer.observacao ?? null),
    ],
  );
}

export function createFluidEvent(
  db: DataSource,
  companyId: string,
  values: {
    equipamentoId: string;
    ordemId?: string | null;
    setor: string;
    tipoGas: string;
    tipoEvento: 'RECARGA' | 'RETIRADA' | 'VAZAMENTO';
    kg: number;
    data: string;
  },
) {
  return insert(
    db,
    `INSERT INTO fluido_evento (id, empresa_id, ordem_servico_id, equipamento_id, setor, tipo_gas, tipo_evento, quantidade_kg, data_evento, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '\\x00')`,
    [
      randomUUID(),
      companyId,
      values.ordemId ?? null,
      values.equipamentoId,
      values.setor,
      values.tipoGas,
      values.tipoEvento,
      values.kg,
      values.data,
    ],
  );
}

/**
 * One activity of a unit's maintenance plan: an extra activity of the unit with the given
 * periodicity, anchored on `inicio` (the unit's plan starts no later), and that
 * activity's executions (local days, conforme).
 * Returns the activity's id. A company in a test has no catalogue unless the test loads
 * it, so this activity is the unit's whole plan.
 */
export async function createPlan(
  db: DataSource,
  companyId: string,
  values: {
    equipamentoId: string;
    periodicidade: string;
    inicio: string;
    execucoes?: string[];
    descricao?: string;
    ativo?: boolean;
  },
) {
  await db.query(
    `INSERT INTO plano_unidade (empresa_id, equipamento_id, inicio) VALUES ($1, $2, $3)
     ON CONFLICT (empresa_id, equipamento_id) DO UPDATE SET inicio = least(plano_unidade.inicio, EXCLUDED.inicio)`,
    [companyId, values.equipamentoId, values.inicio],
  );
  const activityId = await insert(
    db,
    `INSERT INTO atividade_unidade (empresa_id, equipamento_id, componente, descricao, periodicidade, criterio, ancora, ativo)
     VALUES ($1, $2, 'Unidade', $3, $4, 'Conforme o fabricante', $5, $6)`,
    [
      companyId,
      values.equipamentoId,
      values.descricao ??
        `Manutenção preventiva (${values.periodicidade}) ${randomUUID().slice(0, 8)}`,
      values.periodicidade,
      values.inicio,
      values.ativo ?? true,
    ],
  );
  for (const day of values.execucoes ?? [])
    await recordActivityExecution(db, companyId, {
      equipamentoId: values.equipamentoId,
      atividadeId: activityId,
      data: day,
    });
  return activityId;
}

/** One execution of a unit's activity (by hand, or on an order). */
export async function recordActivityExecution(
  db: DataSource,
  companyId: string,
  values: {
    equipamentoId: string;
    atividadeId: string;
    data: string;
    ordemId?: string;
    resultado?: 'CONFORME' | 'NAO_CONFORME' | 'NAO_SE_APLICA';
    motivo?: string;
  },
) {
  await db.query(
    `INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado, motivo)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      companyId,
      values.equipamentoId,
      values.atividadeId,
      values.data,
      values.ordemId ?? null,
      values.resultado ?? 'CONFORME',
      values.motivo ?? (values.resultado === 'NAO_SE_APLICA' ? 'Não se aplica' : null),
    ],
  );
}

/** A checklist answer to an activity of the order's unit (`naoSeAplica`: the note is its reason). */
export function answerActivity(
  db: DataSource,
  companyId: string,
  values: {
    ordemId: string;
    atividadeId: string;
    item: string;
    conforme?: boolean;
    naoSeAplica?: boolean;
    observacao?: string;
  },
) {
  return db.query(
    `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, nao_se_aplica, observacao, atividade_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      companyId,
      values.ordemId,
      values.item,
      values.naoSeAplica ? true : (values.conforme ?? true),
      values.naoSeAplica ?? false,
      values.observacao ?? null,
      values.atividadeId,
    ],
  );
}
