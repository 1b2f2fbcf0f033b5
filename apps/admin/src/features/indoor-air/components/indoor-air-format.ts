import type { IndoorAirSchedule, IndoorAirVerdict } from '@campo/contracts';

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

export const SCHEDULE_LABELS: Record<IndoorAirSchedule['situacao'], string> = {
  EM_DIA: 'Em dia',
  VENCENDO: 'Vence em 30 dias',
  ATRASADA: 'Atrasada',
  SEM_ANALISE: 'Sem análise',
};

export const SCHEDULE_BADGES: Record<IndoorAirSchedule['situacao'], string> = {
  EM_DIA: 'badge badge--success',
  VENCENDO: 'badge badge--warning',
  ATRASADA: 'badge badge--danger',
  SEM_ANALISE: 'badge badge--warning',
};
