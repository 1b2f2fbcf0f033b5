import type { RowStatus } from '@campo/contracts';

interface RowStatusBadgeProps {
  status: RowStatus;
  /** An OK row with a warning is shown as such. */
  warned?: boolean;
  /** Preview rows were not stored yet: "Válida" instead of "Gravada". */
  preview?: boolean;
}

/** The outcome of one row of a batch, as a coloured badge. */
export function RowStatusBadge({ status, warned, preview }: RowStatusBadgeProps) {
  if (status === 'ERRO') return <span className="badge badge--danger">Recusada</span>;
  if (status === 'DUPLICADO') return <span className="badge badge--neutral">Duplicada</span>;
  if (warned)
    return (
      <span className="badge badge--warning">
        {preview ? 'Válida, com aviso' : 'Gravada, com aviso'}
      </span>
    );
  return <span className="badge badge--success">{preview ? 'Válida' : 'Gravada'}</span>;
}
