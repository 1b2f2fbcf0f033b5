import type { IngestionTokenView } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { useUpdateToken } from '../hooks/use-update-token';
import { ModeOptions } from './mode-options';
import { SaveFeedback } from './save-feedback';

/** Rename the token and change its write mode. */
export function TokenGeneralCard({ token }: { token: IngestionTokenView }) {
  const update = useUpdateToken(token.id);
  const [nome, setNome] = useState(token.nome);
  const [modo, setModo] = useState(token.modo);
  const changed = nome.trim() !== token.nome || modo !== token.modo;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({
      ...(nome.trim() !== token.nome ? { nome: nome.trim() } : {}),
      ...(modo !== token.modo ? { modo } : {}),
    });
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="general-title">
      <div className="card__header">
        <h2 id="general-title">Nome e modo</h2>
        <p className="muted">O nome aparece como origem dos lotes no histórico de importações.</p>
      </div>
      <label className="field">
        <span>Nome</span>
        <input
          name="nome"
          value={nome}
          maxLength={120}
          required
          onChange={(event) => {
            update.reset();
            setNome(event.target.value);
          }}
        />
      </label>
      <ModeOptions
        value={modo}
        onChange={(next) => {
          update.reset();
          setModo(next);
        }}
      />
      <SaveFeedback {...update} />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!changed || update.isPending}
        >
          {update.isPending ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}
