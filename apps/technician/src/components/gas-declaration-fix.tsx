import { type FormEvent, useState } from 'react';
import { parseKg } from '@campo/contracts';
import { useField } from '../app/use-field';
import { fieldStore } from '../offline/field-store';
import type { FieldAction } from '../offline/outbox-types';

/**
 * The fix of a gas event refused because the unit has no gas registered: the technician
 * informs the unit's gas (from its label); it waits for the supervisor's confirmation and
 * the refused record is sent again right after it, accepted and marked for review.
 */
export function GasDeclarationFix({ action }: { action: FieldAction }) {
  const { gases } = useField();
  const sent = typeof action.body['tipoGas'] === 'string' ? action.body['tipoGas'] : '';
  const [open, setOpen] = useState(false);
  const [gas, setGas] = useState(sent);
  const [charge, setCharge] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codes = gases.map((item) => item.codigo);
  if (sent && !codes.includes(sent)) codes.unshift(sent);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const kg = charge.trim() ? parseKg(charge) : undefined;
    if (!gas) return setProblem('Escolha o gás que está na etiqueta do equipamento.');
    if (kg !== undefined && !(kg > 0))
      return setProblem('Carga: informe um número maior que zero, em kg.');
    setProblem(null);
    await fieldStore.declareGas(action, { tipoGas: gas, ...(kg ? { cargaGasKg: kg } : {}) });
  }

  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Informar o gás do equipamento
      </button>
    );
  return (
    <form
      className="form"
      aria-label="Informar o gás do equipamento"
      onSubmit={(event) => void submit(event)}
    >
      <p className="muted">
        Confira o gás na etiqueta da unidade. O supervisor confirma o cadastro; este registro é
        enviado de novo logo depois e fica marcado para revisão até a confirmação.
      </p>
      <div className="form__row">
        <label className="field">
          <span>Gás do equipamento</span>
          <select name="tipoGas" value={gas} onChange={(event) => setGas(event.target.value)}>
            <option value="">Escolha</option>
            {codes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Carga nominal (kg, opcional)</span>
          <input
            name="cargaGasKg"
            inputMode="decimal"
            value={charge}
            onChange={(event) => setCharge(event.target.value)}
          />
        </label>
      </div>
      {problem && <p className="field-error">{problem}</p>}
      <div className="actions">
        <button type="submit" className="button">
          Informar e enviar de novo
        </button>
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          Voltar
        </button>
      </div>
    </form>
  );
}
