import type { IngestionTokenView } from '@campo/contracts';
import { useId, useState } from 'react';

const tokenLabel = (token: IngestionTokenView) => `${token.nome} (${token.prefixo}…)`;

/**
 * The history's origin filter, searchable: type part of a token's name or prefix and pick
 * it from the list; clearing the box shows every origin.
 */
export function TokenFilter({
  tokens,
  value,
  onChange,
}: {
  tokens: readonly IngestionTokenView[];
  /** The chosen token's id ('' for every origin). */
  value: string;
  onChange: (tokenId: string) => void;
}) {
  const id = useId();
  const chosen = tokens.find((token) => token.id === value);
  // What the person is typing; null shows the chosen token (so a cleared filter clears the box).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (chosen ? tokenLabel(chosen) : '');
  const unknown = draft !== null && draft.trim() !== '';

  function change(next: string) {
    const typed = next.trim().toLowerCase();
    if (typed === '') {
      setDraft(null);
      if (value) onChange('');
      return;
    }
    const match = tokens.find(
      (token) =>
        tokenLabel(token).toLowerCase() === typed ||
        token.nome.toLowerCase() === typed ||
        token.prefixo.toLowerCase() === typed,
    );
    setDraft(match ? null : next);
    if (match && match.id !== value) onChange(match.id);
  }

  return (
    <label className="field">
      <span>Token de origem</span>
      <input
        type="search"
        name="token"
        list={`${id}-tokens`}
        placeholder="Todas as origens"
        autoComplete="off"
        value={text}
        aria-describedby={unknown ? `${id}-unknown` : undefined}
        onChange={(event) => change(event.target.value)}
      />
      <datalist id={`${id}-tokens`}>
        {tokens.map((token) => (
          <option key={token.id} value={tokenLabel(token)} />
        ))}
      </datalist>
      {unknown && (
        <span id={`${id}-unknown`} className="field__hint">
          Escolha um token da lista.
        </span>
      )}
    </label>
  );
}
