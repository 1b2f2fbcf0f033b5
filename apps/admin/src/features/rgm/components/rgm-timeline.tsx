import { formatShortDateTime } from '../../../lib/format';
import type { RgmEvent } from '../api/rgm.types';
import { eventLabel } from '../rgm-format';

/** Every step of the RGM, oldest first: who did it and when. */
export function RgmTimeline({ events }: { events: readonly RgmEvent[] }) {
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Histórico</h2>
      {events.length === 0 ? (
        <p className="muted">Nenhum evento registrado.</p>
      ) : (
        <ol className="timeline">
          {events.map((event, index) => (
            <li
              key={`${event.em}-${index}`}
              className={`timeline__item timeline__item--${event.acao}`}
            >
              <span className="timeline__label">{eventLabel(event.acao)}</span>
              <span className="timeline__meta">
                {event.usuario ?? 'Fechamento automático'} · {formatShortDateTime(event.em)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
