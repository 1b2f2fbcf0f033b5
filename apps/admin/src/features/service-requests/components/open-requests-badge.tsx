import { DISPATCH_ROLES } from '@campo/contracts';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useOpenRequestCount } from '../hooks/use-service-requests';

/** The number of requests waiting for a decision, beside the menu entry (nothing when none). */
export function OpenRequestsBadge() {
  const { usuario } = useCurrentSession();
  const count = useOpenRequestCount(DISPATCH_ROLES.includes(usuario.papel));
  if (!count.data) return null;
  return (
    <span className="sidenav__count" aria-label={`${count.data} em aberto`}>
      {count.data}
    </span>
  );
}
