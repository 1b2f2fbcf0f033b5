import type { IngestionTokenView } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { endOfLocalDay, formatDate, toDateInputValue, todayInputValue } from '../../../lib/format';
import { useUpdateToken } from '../hooks/use-update-token';
import { SaveFeedback } from './save-feedback';

/** Set, renew or remove the token's expiry date. */
export function TokenExpiryCard({ token }: { token: IngestionTokenView }) {
  const update = useUpdateToken(token.id);
  const [expiry, setExpiry] = useState(toDateInputValue(token.expiraEm));
  const changed = expiry !== '' && expiry !== toDateInputValue(token.expiraEm);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ expiraEm: endOfLocalDay(expiry) });
  }

  function removeExpiry() {
    update.mutate({ expiraEm: null }, { onSuccess: () => setExpiry('') });
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="expiry-title">
      <div className="card__header">
        <h2 id="expiry-title">Validade</h2>
        <p className="muted">
          {token.expiraEm
            ? `Este token funciona até ${formatDate(token.expiraEm)}. Depois, as requisições são recusadas com TOKEN_EXPIRADO.`
            : 'Este token não expira.'}
        </p>
      </div>
      <label className="field field--inline-width">
        <span>Válido até</span>
        <input
          type="date"
          name="expiraEm"
          value={expiry}
          min={todayInputValue()}
          onChange={(event) => {
            update.reset();
            setExpiry(event.target.value);
          }}
        />
      </label>
      <SaveFeedback {...update} successText="Validade salva." />
      <div className="form__actions">
        {token.expiraEm && (
          <button
            type="button"
            className="button"
            onClick={removeExpiry}
            disabled={update.isPending}
          >
            Remover validade
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!changed || update.isPending}
        >
          {update.isPending ? 'Salvando…' : 'Salvar validade'}
        </button>
      </div>
    </form>
  );
}
