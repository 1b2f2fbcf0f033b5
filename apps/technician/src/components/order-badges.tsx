import {
  ORDER_PRIORITY_LABELS,
  ORDER_STATE_LABELS,
  type OrderPriority,
  type OrderState,
  ORDER_TYPE_LABELS,
} from '@campo/contracts';

export function StateBadge({ state }: { state: OrderState }) {
  return (
    <span className={`badge badge--${state.toLowerCase()}`} data-situacao={state}>
      {ORDER_STATE_LABELS[state]}
    </span>
  );
}

export function TypeBadge({ type }: { type: string }) {
  const label = (ORDER_TYPE_LABELS as Record<string, string>)[type] ?? type;
  return <span className="badge badge--type">{label}</span>;
}

/** The order's priority (none shown when it has none). */
export function PriorityBadge({ priority }: { priority: OrderPriority | null }) {
  if (!priority) return null;
  return (
    <span
      className={`badge badge--prioridade-${priority.toLowerCase()}`}
      data-prioridade={priority}
    >
      {ORDER_PRIORITY_LABELS[priority]}
    </span>
  );
}
