import { useState } from 'react';
import type { TechnicianOrderDetail } from '@campo/contracts';
import { fieldStore } from '../offline/field-store';
import type { FieldActionKind } from '../offline/outbox-types';

/**
 * Records an action on the phone. `saved` turns true once IndexedDB holds it (it is then
 * safe whatever happens to the signal); `error` says when even the phone could not keep it.
 */
export function useRecord(
  order: Pick<TechnicianOrderDetail, 'id' | 'codigo'>,
  kind: FieldActionKind,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function record(body: Record<string, unknown>, blob?: Blob): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await fieldStore.record(order, kind, body, blob);
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
