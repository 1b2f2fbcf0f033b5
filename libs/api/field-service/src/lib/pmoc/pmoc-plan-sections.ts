import {
  ACTIVITY_EQUIPMENT_TYPE_LABELS,
  type ActivityEquipmentType,
  type ActivityResult,
  type PreventiveOutcome,
  type CatalogueActivity,
  formatDay,
  type Periodicity,
  PERIODICITY_LABELS,
  type UnitPlanActivity,
} from '@campo/contracts';
import type { DocumentSection } from '@campo/platform';
import { cadenceConflicts } from '../schedule/cadence-conflict';
import type { ActivityYearRow } from '../schedule/schedule.service';
import type { PmocBlanks } from './pmoc-blanks';

/** One unit's plan, as the PMOC prints it. */
export interface PmocUnitPlan {
  codigo: string;
  tipo: ActivityEquipmentType;
  atividades: UnitPlanActivity[];
}

/** One execution of one activity on one unit (`execucao_atividade`). */
export interface PmocExecution {
  codigo: string;
  atividadeId: string;
  /** Local day of the attendance, `YYYY-MM-DD`. */
  data: string;
  resultado: ActivityResult;
  motivo: string | null;
  /** The technicians allocated to the order (null: none recorded). */
  tecnicos: string | null;
  /** The responsável técnico's approval of the order's executions; null: not approved yet. */
  aprovador: { nome: string; registro: string; data: string } | null;
}

const periodicity = (code: Periodicity) => `${code} — ${PERIODICITY_LABELS[code]}`;

/**
 * The plan per component: per equipment type of the contract's units, the catalogue's
 * activities with periodicity, acceptance criterion and source, and the units that follow
 * it (Annex I: the maintenance plan per component).
 */
export function componentPlanSections(
  number: string,
  catalogue: CatalogueActivity[],
  plans: PmocUnitPlan[],
): DocumentSection[] {
  const byType = new Map<ActivityEquipmentType, string[]>();
  for (const plan of plans) byType.set(plan.tipo, [...(byType.get(plan.tipo) ?? []), plan.codigo]);
  // Units serving a care area also follow the AREA_SAUDE activities (one plan: the view adds them).
  const careActivities = new Set(
    catalogue.filter((activity) => activity.tipoEquipamento === 'AREA_SAUDE').map((a) => a.id),
  );
  const careUnits = plans
    .filter((plan) => plan.atividades.some((activity) => careActivities.has(activity.atividadeId)))
    .map((plan) => plan.codigo);
  if (careUnits.length > 0) byType.set('AREA_SAUDE', careUnits);
  if (byType.size === 0)
    return [
      {
        id: 'atividades',
        titulo: `${number}. Plano de manutenção por componente`,
        tipo: 'texto',
        html: '<p>O contrato não tem equipamentos no período.</p>',
      },
    ];
  return [...byType.entries()].map(([type, units], index) => ({
    id: index === 0 ? 'atividades' : `atividades-${type.toLowerCase()}`,
    titulo: `${number}.${index + 1}. Plano de manutenção — ${ACTIVITY_EQUIPMENT_TYPE_LABELS[type]} (${units.length === 1 ? 'unidade' : 'unidades'} ${units.join(', ')})`,
    tipo: 'tabela',
    fonte: 'planos-atividades',
    nota:
      type === 'AREA_SAUDE'
        ? 'atividades exigidas nas unidades que atendem áreas de saúde (ABNT NBR 7256:2021; classes e parâmetros na seção 3.1), somadas às do tipo de cada unidade; a do mesmo componente substitui a do tipo (filtros finos e HEPA são substituídos, nunca lavados)'
        : 'catálogo de atividades da empresa por tipo de equipamento (Portaria 3.523/1998, Anexo I; ABNT NBR 13971), na geração do documento; os ajustes por unidade estão na tabela seguinte',
    colunas: ['Componente', 'Atividade', 'Periodicidade', 'Critério de aceitação', 'Fonte'],
    linhas: catalogue
      .filter((activity) => activity.ativo && activity.tipoEquipamento === type)
      .map((activity) => [
        activity.componente,
        activity.descricao,
        periodicity(activity.periodicidade),
        activity.criterio,
        activity.fonte,
      ]),
  }));
}

