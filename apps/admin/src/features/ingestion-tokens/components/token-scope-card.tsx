import type { IngestionTokenView } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useEntities } from '../../entities/hooks/use-entities';
import { useUpdateToken } from '../hooks/use-update-token';
import { EntityChecklist } from './entity-checklist';
import { SaveFeedback } from './save-feedback';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

export function TokenScopeCard({ token }: { token: IngestionTokenView }) {
  const entities = useEntities();
  const update = useUpdateToken(token.id);
  const [selected, setSelected] = useState<string[]>(token.entidades);
  const changed = !sameSet(selected, token.entidades);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ entidades: selected });
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="scope-title">
      <div className="card__header">
        <h2 id="scope-title">Escopo</h2>
        <p className="muted">
          As entidades em que este token pode gravar. Alterar o escopo não muda o token: o sistema
          integrado continua usando o mesmo.
        </p>
      </div>
      {entities.isPending ? (
        <LoadingState label="Carregando entidades…" />
      ) : entities.isError ? (
        <ErrorState error={entities.error} onRetry={() => entities.refetch()} />
      ) : (
        <EntityChecklist
          entities={entities.data}
          selected={selected}
          onChange={(next) => {
            update.reset();
            setSelected(next);
          }}
        />
      )}
      <SaveFeedback {...update} successText="Escopo salvo." />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!changed || update.isPending}
        >
          {update.isPending ? 'Salvando…' : 'Salvar escopo'}
        </button>
      </div>
    </form>
  );
}
