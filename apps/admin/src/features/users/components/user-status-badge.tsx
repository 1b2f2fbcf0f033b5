import { USER_STATUS_LABELS, type UserStatus } from '@campo/contracts';

const TONE: Record<UserStatus, string> = {
  ATIVO: 'badge--success',
  CONVIDADO: 'badge--warning',
  INATIVO: 'badge--muted',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <span className={`badge ${TONE[status]}`}>{USER_STATUS_LABELS[status]}</span>;
}
