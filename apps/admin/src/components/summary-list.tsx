import type { ReactNode } from 'react';

/** A record's facts, label over value, side by side where there is room. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="summary-list summary-list--inline">{children}</dl>;
}

/** One fact of a SummaryList. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
