import type { TokenState } from '@campo/contracts';
import { TOKEN_STATE_LABELS, TOKEN_STATE_TONES } from '../token-state';

export function TokenStateBadge({ state }: { state: TokenState }) {
  return (
    <span className={`badge badge--${TOKEN_STATE_TONES[state]}`} data-estado={state}>
      {TOKEN_STATE_LABELS[state]}
    </span>
  );
}
