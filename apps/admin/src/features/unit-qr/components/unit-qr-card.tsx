import { DISPATCH_ROLES } from '@campo/contracts';
import { useState } from 'react';
import { MutationDialog } from '../../../components/mutation-dialog';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useQrImage, useRegenerateUnitQr, useUnitQr } from '../hooks/use-unit-qr';

/**
 * The unit's QR code on its record page: the code, the public page it opens, and (for
 * supervisors) a new code when a label was lost or copied: the old one stops working.
 */
export function UnitQrCard({ equipmentId }: { equipmentId: string }) {
  const { usuario } = useCurrentSession();
  const qr = useUnitQr(equipmentId);
  const image = useQrImage(qr.data?.url);
  const regenerate = useRegenerateUnitQr(equipmentId);
  const [confirming, setConfirming] = useState(false);
  const [renewed, setRenewed] = useState(false);
  const canRegenerate = DISPATCH_ROLES.includes(usuario.papel);

  return (
    <section className="card stack unit-qr" aria-labelledby="unit-qr-title">
      <h2 id="unit-qr-title">QR code</h2>
      <QueryView query={qr}>
        {(data) => (
          <div className="unit-qr__body">
            {image && <img className="unit-qr__image" src={image} alt="QR code do equipamento" />}
            <div className="stack">
              <p className="muted">
                Quem aponta a câmera para a etiqueta vê o equipamento (tag, setor, última visita) e
                pode pedir atendimento sem login. As etiquetas de todos os equipamentos saem em
                folha A4 na página do contrato.
              </p>
              <p>
                <a href={data.url} target="_blank" rel="noreferrer" className="mono unit-qr__url">
                  {data.url}
                </a>
              </p>
              {renewed && (
                <p className="saved" role="status">
                  ✓ Novo código gerado. Imprima e cole a nova etiqueta: a antiga não funciona mais.
                </p>
              )}
              {canRegenerate && (
                <div>
                  <button
                    type="button"
                    className="button button--danger-outline"
                    onClick={() => setConfirming(true)}
                  >
                    Gerar novo código
                  </button>
                </div>
              )}
            </div>
          </div>
        )}
      </QueryView>
      {confirming && (
        <MutationDialog
          title="Gerar um novo QR code?"
          confirmLabel="Gerar novo código"
          busyLabel="Gerando…"
          mutation={regenerate}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            regenerate.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                setRenewed(true);
              },
            })
          }
        >
          <p>
            A etiqueta colada hoje deixa de funcionar na hora: quem a escanear verá “QR code não
            reconhecido”. Use quando uma etiqueta foi perdida, copiada ou colada no equipamento
            errado.
          </p>
        </MutationDialog>
      )}
    </section>
  );
}
