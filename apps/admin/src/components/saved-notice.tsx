import type { ReactNode } from 'react';

/** "✓ …" after a change, read out by screen readers; nothing while there is nothing to say. */
export function SavedNotice({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <p className="saved" role="status">
      ✓ {children}
    </p>
  );
}
