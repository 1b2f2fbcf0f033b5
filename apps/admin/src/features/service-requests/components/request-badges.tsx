import type { ServiceRequestSummary } from '@campo/contracts';
import {
  REQUEST_STATE_TONES,
  requestStateLabel,
  URGENCY_TONES,
  urgencyLabel,
} from '../request-format';

/** The request's state and its urgency. */
export function RequestBadges({
  request,
}: {
  request: Pick<ServiceRequestSummary, 'situacao' | 'urgencia'>;
}) {
  return (
    <span className="order-badges">
      <span className={`badge ${REQUEST_STATE_TONES[request.situacao]}`}>
        {requestStateLabel(request.situacao)}
      </span>
      <span className={`badge ${URGENCY_TONES[request.urgencia]}`}>
        {urgencyLabel(request.urgencia)}
      </span>
    </span>
  );
}
