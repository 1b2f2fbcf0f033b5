import pg from 'pg';
import type { CreatedIngestionToken, UnitPlan } from '@campo/contracts';
import { adminSession, ingestion, unique } from './api';
import { currentYear } from './forms';

/** The fixture unit's activities (their descriptions, as the screens show them). */
export const FILTERS = 'Limpar os filtros de ar';
export const DRAIN = 'Verificar o dreno de condensado';
export const INSULATION = 'Verificar o isolamento térmico das linhas';
export const NOT_APPLICABLE_REASON = 'Linhas embutidas na alvenaria, sem acesso';

export interface ScheduleFixture {
  contractId: string;
  contract: string;
  code: string;
  equipamentoId: string;
  /** Last year: the year of the fixture's history, every month of it already past. */
  year: number;
  /** The three visits' orders, by day. */
  orders: Record<'jan' | 'mar' | 'may', string>;
}

/**
 * A contract of its own (other tests count the demo contracts' rows) with one unit whose
 * plan is three activities of its own from 30/01 of last year (the catalogue's switched
 * off), and three visits, each under an order:
 *
 * - filters, MS: due 30/01 done 30/01; due 28/02 done 03/03 (three days into March, within
 *   half a step: February was done); due 03/04 and missed; due 03/05 done 10/05;
 * - drain, TR: due 30/01 done 30/01; due 30/04 done 10/05 (ten days late, beyond the ±9 d
 *   tolerance, within half a step);
 * - insulation, AN: due 30/01, recorded "não se aplica" (with its reason) at that visit.
 *
 * So January to May read executed, executed, executed, partial (the drain served, the
 * filters missed), executed. For the RGM of January to April, by hand: six dates, one not
 * applicable; five due, three on time (filters ×2, drain), one late (drain), one missed
 * (filters): 80 % executed, 60 % on time.
 */
export async function scheduleFixture(): Promise<ScheduleFixture> {
  const admin = await adminSession();
  const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
    nome: unique('CRONOGRAMA'),
    entidades: ['cliente', 'contrato', 'equipamento', 'ordem_servico'],
  });
  const [client, contract, code] = [unique('CLI'), unique('CT'), unique('AC')];
  const send = async (entity: string, rows: object[]) => {
    const batch = await (await ingestion(token).send(entity, rows)).json();
    if (batch.dados?.gravadas !== rows.length)
      throw new Error(`${entity}: lote não gravado por inteiro: ${JSON.stringify(batch)}`);
  };
  await send('cliente', [{ codigo: client, nome: 'Cliente do percurso' }]);
  await send('contrato', [{ codigo: contract, cliente: client }]);
  await send('equipamento', [{ codigo: code, contrato: contract, setor: 'UTI' }]);
  const year = currentYear() - 1;
  const visit = (day: string, month: string, suffix: string) => ({
    codigo: `${code}-${suffix}`,
    contrato: contract,
    equipamento: code,
    tipo: 'Preventiva',
    status: 'Concluída',
    tecnico: 'tecnico@demo.local',
    abertura: `${day}/${month}/${year} 08:00`,
    inicioAtendimento: `${day}/${month}/${year} 08:30`,
    fimAtendimento: `${day}/${month}/${year} 10:00`,
  });
  await send('ordem_servico', [
    visit('30', '01', 'OS1'),
    visit('03', '03', 'OS2'),
    visit('10', '05', 'OS3'),
  ]);

  const [unit] = (
    await admin.get<{ itens: Array<{ id: string }> }>(
      `/api/dados/equipamento?codigo=${encodeURIComponent(code)}`,
    )
  ).itens;
  const equipamentoId = unit.id;
  const orderIds = await admin.get<{ itens: Array<{ id: string; codigo: string }> }>(
    `/api/dados/ordem_servico?equipamento=${encodeURIComponent(code)}`,
  );
  const orderOf = (suffix: string) => {
    const order = orderIds.itens.find((item) => item.codigo === `${code}-${suffix}`);
    if (!order) throw new Error(`${code}-${suffix} não foi gravada`);
    return order.id;
  };
  const orders = { jan: orderOf('OS1'), mar: orderOf('OS2'), may: orderOf('OS3') };

  // The unit's plan: its own three activities from 30/01, the catalogue's switched off.
  const base = `/api/fs/atividades/unidades/${equipamentoId}`;
  const plan = await admin.get<UnitPlan>(base);
  for (const activity of plan.atividades.filter((item) => item.ativo))
    await admin.put(`${base}/${activity.atividadeId}`, { ativo: false });
  await admin.put(`${base}/plano`, { inicio: `${year}-01-30` });
  const add = (descricao: string, componente: string, periodicidade: string) =>
    admin.post<UnitPlan>(base, {
      componente,
      descricao,
      periodicidade,
      criterio: 'Conforme o manual do fabricante',
    });
  await add(FILTERS, 'Filtros de ar', 'MS');
  await add(DRAIN, 'Bandeja e dreno', 'TR');
  const withAll = await add(INSULATION, 'Linhas frigoríficas', 'AN');
  const idOf = (descricao: string) =>
    withAll.atividades.find((activity) => activity.descricao === descricao)!.atividadeId;
  const record = (data: string, ordemServicoId: string, ...activities: string[]) =>
    admin.post(`${base}/execucoes`, {
      data: `${year}-${data}`,
      ordemServicoId,
      atividades: activities.map(idOf),
    });
  await record('01-30', orders.jan, FILTERS, DRAIN);
  await record('03-03', orders.mar, FILTERS);
  await record('05-10', orders.may, FILTERS, DRAIN);
  // "Não se aplica" comes from a technician's answer; no screen records one by hand.
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado, motivo)
       SELECT empresa_id, id, $2, $3, $4, 'NAO_SE_APLICA', $5 FROM equipamento WHERE id = $1`,
      [equipamentoId, idOf(INSULATION), `${year}-01-30`, orders.jan, NOT_APPLICABLE_REASON],
    );
  } finally {
    await db.end();
  }

  const contracts = await admin.get<{ itens: Array<{ id: string }> }>(
    `/api/dados/contrato?codigo=${encodeURIComponent(contract)}`,
  );
  return { contractId: contracts.itens[0].id, contract, code, equipamentoId, year, orders };
}
