import { type FormEvent, useState } from 'react';
import {
  FLUID_EVENT_KIND_LABELS,
  FLUID_EVENT_KINDS,
  type FluidEventDraft,
  fluidDraftProblems,
  parseKg,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { useField, useSession } from '../app/use-field';
import { todayIn } from '../format';
import { useRecord } from './use-record';

/** A recharge, recovery or leak on the order's equipment (the gas log's offline capture). */
export function FluidForm({ order }: { order: TechnicianOrderDetail }) {
  const session = useSession();
  const { gases } = useField();
  const today = todayIn(session.empresa.fusoHorario);
  const initial = (): FluidEventDraft => ({
    tipoGas: order.equipamento?.tipoGas ?? '',
    tipoEvento: 'RECARGA',
    quantidadeKg: '',
    dataEvento: today,
  });
  const { record, busy, error } = useRecord(order, 'fluido');
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof FluidEventDraft, string>>>({});
  const [saved, setSaved] = useState(false);
  const gasCodes = gases.map((gas) => gas.codigo);
  if (draft.tipoGas && !gasCodes.includes(draft.tipoGas)) gasCodes.unshift(draft.tipoGas);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fluidDraftProblems(draft, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const ok = await record({
      tipoGas: draft.tipoGas,
      tipoEvento: draft.tipoEvento,
      quantidadeKg: parseKg(draft.quantidadeKg),
      dataEvento: draft.dataEvento,
      ...(order.equipamento ? { equipamentoId: order.equipamento.id } : {}),
    });
    if (ok) {
      setDraft(initial());
      setSaved(true);
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-label="Registrar fluido">
      <fieldset className="check-item">
        <legend>Evento</legend>
        <div className="segmented">
          {FLUID_EVENT_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="tipoEvento"
                value={kind}
                checked={draft.tipoEvento === kind}
                onChange={() => setDraft({ ...draft, tipoEvento: kind })}
              />
              <span>{FLUID_EVENT_KIND_LABELS[kind]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form__row">
        <label className="field">
          <span>Gás</span>
          <select
            name="tipoGas"
            value={draft.tipoGas}
            onChange={(event) => setDraft({ ...draft, tipoGas: event.target.value })}
          >
            <option value="">Escolha</option>
            {gasCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {problems.tipoGas && <span className="field-error">{problems.tipoGas}</span>}
        </label>
        <label className="field">
          <span>Quantidade (kg)</span>
          <input
            name="quantidadeKg"
            inputMode="decimal"
            value={draft.quantidadeKg}
            onChange={(event) => setDraft({ ...draft, quantidadeKg: event.target.value })}
            aria-invalid={problems.quantidadeKg ? true : undefined}
          />
          {problems.quantidadeKg && <span className="field-error">{problems.quantidadeKg}</span>}
        </label>
      </div>
      <label className="field">
        <span>Data</span>
        <input
          name="dataEvento"
          type="date"
          max={today}
          value={draft.dataEvento}
          onChange={(event) => setDraft({ ...draft, dataEvento: event.target.value })}
        />
        {problems.dataEvento && <span className="field-error">{problems.dataEvento}</span>}
      </label>
      {error && <p className="alert alert--danger">{error}</p>}
      {saved && (
        <p className="saved" role="status">
          Registro de fluido guardado no aparelho.
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        Registrar fluido
      </button>
    </form>
  );
}
