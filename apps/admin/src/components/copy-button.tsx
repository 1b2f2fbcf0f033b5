import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` with the Clipboard API, falling back to a hidden selection where it is unavailable. */
async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or not a secure context: try the old way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

export function CopyButton({
  text,
  label = 'Copiar',
  className = 'button',
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      className={className}
      // Both outcomes are handled here, so the promise is let go.
      onClick={() =>
        void copyText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
      aria-live="polite"
    >
      {state === 'copied' ? 'Copiado!' : state === 'failed' ? 'Não foi possível copiar' : label}
    </button>
  );
}
