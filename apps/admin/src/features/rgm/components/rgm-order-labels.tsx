import {
  ORDER_STATE_LABELS,
  ORDER_TYPE_LABELS,
  RGM_ORDER_CRITERION_LABELS,
  RGM_ORDER_OUTCOME_LABELS,
  type OrderState,
  type OrderType,
  type RgmOrderRow,
} from '@campo/contracts';
import { EMPTY } from '../../../lib/format';

export const orderTypeLabel = (tipo: string) => ORDER_TYPE_LABELS[tipo as OrderType] ?? tipo;

export const orderStateLabel = (state: string | null) =>
  state ? (ORDER_STATE_LABELS[state as OrderState] ?? state) : EMPTY;

const OUTCOME_TONES = {
  no_prazo: 'badge--success',
  atrasada: 'badge--danger',
  em_aberto: 'badge--warning',
  sem_meta: 'badge--muted',
} as const;

/** "SLA · Fora do prazo", as a badge. */
export function OrderOutcome({ row }: { row: Pick<RgmOrderRow, 'criterio' | 'prazo'> }) {
  return (
    <span className={`badge ${OUTCOME_TONES[row.prazo]}`} data-prazo={row.prazo}>
      {row.criterio && `${RGM_ORDER_CRITERION_LABELS[row.criterio]} · `}
      {RGM_ORDER_OUTCOME_LABELS[row.prazo]}
    </span>
  );
}
