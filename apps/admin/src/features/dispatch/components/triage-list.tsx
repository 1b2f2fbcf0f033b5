import {
  type DispatchTriageQuery,
  ORDER_PRIORITIES,
  ORDER_PRIORITY_LABELS,
  ORDER_TYPES,
  ORDER_TYPE_LABELS,
  orderDeadline,
  type OrderPriority,
  type OrderType,
  type ServiceOrderSummary,
  TRIAGE_PRIORITY_ORDER,
} from '@campo/contracts';
import { useDraggable } from '@dnd-kit/core';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/select-field';
import { QueryView } from '../../../components/query-view';
import { formatShortDateTime } from '../../../lib/format';
import { contractOptions } from '../../contracts/contract-options';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { typeLabel } from '../../orders/order-format';
import type { DragSource } from '../agenda';
import { useDispatchTriage } from '../hooks/use-dispatch-triage';
import { orderPlace } from '../order-place';

const PRIORITY_TONES: Record<OrderPriority, string> = {
  URGENTE: 'badge--danger',
  ALTA: 'badge--warning',
  MEDIA: '',
  BAIXA: 'badge--neutral',
};

/** The triage's filters, kept in the address (a link shares the same view). */
export function useTriageQuery(): [DispatchTriageQuery, (next: DispatchTriageQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query: DispatchTriageQuery = {
    prioridade: (params.get('prioridade') as OrderPriority) || undefined,
    contratoId: params.get('contratoId') || undefined,
    tipo: (params.get('tipo') as OrderType) || undefined,
  };
  const set = (next: DispatchTriageQuery) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  return [query, set];
}

/** The orders without a technician, most urgent first, each ready to drag or to "Agendar…". */
export function TriageList({ onSchedule }: { onSchedule: (order: ServiceOrderSummary) => void }) {
  const [query, setQuery] = useTriageQuery();
  const triage = useDispatchTriage(query);
  const directory = useContractDirectory();
  const filtered = Boolean(query.prioridade || query.contratoId || query.tipo);
  return (
    <section className="card triage" aria-labelledby="unassigned-title">
      <h2 id="unassigned-title">
        Sem técnico{triage.data ? ` (${triage.data.itens.length})` : ''}
      </h2>
      <p className="muted triage__lead">
        Por prioridade e prazo. Arraste para a agenda de um técnico ou use “Agendar…”.
      </p>
      <div className="triage__filters">
        <SelectField
          label="Prioridade"
          name="prioridade"
          value={query.prioridade ?? ''}
          allLabel="Todas"
          options={ORDER_PRIORITIES.slice()
            .sort((a, b) => TRIAGE_PRIORITY_ORDER.indexOf(a) - TRIAGE_PRIORITY_ORDER.indexOf(b))
            .map((value) => ({ value, label: ORDER_PRIORITY_LABELS[value] }))}
          onChange={(value) =>
            setQuery({ ...query, prioridade: (value as OrderPriority) || undefined })
          }
        />
        <SelectField
          label="Contrato"
          name="contratoId"
          value={query.contratoId ?? ''}
          allLabel="Todos"
          options={contractOptions(directory.entries)}
          onChange={(value) => setQuery({ ...query, contratoId: value || undefined })}
        />
        <SelectField
          label="Tipo"
          name="tipo"
          value={query.tipo ?? ''}
          allLabel="Todos"
          options={ORDER_TYPES.map((value) => ({ value, label: ORDER_TYPE_LABELS[value] }))}
          onChange={(value) => setQuery({ ...query, tipo: (value as OrderType) || undefined })}
        />
      </div>
      <QueryView
        query={triage}
        loading="Carregando as ordens sem técnico…"
        empty={
          <p className="muted">
            {filtered
              ? 'Nenhuma ordem sem técnico com estes filtros.'
              : 'Todas as ordens em aberto têm técnico.'}
          </p>
        }
      >
        {(data) => (
          <ul className="dispatch-list" aria-busy={triage.isPlaceholderData}>
            {data.itens.map((order) => (
              <TriageItem key={order.id} order={order} onSchedule={onSchedule} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function TriageItem({
  order,
  onSchedule,
}: {
  order: ServiceOrderSummary;
  onSchedule: (order: ServiceOrderSummary) => void;
}) {
  const source: DragSource = { ordemId: order.id, codigo: order.codigo, deTecnicoId: null };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `triagem|${order.id}`,
    data: source,
  });
  const place = orderPlace(order);
  const deadline = orderDeadline(order);
  return (
    <li
      ref={setNodeRef}
      className={`dispatch-list__item triage-item${isDragging ? ' is-dragging' : ''}`}
      data-ordem-id={order.id}
      data-prioridade={order.prioridade ?? ''}
    >
      <button
        type="button"
        className="drag-handle"
        aria-label={`Arrastar ${order.codigo} para a agenda`}
        {...listeners}
        {...attributes}
      >
        ⠿
      </button>
      <span className="dispatch-list__order">
        <span className="triage-item__top">
          {order.prioridade ? (
            <span className={`badge ${PRIORITY_TONES[order.prioridade]}`} data-prioridade-badge>
              {ORDER_PRIORITY_LABELS[order.prioridade]}
            </span>
          ) : (
            <span className="badge badge--neutral">Sem prioridade</span>
          )}
          <Link to={`/ordens/${order.id}`} className="table__strong">
            {order.codigo}
          </Link>
          <span className="table__sub">{typeLabel(order.tipo)}</span>
        </span>
        <span className="triage-item__where">
          {order.cliente ?? order.contrato.codigo} · <strong>{place.unidade}</strong>
          {place.local ? ` · ${place.local}` : ''}
        </span>
        {order.descricao && <span className="table__sub triage-item__what">{order.descricao}</span>}
        <span className="table__sub" data-prazo>
          {deadline ? `${deadline.rotulo} ${formatShortDateTime(deadline.em)}` : 'Sem prazo'}
          {order.sla.atrasada && (
            <>
              {' '}
              <span className="badge badge--danger badge--tiny">Atrasada</span>
            </>
          )}
        </span>
        <span>
          <button type="button" className="button button--small" onClick={() => onSchedule(order)}>
            Agendar…
          </button>
        </span>
      </span>
    </li>
  );
}
