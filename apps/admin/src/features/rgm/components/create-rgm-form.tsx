import type { CreateRgmRequest } from '@campo/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '@campo/web-client';
import { DateField, Form, SubmitButton } from '../../../components/form';
import { existingRgm } from '../hooks/use-create-rgm';
import { monthBounds, monthOf, previousMonth } from '../rgm-format';
import { RgmScopeFields, type ScopeChoice } from './rgm-scope-fields';

/** The period's first and last days, `YYYY-MM-DD`. */
type Period = { inicio: string; fim: string };

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
  const form = useForm<Period>({ defaultValues: monthBounds(previousMonth()) });
  const [scope, setScopeState] = useState<ScopeChoice>({ kind: 'contrato', contratoId: '' });
  const existing = existingRgm(error);
  const [inicio, fim] = useWatch({ control: form.control, name: ['inicio', 'fim'] });
  const setScope = (value: ScopeChoice) => {
    onEdit?.();
    setScopeState(value);
  };
  const setMonth = (month: string) => {
    onEdit?.();
    const bounds = monthBounds(month);
    form.setValue('inicio', bounds.inicio);
    form.setValue('fim', bounds.fim);
  };
  const periodValid = Boolean(inicio && fim && fim >= inicio);
  const scopeValid = scope.kind === 'consolidado' || scope.contratoId !== '';

  const submit = (period: Period) =>
    onSubmit(
      scope.kind === 'consolidado'
        ? { consolidado: true, ...period }
        : { contratoId: scope.contratoId, ...period },
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      label="Novo RGM"
      className="card form"
      actions={
        <>
          <Link to="/rgm" className="button">
            Cancelar
          </Link>
          {existing ? (
            <Link to={`/rgm/${existing.id}`} className="button button--primary">
              Abrir o RGM existente
            </Link>
          ) : (
            <SubmitButton
              pending={pending}
              busyLabel="Calculando…"
              disabled={!periodValid || !scopeValid}
            >
              Calcular RGM
            </SubmitButton>
          )}
        </>
      }
    >
      <fieldset className="fieldset">
        <legend>Período</legend>
        <div className="period-fields">
          <label className="field">
            <span>Mês</span>
            <input
              type="month"
              name="mes"
              value={monthOf(inicio, fim)}
              onChange={(event) => event.target.value && setMonth(event.target.value)}
            />
          </label>
          <DateField
            name="inicio"
            label="De"
            max={fim || undefined}
            rules={{ required: 'Informe o início do período.', onChange: onEdit }}
          />
          <DateField
            name="fim"
            label="Até"
            min={inicio || undefined}
            rules={{ required: 'Informe o fim do período.', onChange: onEdit }}
          />
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
    </Form>
  );
}
