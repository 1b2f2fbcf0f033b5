import type { CreateRgmRequest } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { monthBounds, monthOf, previousMonth } from '../rgm-format';
import { RgmScopeFields, type ScopeChoice } from './rgm-scope-fields';

interface CreateRgmFormProps {
  onSubmit: (request: CreateRgmRequest) => void;
  pending: boolean;
  error?: unknown;
}

export function CreateRgmForm({ onSubmit, pending, error }: CreateRgmFormProps) {
  const [period, setPeriod] = useState(() => monthBounds(previousMonth()));
  const [scope, setScope] = useState<ScopeChoice>({ kind: 'contrato', contratoId: '' });
  const month = monthOf(period.inicio, period.fim);
  const periodValid = Boolean(period.inicio && period.fim && period.fim >= period.inicio);
  const scopeValid = scope.kind === 'consolidado' || scope.contratoId !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(
      scope.kind === 'consolidado'
        ? { consolidado: true, ...period }
        : { contratoId: scope.contratoId, ...period },
    );
  }

  return (
    <form className="card form" onSubmit={handleSubmit}>
      <fieldset className="fieldset">
        <legend>Período</legend>
        <div className="period-fields">
          <label className="field">
            <span>Mês</span>
            <input
              type="month"
              name="mes"
              value={month}
              onChange={(event) => event.target.value && setPeriod(monthBounds(event.target.value))}
            />
          </label>
          <label className="field">
            <span>De</span>
            <input
              type="date"
              name="inicio"
              value={period.inicio}
              max={period.fim || undefined}
              required
              onChange={(event) => setPeriod({ ...period, inicio: event.target.value })}
            />
          </label>
          <label className="field">
            <span>Até</span>
            <input
              type="date"
              name="fim"
              value={period.fim}
              min={period.inicio || undefined}
              required
              onChange={(event) => setPeriod({ ...period, fim: event.target.value })}
            />
          </label>
        </div>
        <span className="field__hint">
          Escolha o mês, ou ajuste as datas para outro período. As duas datas entram no RGM e valem
          no fuso horário da empresa.
        </span>
      </fieldset>

      <RgmScopeFields value={scope} onChange={setScope} />

      {error !== undefined && (
        <p className="alert" role="alert">
          {errorMessage(error)}
        </p>
      )}

      <div className="form__actions">
        <Link to="/rgm" className="button">
          Cancelar
        </Link>
        <button
          type="submit"
          className="button button--primary"
          disabled={pending || !periodValid || !scopeValid}
          aria-busy={pending}
        >
          {pending ? 'Calculando…' : 'Calcular RGM'}
        </button>
      </div>
    </form>
  );
}
