import { type FormEvent, useState } from 'react';
import { parseDecimal, type TechnicianOrderDetail } from '@campo/contracts';
import { useSession } from '../app/use-field';
import { positionConsent, takePosition } from '../offline/position';
import { PositionConsent } from './position-consent';
import { useRecord } from './use-record';

/**
 * Starts the attendance now, with the km driven to the site and, when the company records
 * it and the technician consented, the check-in position (taken once, now).
 */
export function StartForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'inicio');
  const { usuario } = useSession();
  const [locating, setLocating] = useState(false);
  const [km, setKm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
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
    const em = new Date().toISOString();
    setLocating(order.registraPosicao && positionConsent(usuario.id));
    const posicao =
      order.registraPosicao && positionConsent(usuario.id) ? await takePosition() : undefined;
    setLocating(false);
    void record({
      em,
      ...(value === undefined ? {} : { km: value }),
      ...(posicao ? { posicao } : {}),
    });
  }

  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      aria-label="Iniciar atendimento"
    >
      {order.registraPosicao && <PositionConsent />}
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
      <button type="submit" className="button button--big" disabled={busy || locating}>
        {locating ? 'Obtendo a posição…' : 'Iniciar atendimento'}
      </button>
    </form>
  );
}
