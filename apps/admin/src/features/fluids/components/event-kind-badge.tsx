import type { FluidEventKind } from '../api/fluids.types';
import { EVENT_LABELS } from '../fluid-format';

const TONES: Record<FluidEventKind, string> = {
  RECARGA: 'badge--neutral',
  RETIRADA: 'badge--muted',
  VAZAMENTO: 'badge--danger',
};

export function EventKindBadge({ kind }: { kind: FluidEventKind }) {
  return <span className={`badge ${TONES[kind]}`}>{EVENT_LABELS[kind]}</span>;
}
