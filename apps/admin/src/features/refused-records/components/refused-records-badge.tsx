import { REFUSED_RECORD_ROLES } from '@campo/contracts';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useOpenRefusedRecords, usePendingGasDeclarations } from '../hooks/use-refused-records';

/** Refused records and gas declarations waiting, beside the menu entry (nothing when none). */
export function RefusedRecordsBadge() {
  const { usuario } = useCurrentSession();
  const allowed = REFUSED_RECORD_ROLES.includes(usuario.papel);
  const records = useOpenRefusedRecords(allowed);
  const declarations = usePendingGasDeclarations(allowed);
  const count = (records.data?.length ?? 0) + (declarations.data?.length ?? 0);
  if (count === 0) return null;
  return (
    <span className="sidenav__count" aria-label={`${count} aguardando`}>
      {count}
    </span>
  );
}
