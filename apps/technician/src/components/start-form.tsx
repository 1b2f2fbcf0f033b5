import { type FormEvent, useState } from 'react';
import { parseDecimal, type TechnicianOrderDetail } from '@campo/contracts';
import { useRecord } from './use-record';

/** Starts the attendance now, with the km driven to the site. */
export function StartForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'inicio');
  const [km, setKm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = km.trim() === '' ? undefined : parseDecimal(km);
    if (
      value !== undefined &&
      (Number.isNaN(value) || value > 5000 || !/^\d+([.,]\d)?$/.test(km.trim()))
    ) {
      setProblem('Informe os km com até 1 casa decimal (até 5000).');
      return;
    }
    setProblem(null);
    void record({ em: new Date().toISOString(), ...(value === undefined ? {} : { km: value }) });
  }

  return (
    <form className="form" onSubmit={submit} aria-label="Iniciar atendimento">
      <label className="field">
        <span>Km rodados até o local (opcional)</span>
        <input
          name="km"
          inputMode="decimal"
          value={km}
          onChange={(event) => setKm(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'km-erro' : undefined}
        />
      </label>
      {problem && (
        <p id="km-erro" className="field-error">
          {problem}
        </p>
      )}
      {error && <p className="alert alert--danger">{error}</p>}
      <button type="submit" className="button button--big" disabled={busy}>
        Iniciar atendimento
      </button>
    </form>
  );
}
