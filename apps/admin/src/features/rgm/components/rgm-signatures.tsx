import { ROLE_LABELS } from '@campo/contracts';
import { formatShortDateTime } from '../../../lib/format';
import type { RgmView } from '../api/rgm.types';

/** Who released the RGM, the contract's RT, and the client's acknowledgement (a line to sign on paper until then). */
export function RgmSignatures({ rgm }: { rgm: RgmView }) {
  const lead = rgm.snapshot.responsavelTecnico;
  const ack = rgm.cienteCliente;
  return (
    <section className="card rgm-signatures" aria-labelledby="rgm-assinaturas">
      <h2 id="rgm-assinaturas">Assinaturas</h2>
      <dl className="rgm-signatures__grid">
        <div data-assinatura="liberado">
          <dt>Liberado por</dt>
          <dd>
            {rgm.liberadoEm ? (
              <>
                <strong>{rgm.liberadoPor ?? 'Fechamento automático'}</strong>
                {rgm.liberadoPorPapel && <span> · {ROLE_LABELS[rgm.liberadoPorPapel]}</span>}
                <span className="rgm-signatures__sub">{formatShortDateTime(rgm.liberadoEm)}</span>
              </>
            ) : (
              <span className="muted">Ainda não liberado</span>
            )}
          </dd>
        </div>
        {lead && (
          <div data-assinatura="responsavel-tecnico">
            <dt>Responsável técnico</dt>
            <dd>
              <strong>{lead.nome}</strong>
              {lead.registro && <span className="rgm-signatures__sub">{lead.registro}</span>}
              {lead.art && <span className="rgm-signatures__sub">ART {lead.art}</span>}
            </dd>
          </div>
        )}
        <div data-assinatura="cliente">
          <dt>Ciente do cliente</dt>
          <dd>
            {ack ? (
              <>
                <strong>{ack.nome}</strong>
                <span className="rgm-signatures__sub">{formatShortDateTime(ack.em)}</span>
              </>
            ) : (
              <span className="muted">
                Aguardando: o PDF traz uma linha para o cliente assinar no papel.
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
