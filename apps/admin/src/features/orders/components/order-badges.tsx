import type { ServiceOrderSummary } from '@campo/contracts';
import { stateLabel, STATE_TONES } from '../order-format';

/** The order's state, and "Atrasada" when its clock says so (the server's one definition of late). */
export function OrderBadges({ order }: { order: Pick<ServiceOrderSummary, 'situacao' | 'sla'> }) {
  return (
    <span className="order-badges">
      <span className={`badge ${STATE_TONES[order.situacao]}`}>{stateLabel(order.situacao)}</span>
      {order.sla.atrasada && <span className="badge badge--danger">Atrasada</span>}
    </span>
  );
}