/** What each unit changed in its type's plan: another periodicity, an activity switched off, an extra one. */
export function unitAdjustmentsSection(number: string, plans: PmocUnitPlan[]): DocumentSection {
  const rows = plans.flatMap((plan) =>
    plan.atividades
      .filter((activity) => activity.ajustada || activity.origem === 'unidade')
      .map((activity) => [
        plan.codigo,
        activity.descricao,
        activity.origem === 'unidade'
          ? `Atividade própria da unidade: ${periodicity(activity.periodicidade)}${activity.ativo ? '' : ' (desativada)'}; critério: ${activity.criterio}`
          : activity.ativo
            ? `Periodicidade da unidade: ${periodicity(activity.periodicidade)}`
            : 'Não se aplica a esta unidade',
      ]),
  );
  return {
    id: 'ajustes-unidades',
    titulo: `${number}. Ajustes do plano por unidade`,
    tipo: 'tabela',
    fonte: 'planos-unidades',
    nota: 'ajustes registrados em cada unidade, na geração do documento',
    colunas: ['TAG', 'Atividade', 'Ajuste'],
    linhas:
      rows.length > 0
        ? rows
        : [['—', 'Nenhum ajuste', 'Todas as unidades seguem o plano do seu tipo.']],
  };
}

/** One activity of one unit over the PMOC's year (ScheduleService.activityYear), with its unit's code. */
export type PmocActivityYear = ActivityYearRow & { codigo: string };

/** What an occurrence's line adds after its dates: nothing when done on time. */
const OUTCOME_TEXT: Record<PreventiveOutcome, string> = {
  no_prazo: '',
  fora_do_prazo: ' (fora da tolerância)',
  nao_executada: ' NÃO EXECUTADA',
  a_vencer: ' (a vencer)',
  nao_se_aplica: ' não se aplica',
};

/**
 * The execution record of the year: per unit and activity of its plan, each occurrence
 * due by the day of generation (the RGM's rule: the date due, the execution that served
 * it, or "não executada" once its tolerance ran out), by whom and who approved.
 */
export function executionRecordSection(
  number: string,
  year: number,
  activities: PmocActivityYear[],
  executions: PmocExecution[],
  blanks: PmocBlanks,
): DocumentSection {
  const key = (code: string, activity: string, day: string) =>
    `${code}\u0000${activity}\u0000${day}`;
  const byExecution = new Map(
    executions.map((execution) => [
      key(execution.codigo, execution.atividadeId, execution.data),
      execution,
    ]),
  );
  // Each value lists an order's people ("Ana, Rui"): every name once, in order of appearance.
  const names = (values: Array<string | null>) =>
    [...new Set(values.flatMap((value) => (value ? value.split(', ') : [])))].join(', ');
  // Dates of the PMOC's year without it ("17/01"); others (a December date served in January) in full.
  const day = (date: string) =>
    date.startsWith(`${year}-`) ? formatDay(date).slice(0, 5) : formatDay(date);
  const byUnit = new Map<string, PmocActivityYear[]>();
  for (const row of activities) byUnit.set(row.codigo, [...(byUnit.get(row.codigo) ?? []), row]);
  return {
    id: 'registro-execucao',
    titulo: `${number}. Registro de execução ${year}`,
    tipo: 'tabela',
    fonte: 'execucoes-atividades',
    nota: `cada data prevista de cada atividade até a geração do documento → a execução que a atendeu (datas de ${year} sem o ano; sem indicação, no prazo: até 10 % do intervalo), das respostas do checklist dos técnicos nas ordens de serviço; "aprovada por" é a aprovação das execuções da ordem pelo responsável técnico do contrato (nome, registro no conselho e data), registrada na trilha de auditoria`,
    colunas: [
      'TAG',
      'Atividade',
      'Periodicidade',
      'Prevista → executada',
      'Não executadas',
      'Executada por',
      'Aprovada por',
    ],
    linhas: [...byUnit.entries()].flatMap(([code, rows]) => {
      const due = rows.filter((row) =>
        row.ocorrencias.some((item) => item.situacao !== 'a_vencer'),
      );
      // A unit with nothing due yet in the year: one line, not one per activity.
      if (due.length === 0)
        return [
          [code, 'Nenhuma atividade do plano prevista até a geração', '—', '—', '—', '—', '—'],
        ];
      return due.map((row) => {
        const occurrences = row.ocorrencias.filter((item) => item.situacao !== 'a_vencer');
        const done = occurrences.flatMap((item) => {
          const execution =
            item.executada && byExecution.get(key(code, row.atividadeId, item.executada));
          return execution ? [execution] : [];
        });
        const label = `${row.atividade} — ${code}`;
        return [
          code,
          row.atividade,
          row.periodicidade,
          occurrences
            .map((item) => {
              const notApplicable = item.situacao === 'nao_se_aplica';
              const served = item.executada && !notApplicable ? ` → ${day(item.executada)}` : '';
              const reason =
                notApplicable && item.executada
                  ? byExecution.get(key(code, row.atividadeId, item.executada))?.motivo
                  : null;
              return `${day(item.prevista)}${served}${OUTCOME_TEXT[item.situacao]}${reason ? ` (${reason})` : ''}`;
            })
            .join('; '),
          String(occurrences.filter((item) => item.situacao === 'nao_executada').length),
          done.length > 0
            ? blanks.cell(names(done.map((item) => item.tecnicos)), `Executada por (${label})`)
            : '—',
          done.length > 0
            ? approvals(
                done.map((item) => item.aprovador),
                day,
              )
            : '—',
        ];
      });
    }),
  };
}

