import { useState } from 'react';
import type { TechnicianOrderDetail } from '@campo/contracts';
import { fieldStore } from '../offline/field-store';
import type { CorrectionTarget, FieldActionKind } from '../offline/outbox-types';

/**
 * Records an action on the phone. `saved` turns true once IndexedDB holds it (it is then
 * safe whatever happens to the signal); `error` says when even the phone could not keep it.
 * With a `target`, the body corrects that entry of the visit report instead (rewritten in
 * the outbox while it waits, else queued as a correction).
 */
export function useRecord(
  order: Pick<TechnicianOrderDetail, 'id' | 'codigo'>,
  kind: FieldActionKind,
  target?: CorrectionTarget,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function record(body: Record<string, unknown>, blob?: Blob): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      if (target) await fieldStore.correct(order, target, body);
      else await fieldStore.record(order, kind, body, blob);
      setSaved(true);
      return true;
    } catch (failure) {
      setError(
        `Não foi possível guardar no aparelho: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { record, busy, error, saved };
}
