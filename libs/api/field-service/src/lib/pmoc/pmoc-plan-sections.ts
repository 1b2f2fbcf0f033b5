import {
  ACTIVITY_EQUIPMENT_TYPE_LABELS,
  type ActivityEquipmentType,
  type CatalogueActivity,
  type Periodicity,
  PERIODICITY_LABELS,
  type UnitPlanActivity,
} from '@campo/contracts';
import type { DocumentSection } from '@campo/platform';
import type { PmocBlanks } from './pmoc-blanks';

/** One unit's plan, as the PMOC prints it. */
export interface PmocUnitPlan {
  codigo: string;
  tipo: ActivityEquipmentType;
  atividades: UnitPlanActivity[];
}

/** One execution of one activity on one unit, from a checklist answer. */
export interface PmocExecution {
  codigo: string;
  atividadeId: string;
  /** Local day of the attendance, `YYYY-MM-DD`. */
  data: string;
  /** The technicians allocated to the order (null: none recorded). */
  tecnicos: string | null;
  /** The supervisor or administrator who closed the order (null: the technician closed it). */
  aprovador: string | null;
}

const periodicity = (code: Periodicity) => `${code} — ${PERIODICITY_LABELS[code]}`;
const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

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
    nota: 'catálogo de atividades da empresa por tipo de equipamento (Portaria 3.523/1998, Anexo I; ABNT NBR 13971), na geração do documento; os ajustes por unidade estão na tabela seguinte',
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

/**
 * The execution record of the year: per unit and activity of its plan, the dates it was
 * executed, by whom and who approved (from the technicians' checklist answers).
 */
export function executionRecordSection(
  number: string,
  year: number,
  plans: PmocUnitPlan[],
  executions: PmocExecution[],
  blanks: PmocBlanks,
): DocumentSection {
  const key = (code: string, activity: string) => `${code}\u0000${activity}`;
  const byActivity = new Map<string, PmocExecution[]>();
  for (const execution of executions) {
    const id = key(execution.codigo, execution.atividadeId);
    byActivity.set(id, [...(byActivity.get(id) ?? []), execution]);
  }
  // Each value lists an order's people ("Ana, Rui"): every name once, in order of appearance.
  const names = (values: Array<string | null>) =>
    [...new Set(values.flatMap((value) => (value ? value.split(', ') : [])))].join(', ');
  return {
    id: 'registro-execucao',
    titulo: `${number}. Registro de execução ${year}`,
    tipo: 'tabela',
    fonte: 'checklists',
    nota: 'respostas do checklist dos técnicos nas ordens de serviço do ano; "aprovada por" é quem concluiu ou revisou a ordem (supervisor ou administrador)',
    colunas: ['TAG', 'Atividade', 'Periodicidade', 'Executada em', 'Executada por', 'Aprovada por'],
    linhas: plans.flatMap((plan) => {
      const active = plan.atividades.filter((activity) => activity.ativo);
      // A unit with nothing executed in the year: one line, not one per activity.
      if (!active.some((activity) => byActivity.has(key(plan.codigo, activity.atividadeId))))
        return [
          [plan.codigo, 'Nenhuma atividade do plano executada no período', '—', '—', '—', '—'],
        ];
      return active.map((activity) => {
        const done = (byActivity.get(key(plan.codigo, activity.atividadeId)) ?? []).sort((a, b) =>
          a.data.localeCompare(b.data),
        );
        const label = `${activity.descricao} — ${plan.codigo}`;
        return [
          plan.codigo,
          activity.descricao,
          activity.periodicidade,
          done.length > 0
            ? done.map((item) => brDate(item.data)).join('; ')
            : 'Sem execução registrada',
          done.length > 0
            ? blanks.cell(names(done.map((item) => item.tecnicos)), `Executada por (${label})`)
            : '—',
          done.length > 0
            ? names(done.map((item) => item.aprovador)) || 'Aguardando aprovação'
            : '—',
        ];
      });
    }),
  };
}
