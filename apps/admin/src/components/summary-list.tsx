import type { ReactNode } from 'react';

interface SummaryListProps {
  /** Label over value, side by side where there is room (default); or one fact a line. */
  inline?: boolean;
  /** Classes besides `summary-list`. */
  className?: string;
  /** Facts given as `[label, value]`, before the `children`. */
  facts?: ReadonlyArray<readonly [string, ReactNode]>;
  children?: ReactNode;
}

/** A record's facts: each a label over its value. */
export function SummaryList({ inline = true, className, facts = [], children }: SummaryListProps) {
  return (
    <dl
      className={['summary-list', inline && 'summary-list--inline', className]
        .filter(Boolean)
        .join(' ')}
    >
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
      {children}
    </dl>
  );
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
