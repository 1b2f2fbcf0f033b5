import type { IngestionMode } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorMessage } from '@campo/web-client';
import { endOfLocalDay, todayInputValue } from '../../../lib/format';
import { useEntities } from '../../entities/hooks/use-entities';
import type { CreateTokenInput } from '../api/tokens.api';
import { EntityChecklist } from './entity-checklist';
import { ModeOptions } from './mode-options';

interface CreateTokenFormProps {
  onSubmit: (input: CreateTokenInput) => void;
  pending: boolean;
  error?: unknown;
}

export function CreateTokenForm({ onSubmit, pending, error }: CreateTokenFormProps) {
  const entities = useEntities();
  const [nome, setNome] = useState('');
  const [modo, setModo] = useState<IngestionMode>('UPSERT');
  const [entidades, setEntidades] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({
      nome: nome.trim(),
      modo,
      entidades,
      ...(expiry ? { expiraEm: endOfLocalDay(expiry) } : {}),
    });
  }

  return (
    <form className="card form" onSubmit={handleSubmit}>
      <label className="field">
        <span>Nome</span>
        <input
          name="nome"
          value={nome}
          onChange={(event) => setNome(event.target.value)}
          placeholder="Ex.: SIEM corporativo"
          maxLength={120}
          required
        />
        <span className="field__hint">O nome do sistema integrado. Pode ser alterado depois.</span>
      </label>

      <ModeOptions value={modo} onChange={setModo} />

      {entities.isPending ? (
        <LoadingState label="Carregando entidades…" />
      ) : entities.isError ? (
        <ErrorState error={entities.error} onRetry={() => entities.refetch()} />
      ) : (
        <EntityChecklist
          entities={entities.data}
          selected={entidades}
          onChange={setEntidades}
          hint={
            entidades.length === 0 &&
            'Marque ao menos uma: sem nenhuma, o token fica sem escopo e não grava nada. O escopo pode ser alterado depois, sem emitir outro token.'
          }
        />
      )}

      <label className="field field--inline-width">
        <span>
          Validade <span className="field__optional">(opcional)</span>
        </span>
        <input
          type="date"
          name="expiraEm"
          value={expiry}
          min={todayInputValue()}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <span className="field__hint">
          O token funciona até o fim deste dia. Deixe em branco para não expirar.
        </span>
      </label>

      {error !== undefined && (
        <p className="alert" role="alert">
          {errorMessage(error)}
        </p>
      )}

      <div className="form__actions">
        <Link to="/integracoes/tokens" className="button">
          Cancelar
        </Link>
        <button
          type="submit"
          className="button button--primary"
          disabled={pending || !entities.isSuccess}
          aria-busy={pending}
        >
          {pending ? 'Criando…' : 'Criar token'}
        </button>
      </div>
    </form>
  );
}