/**
 * Who approved the occurrences' executions: per RT (name and registration at the
 * approval), the day approved, or the first and last days and how many; the executions
 * still waiting, said so ("Eng. Ana Lima — CREA-SP 5061234567, aprovadas de 07/01 a
 * 23/11 (10); 1 execução aguarda aprovação do RT").
 */
function approvals(values: PmocExecution['aprovador'][], day: (date: string) => string): string {
  const byRt = new Map<string, string[]>();
  for (const value of values)
    if (value) {
      const who = `${value.nome} — ${value.registro}`;
      byRt.set(who, [...(byRt.get(who) ?? []), value.data]);
    }
  const approved = [...byRt.entries()].map(([who, days]) => {
    const sorted = [...days].sort();
    return sorted.length === 1
      ? `${who}, aprovada em ${day(sorted[0])}`
      : `${who}, aprovadas de ${day(sorted[0])} a ${day(sorted[sorted.length - 1])} (${sorted.length})`;
  });
  const waiting = values.filter((value) => value === null).length;
  const pending =
    waiting === 0
      ? []
      : [
          approved.length === 0
            ? 'Aguardando aprovação do RT'
            : `${waiting} ${waiting === 1 ? 'execução aguarda' : 'execuções aguardam'} aprovação do RT`,
        ];
  return [...approved, ...pending].join('; ');
}

/**
 * The contract's visit cadence against each unit's plan: every activity more frequent than
 * the visits (cadence-conflict.ts) with the RT's justification, or a blank in the last
 * section that keeps the document from being signed until it is filled.
 */
export function cadenceSection(
  number: string,
  units: ReadonlyArray<{ codigo: string; periodicidade: Periodicity | null }>,
  plans: PmocUnitPlan[],
  blanks: PmocBlanks,
): DocumentSection {
  const planOf = new Map(plans.map((plan) => [plan.codigo, plan.atividades]));
  const rows = units.flatMap((unit) =>
    cadenceConflicts(unit.periodicidade, planOf.get(unit.codigo) ?? []).map((conflict) => [
      unit.codigo,
      conflict.atividade.descricao,
      periodicity(conflict.atividade.periodicidade),
      periodicity(conflict.visitas),
      blanks.cell(
        conflict.justificativa,
        `Justificativa da cadência — ${unit.codigo}: ${conflict.atividade.descricao} (${conflict.atividade.periodicidade}) com visitas ${conflict.visitas}`,
      ),
    ]),
  );
  return {
    id: 'cadencia-visitas',
    titulo: `${number}. Cadência das visitas e o plano`,
    tipo: 'tabela',
    fonte: 'planos-unidades',
    nota: 'atividades que pedem manutenção mais frequente que a cadência de visitas do contrato para a unidade; cada uma precisa de justificativa do responsável técnico (ou da mudança da cadência ou da atividade) antes da assinatura',
    colunas: [
      'TAG',
      'Atividade',
      'Periodicidade da atividade',
      'Visitas do contrato',
      'Justificativa',
    ],
    linhas:
      rows.length > 0
        ? rows
        : [
            [
              '—',
              'Nenhum conflito',
              '—',
              '—',
              'A cadência das visitas atende a todas as atividades.',
            ],
          ],
  };
}
