import { FLUID_FLAG_LABELS, type FluidEventView } from '@campo/contracts';

const REVIEW_LABELS = {
  PENDENTE: 'Aguarda revisão',
  CONFIRMADO: 'Confirmado',
  CORRIGIDO: 'Corrigido',
  EXCLUIDO: 'Excluído',
} as const;

/** Why an event was flagged at capture, and where its review stands. */
export function FluidFlags({ event }: { event: FluidEventView }) {
  if (event.sinais.length === 0) return null;
  return (
    <div className="fluid-flags" data-revisao={event.revisao ?? undefined}>
      <span className="fluid-flags__state">
        Sinalizado na captura · {REVIEW_LABELS[event.revisao ?? 'PENDENTE']}
      </span>
      <ul className="plain-list fluid-flags__list">
        {event.sinais.map((flag) => (
          <li key={flag.codigo} data-sinal={flag.codigo}>
            <strong>{FLUID_FLAG_LABELS[flag.codigo]}:</strong> {flag.motivo}
          </li>
        ))}
      </ul>
    </div>
  );
}
