import type { CorrectionTarget, FieldAction } from './outbox-types';

/**
 * How a correction of an entry reaches the server: an entry still waiting in the
 * outbox has its queued body rewritten (same id, no extra request); one already sent
 * (or refused) is corrected by a queued `correcao`, sent after it.
 */
export function planCorrection(
  actions: readonly FieldAction[],
  target: CorrectionTarget,
  body: Record<string, unknown>,
): { rewrite: FieldAction } | { queue: true } {
  const queued = waiting(actions, target);
  return queued ? { rewrite: { ...queued, body: { ...body, id: queued.id } } } : { queue: true };
}

/**
 * How a removal reaches the server: an entry still waiting leaves the outbox (nothing
 * of it was sent); one already sent gets a queued `exclusao`. Either way, corrections
 * still waiting for it are dropped: they would change what is removed.
 */
export function planRemoval(
  actions: readonly FieldAction[],
  target: CorrectionTarget,
): { drop: number[]; queue: boolean } {
  const queued = waiting(actions, target);
  const corrections = actions.filter(
    (action) =>
      action.kind === 'correcao' && action.target?.id === target.id && action.state === 'PENDENTE',
  );
  return {
    drop: [...(queued ? [queued] : []), ...corrections].flatMap((action) =>
      action.seq === undefined ? [] : [action.seq],
    ),
    queue: !queued,
  };
}

const waiting = (actions: readonly FieldAction[], target: CorrectionTarget) =>
  actions.find((action) => action.id === target.id && action.state === 'PENDENTE');
