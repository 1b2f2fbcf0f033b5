import { Injectable } from '@nestjs/common';
import {
  localDate,
  PERIODICITIES,
  type PreventiveOccurrence,
  type RgmFigures,
  type RgmPreventives,
  type RgmSnapshot,
} from '@campo/contracts';
import { CauseService } from '../causes/cause.service';
import { complianceFigures, planOccurrences } from './preventive-compliance';
import {
  RgmFiguresRepository,
  type RgmFiguresRow,
  type RgmFiguresScope,
  type RgmPreventivePlanRow,
} from './rgm-figures.repository';
import { RGM_FORMULAS, RGM_FORMULAS_VERSION } from './rgm-snapshot';

export interface RgmScope extends RgmFiguresScope {
  recurrence: { ocorrencias: number; dias: number };
}

/**
 * Computes an RGM from the figures its repository aggregates (one statement per tab),
 * rounding them as the report shows them.
 */
@Injectable()
export class RgmCalculator {
  constructor(
    private readonly figures: RgmFiguresRepository,
    private readonly causeCatalogue: CauseService,
  ) {}

  async compute(scope: RgmScope): Promise<RgmSnapshot> {
    // The statements are independent: they run side by side on the pool's connections, so
    // PostgreSQL's two cores work on two at once while the API maps a third's rows. The tabs
    // come from one statement, which also counts the causes: the catalogue must exist first.
    const [contract, tabs, preventives, punctualityTolerance] = await Promise.all([
      this.figures.contract(scope),
      this.causeCatalogue
        .ensureCatalogue(scope.companyId)
        .then(() => this.figures.tabs(scope, scope.recurrence, scope.contractId === null)),
      this.preventives(scope),
      this.figures.punctualityTolerance(scope),
    ]);
    const { summary, equipment, technicians, contracts, checklist, causes } = tabs;

    return {
      versaoFormulas: RGM_FORMULAS_VERSION,
      calculadoEm: new Date().toISOString(),
      periodo: { inicio: scope.inicio, fim: scope.fim, fusoHorario: scope.timeZone },
      escopo: {
        consolidado: scope.contractId === null,
        contrato: contract
          ? { id: contract.id, codigo: contract.codigo, cliente: contract.cliente }
          : null,
      },
      parametros: {
        recorrencia: scope.recurrence,
        toleranciaPontualidadeMinutos: punctualityTolerance,
      },
      resumo: toFigures(summary),
      porEquipamento: equipment.map((row) => ({
        equipamentoId: row.id,
        codigo: row.codigo,
        descricao: row.descricao,
        setor: row.setor,
        ordens: row.ordens,
        chamados: row.chamados,
        corretivos: row.corretivos,
        mttrHoras: hours(row.mttrHoras),
        restabelecimentoHoras: hours(row.restabelecimentoHoras),
        recorrente: row.recorrente,
      })),
      porTecnico: technicians.map((row) => ({
        tecnicoId: row.id,
        nome: row.nome,
        ordensAtendidas: row.ordens,
        execucaoMediaHoras: hours(row.execucaoHoras),
        slaPercentual: percent(row.noPrazo, row.comMeta),
        ordensComMeta: row.comMeta,
        ordensNoPrazo: row.noPrazo,
        km: row.km,
      })),
      porContrato:
        contracts?.map((row) => ({
          contratoId: row.id,
          codigo: row.codigo,
          cliente: row.cliente,
          ...toFigures(row),
        })) ?? null,
      checklist,
      causasRaiz: causes,
      preventivas: preventives,
      formulas: RGM_FORMULAS,
    };
  }

  /** Preventive compliance per equipment, per contract (consolidated only) and overall. */
  private async preventives(scope: RgmScope, now = new Date()): Promise<RgmPreventives> {
    const period = { inicio: scope.inicio, fim: scope.fim, hoje: localDate(now, scope.timeZone) };
    const plans = (await this.figures.preventivePlans(scope))
      .map((plan) => ({ plan, occurrences: planOccurrences(plan, period) }))
      .filter((entry) => entry.occurrences.length > 0);
    const entries = groupOccurrences(plans, (plan) => plan.equipamentoId);
    const contracts = groupOccurrences(entries, (plan) => plan.contratoId);
    const activities = groupOccurrences(plans, (plan) => plan.atividade);
    return {
      resumo: complianceFigures(entries.flatMap((entry) => entry.occurrences)),
      porContrato: scope.contractId
        ? null
        : contracts
            .map(({ plan, occurrences }) => ({
              contratoId: plan.contratoId,
              codigo: plan.contratoCodigo,
              cliente: plan.cliente,
              ...complianceFigures(occurrences),
            }))
            .sort((a, b) => a.codigo.localeCompare(b.codigo)),
      porEquipamento: entries.map(({ plan, occurrences }) => ({
        equipamentoId: plan.equipamentoId,
        codigo: plan.codigo,
        descricao: plan.descricao,
        setor: plan.setor,
        contrato: plan.contratoCodigo,
        ...complianceFigures(occurrences),
        ocorrencias: occurrences.sort(
          (a, b) =>
            a.prevista.localeCompare(b.prevista) ||
            (a.atividade ?? '').localeCompare(b.atividade ?? ''),
        ),
      })),
      porAtividade: activities
        .map(({ plan, occurrences }) => {
          const units = plans.filter((entry) => entry.plan.atividade === plan.atividade);
          return {
            atividade: plan.atividade,
            periodicidade: [...new Set(units.map((entry) => entry.plan.periodicidade))]
              .sort((a, b) => PERIODICITIES.indexOf(a) - PERIODICITIES.indexOf(b))
              .join(', '),
            unidades: new Set(units.map((entry) => entry.plan.equipamentoId)).size,
            ...complianceFigures(occurrences),
          };
        })
        .sort((a, b) => a.atividade.localeCompare(b.atividade)),
    };
  }
}

interface PlanOccurrences {
  plan: RgmPreventivePlanRow;
  occurrences: PreventiveOccurrence[];
}

/** Activities' occurrences gathered by a key of their row (unit, contract, activity), in first-seen order. */
function groupOccurrences(
  items: PlanOccurrences[],
  key: (plan: RgmPreventivePlanRow) => string,
): PlanOccurrences[] {
  const groups = new Map<string, PlanOccurrences>();
  for (const { plan, occurrences } of items) {
    const group = groups.get(key(plan)) ?? { plan, occurrences: [] };
    group.occurrences.push(...occurrences);
    groups.set(key(plan), group);
  }
  return [...groups.values()];
}

function toFigures(row: RgmFiguresRow): RgmFigures {
  return {
    ordens: row.ordens,
    chamados: row.chamados,
    corretivos: row.corretivos,
    mttrHoras: hours(row.mttrHoras),
    restabelecimentoHoras: hours(row.restabelecimentoHoras),
    slaPercentual: percent(row.noPrazo, row.comMeta),
    ordensComMeta: row.comMeta,
    ordensNoPrazo: row.noPrazo,
    agendadas: row.agendadas,
    agendadasNoHorario: row.noHorario,
    pontualidadePercentual: percent(row.noHorario, row.agendadas),
    km: row.km,
  };
}

/** Hours with two decimals, or null when there was nothing to average. */
function hours(value: number | null) {
  return value === null ? null : Math.round(value * 100) / 100;
}

function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
}
