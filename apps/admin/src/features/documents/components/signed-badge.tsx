/** Whether a version is signed, as a badge. */
export function SignedBadge({ signed }: { signed: boolean }) {
  return signed ? (
    <span className="badge badge--success" data-assinado="sim">
      Assinado
    </span>
  ) : (
    <span className="badge badge--muted" data-assinado="nao">
      Não assinado
    </span>
  );
}
