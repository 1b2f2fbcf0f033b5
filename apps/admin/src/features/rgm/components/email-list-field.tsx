import { type KeyboardEvent, useId, useState } from 'react';
import { looksLikeEmail } from '../recipients';

interface EmailListFieldProps {
  value: readonly string[];
  onChange: (emails: string[]) => void;
}

/** A list of e-mail addresses: each one removable, new ones typed and added (Enter, comma or the button). */
export function EmailListField({ value, onChange }: EmailListFieldProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  function add() {
    const typed = draft
      .split(/[,;\s]+/)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
    if (typed.length === 0) return;
    const invalid = typed.find((email) => !looksLikeEmail(email));
    if (invalid) {
      setProblem(`"${invalid}" não é um e-mail válido.`);
      return;
    }
    onChange([...value, ...typed.filter((email) => !value.includes(email))]);
    setDraft('');
    setProblem(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset className="fieldset">
      <legend>Destinatários do RGM</legend>
      {value.length > 0 ? (
        <ul className="email-list" aria-label="Destinatários">
          {value.map((email) => (
            <li key={email} className="email-list__item">
              <span>{email}</span>
              <button
                type="button"
                className="email-list__remove"
                aria-label={`Remover ${email}`}
                title="Remover"
                onClick={() => onChange(value.filter((other) => other !== email))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nenhum destinatário: o RGM deste contrato não poderá ser enviado.</p>
      )}
      <div className="inline-form">
        <label className="field email-list__input" htmlFor={inputId}>
          <span className="visually-hidden">Novo destinatário</span>
          <input
            id={inputId}
            type="email"
            name="novoEmail"
            placeholder="gestor@cliente.com.br"
            value={draft}
            aria-invalid={problem !== null}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => draft.trim() && add()}
          />
        </label>
        <button type="button" className="button" onClick={add} disabled={!draft.trim()}>
          Adicionar
        </button>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
