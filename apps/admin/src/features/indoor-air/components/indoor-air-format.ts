import {
  INDOOR_AIR_STANDING_LABELS,
  type IndoorAirSchedule,
  type IndoorAirVerdict,
} from '@campo/contracts';

export const VERDICT_LABELS: Record<IndoorAirVerdict, string> = {
  CONFORME: 'Conforme',
  NAO_CONFORME: 'Não conforme',
  NAO_MEDIDO: 'Não medido',
  SEM_EXTERIOR: 'Sem medição exterior',
};

export const VERDICT_BADGES: Record<IndoorAirVerdict, string> = {
  CONFORME: 'badge badge--success',
  NAO_CONFORME: 'badge badge--danger',
  NAO_MEDIDO: 'badge badge--muted',
  SEM_EXTERIOR: 'badge badge--warning',
};

/** The standing as the portal and the PMOC read it (one definition, in contracts). */
export const SCHEDULE_LABELS = INDOOR_AIR_STANDING_LABELS;

export const SCHEDULE_BADGES: Record<IndoorAirSchedule['situacao'], string> = {
  NAO_CONFORME: 'badge badge--danger',
  PENDENTE: 'badge badge--warning',
  EM_DIA: 'badge badge--success',
  VENCENDO: 'badge badge--warning',
  ATRASADA: 'badge badge--danger',
  SEM_ANALISE: 'badge badge--warning',
};
