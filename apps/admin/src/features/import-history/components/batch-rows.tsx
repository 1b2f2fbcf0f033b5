import type { EntityDescriptor, ImportBatchRow } from '@campo/contracts';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { BatchRowCard } from './batch-row-card';

type Kind = 'todas' | 'recusadas' | 'avisos' | 'duplicadas';

const KINDS: ReadonlyArray<{
  kind: Kind;
  label: string;
  matches: (row: ImportBatchRow) => boolean;
}> = [
  { kind: 'todas', label: 'Todas', matches: () => true },
  { kind: 'recusadas', label: 'Recusadas', matches: (row) => row.status === 'ERRO' },
  {
    kind: 'avisos',
    label: 'Com aviso',
    matches: (row) => row.status === 'OK' && Boolean(row.aviso),
  },
  { kind: 'duplicadas', label: 'Duplicadas', matches: (row) => row.status === 'DUPLICADO' },
];

const PAGE = 50;

/** The batch's refused, warned and duplicate rows, filterable by kind, shown 50 at a time. */
export function BatchRows({
  rows,
  entity,
}: {
  rows: readonly ImportBatchRow[];
  entity?: EntityDescriptor;
}) {
  const [kind, setKind] = useState<Kind>(
    rows.some((row) => row.status === 'ERRO') ? 'recusadas' : 'todas',
  );
  const [shown, setShown] = useState(PAGE);
  const counts = new Map(KINDS.map((option) => [option.kind, rows.filter(option.matches).length]));
  const selected = rows.filter(KINDS.find((option) => option.kind === kind)!.matches);
  const kindsPresent = KINDS.filter((option) => option.kind !== 'todas' && counts.get(option.kind));

  return (
    <div className="stack">
      {kindsPresent.length > 1 && (
        <div className="pills" role="tablist" aria-label="Filtrar linhas">
          {KINDS.filter((option) => counts.get(option.kind)).map((option) => (
            <button
              key={option.kind}
              type="button"
              role="tab"
              className="pill"
              aria-selected={kind === option.kind}
              onClick={() => {
                setKind(option.kind);
                setShown(PAGE);
              }}
            >
              {option.label} ({formatNumber(counts.get(option.kind) ?? 0)})
            </button>
          ))}
        </div>
      )}
      {selected.slice(0, shown).map((row) => (
        <BatchRowCard key={row.linha} row={row} entity={entity} />
      ))}
      {selected.length > shown && (
        <button type="button" className="button" onClick={() => setShown(shown + PAGE)}>
          Mostrar mais {formatNumber(Math.min(PAGE, selected.length - shown))} de{' '}
          {formatNumber(selected.length - shown)} restantes
        </button>
      )}
    </div>
  );
}
