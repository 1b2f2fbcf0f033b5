import {
  ORDER_STATE_LABELS,
  ORDER_TYPE_LABELS,
  ORDER_TIMELINESS_KIND_LABELS,
  orderTimelinessLabel,
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

/** "Chamado · Atrasada", as a badge. */
export function OrderOutcome({ row }: { row: Pick<RgmOrderRow, 'medida' | 'prazo'> }) {
  return (
    <span className={`badge ${OUTCOME_TONES[row.prazo]}`} data-prazo={row.prazo}>
      {ORDER_TIMELINESS_KIND_LABELS[row.medida]} · {orderTimelinessLabel(row.medida, row.prazo)}
    </span>
  );
}
