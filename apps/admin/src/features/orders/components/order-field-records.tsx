import {
  FLUID_EVENT_KIND_LABELS,
  type OrderAppRecord,
  type ServiceOrderDetail,
} from '@campo/contracts';
import { formatCalendarDate, formatKg, formatNumber } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { atFieldTime } from '../attendance';
import { AnswerBadge, AnswerNote } from '../checklist-answer';

const RECORD_LABELS: Record<OrderAppRecord['tipo'], string> = {
  inicio: 'Início do atendimento',
  checklist: 'Checklist respondido',
  'causa-raiz': 'Causa raiz registrada',
  fim: 'Atendimento concluído',
};

/** A phone time counts as "offline" when it reached the server a minute or more later. */
const OFFLINE_GAP_MS = 60_000;

function recordDetail(record: OrderAppRecord): string | null {
  switch (record.tipo) {
    case 'inicio':
      return record.km === null ? null : `${formatNumber(record.km)} km até o local`;
    case 'checklist':
      return record.respostas === null
        ? null
        : `${record.respostas} ${record.respostas === 1 ? 'item' : 'itens'}, ${record.naoConformes ?? 0} não conforme${record.naoConformes === 1 ? '' : 's'}`;
    case 'causa-raiz':
      return record.causaRaiz;
    default:
      return null;
  }
}

/**
 * When the record was made: "registrado às 08:30 · sincronizado às 09:12" when the phone
 * sent it later (offline work), else the one time.
 */
function recordTiming(record: OrderAppRecord, timeZone: string, now: Date): string {
  const synced = atFieldTime(record.sincronizadoEm, timeZone, now);
  if (!record.registradoEm) return synced;
  const gap = Date.parse(record.sincronizadoEm) - Date.parse(record.registradoEm);
  const recorded = atFieldTime(record.registradoEm, timeZone, now);
  return gap >= OFFLINE_GAP_MS ? `registrado ${recorded} · sincronizado ${synced}` : recorded;
}

/** What the technician's app recorded on the order: its writes, the checklist, root cause and gas. */
export function OrderFieldRecords({ order }: { order: ServiceOrderDetail }) {
  const { empresa } = useCurrentSession();
  const timeZone = empresa.fusoHorario;
  const now = new Date();
  // The answers to the order's plan activities are shown with them (OrderActivities).
  const carried = new Set(order.atividades.map((activity) => activity.descricao));
  const checklist = order.checklist.filter((answer) => !carried.has(answer.item));
  const empty =
    order.registrosApp.length === 0 && order.checklist.length === 0 && order.fluidos.length === 0;

  return (
    <section className="card field-records" aria-labelledby="order-field-title">
      <h2 id="order-field-title">Registrado em campo</h2>
      {empty ? (
        <p className="muted">Nada registrado pelo aplicativo do técnico nesta ordem até agora.</p>
      ) : (
        <>
          {order.registrosApp.length > 0 && (
            <ol className="timeline field-records__app" aria-label="Registros do aplicativo">
              {order.registrosApp.map((record) => {
                const detail = recordDetail(record);
                return (
                  <li
                    key={record.id}
                    className={`timeline__item timeline__item--${record.tipo}`}
                    data-registro={record.tipo}
                  >
                    <span className="timeline__label">{RECORD_LABELS[record.tipo]}</span>
                    {detail && <span className="field-records__detail">{detail}</span>}
                    <span className="timeline__meta">
                      {record.tecnico} · {recordTiming(record, timeZone, now)}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
          {checklist.length > 0 && (
            <>
              <h3>{carried.size > 0 ? 'Outros itens do checklist' : 'Checklist'}</h3>
              <ul className="field-records__list" aria-label="Checklist">
                {checklist.map((answer) => (
                  <li key={answer.item} className="field-records__answer">
                    <span className="field-records__item">{answer.item}</span>
                    <AnswerBadge answer={answer} />
                    <AnswerNote answer={answer} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {order.causaRaiz && (
            <>
              <h3>Causa raiz</h3>
              <p className="field-records__cause">{order.causaRaiz}</p>
            </>
          )}
          {order.fluidos.length > 0 && (
            <>
              <h3>Fluido refrigerante</h3>
              <ul className="field-records__list" aria-label="Fluido refrigerante">
                {order.fluidos.map((event) => (
                  <li key={event.id} className="field-records__answer">
                    <span className="field-records__item">
                      {FLUID_EVENT_KIND_LABELS[event.tipoEvento]} de {formatKg(event.quantidadeKg)}{' '}
                      de {event.tipoGas} em {formatCalendarDate(event.dataEvento)}
                    </span>
                    <span className="field-records__note">
                      {event.registradoPor ?? 'Integração'} · registrado{' '}
                      {atFieldTime(event.registradoEm, timeZone, now)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
