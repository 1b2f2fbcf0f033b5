import type { FieldAction } from './outbox-types';

let seq = 0;

/** Unit specs only: a record of order o1 as the outbox holds it, numbered in the order made. */
export function action(
  kind: FieldAction['kind'],
  body: Record<string, unknown>,
  state: FieldAction['state'] = 'PENDENTE',
  target?: FieldAction['target'],
): FieldAction {
  seq += 1;
  return {
    seq,
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    userId: 'u1',
    orderId: 'o1',
    orderCode: 'APP-2026-000001',
    kind,
    body: { id: `id-${seq}`, ...body },
    createdAt: '2026-11-24T12:00:00.000Z',
    state,
    attempts: 0,
    refusal:
      state === 'RECUSADO' ? { status: 409, codigo: 'ORDEM_CANCELADA', erro: 'cancelada' } : null,
    ...(target ? { target } : {}),
  };
}
