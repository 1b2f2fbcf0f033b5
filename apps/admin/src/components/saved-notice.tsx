import { type ReactNode, useState } from 'react';

/** "✓ …" after a change, read out by screen readers; nothing while there is nothing to say. */
export function SavedNotice({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <p className="saved" role="status">
      ✓ {children}
    </p>
  );
}

/**
 * A list's "Novo …" flow: `open` shows the new item's form (and drops the last notice),
 * `done` closes it with what to say (null: nothing was saved); `setMessage` says what a
 * change in the list did. The message goes in a SavedNotice.
 */
export function useAddFlow() {
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return {
    adding,
    message,
    setMessage,
    open: () => {
      setMessage(null);
      setAdding(true);
    },
    done: (text: string | null) => {
      setAdding(false);
      setMessage(text);
    },
  };
}
