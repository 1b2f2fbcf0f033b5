import type { RgmState } from '@campo/contracts';
import { RGM_STATE_LABELS, RGM_STATE_TONES } from '../rgm-format';

export function RgmStateBadge({ state }: { state: RgmState }) {
  return (
    <span className={`badge badge--${RGM_STATE_TONES[state]}`} data-estado={state}>
      {RGM_STATE_LABELS[state]}
    </span>
  );
}
