import type { CreateRgmRequest } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@campo/web-client';
import { existingRgm } from '../hooks/use-create-rgm';
import { monthBounds, monthOf, previousMonth } from '../rgm-format';
import { RgmScopeFields, type ScopeChoice } from './rgm-scope-fields';

interface CreateRgmFormProps {
  onSubmit: (request: CreateRgmRequest) => void;
  pending: boolean;
  error?: unknown;
  /** Called when the period or the scope changes, so an answer about the previous choice goes away. */
  onEdit?: () => void;
}

/** What can be done with the RGM that already exists, by its state. */
const EXISTING_HINT = {
  rascunho: 'É um rascunho: abra-o e recalcule se algo mudou.',
  liberado: 'Já foi liberado: para refazê-lo, um administrador o reabre como rascunho.',
  enviado: 'Já foi enviado: para refazê-lo, um administrador o reabre como rascunho.',
} as const;

export function CreateRgmForm({ onSubmit, pending, error, onEdit }: CreateRgmFormProps) {
  const [period, setPeriodState] = useState(() => monthBounds(previousMonth()));
  const [scope, setScopeState] = useState<ScopeChoice>({ kind: 'contrato', contratoId: '' });
  const existing = existingRgm(error);
  const setPeriod = (value: typeof period) => {
    onEdit?.();
    setPeriodState(value);
  };
  const setScope = (value: ScopeChoice) => {
    onEdit?.();
    setScopeState(value);
  };
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
        <div className="alert" role="alert" data-codigo={existing ? 'RGM_JA_EXISTE' : undefined}>
          <p>{errorMessage(error)}</p>
          {existing && <p>{EXISTING_HINT[existing.estado]}</p>}
        </div>
      )}

      <div className="form__actions">
        <Link to="/rgm" className="button">
          Cancelar
        </Link>
        {existing ? (
          <Link to={`/rgm/${existing.id}`} className="button button--primary">
            Abrir o RGM existente
          </Link>
        ) : (
          <button
            type="submit"
            className="button button--primary"
            disabled={pending || !periodValid || !scopeValid}
            aria-busy={pending}
          >
            {pending ? 'Calculando…' : 'Calcular RGM'}
          </button>
        )}
      </div>
    </form>
  );
}
