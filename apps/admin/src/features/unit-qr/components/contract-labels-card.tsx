import { DISPATCH_ROLES } from '@campo/contracts';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { labelSheetUrl } from '../api/unit-qr.api';

/** On the contract's page: the A4 sheet of QR labels of its units in service. */
export function ContractLabelsCard({ contractId }: { contractId: string }) {
  const { usuario } = useCurrentSession();
  if (!DISPATCH_ROLES.includes(usuario.papel)) return null;
  return (
    <section className="card stack" aria-labelledby="contract-labels-title">
      <h2 id="contract-labels-title">Etiquetas QR</h2>
      <p className="muted">
        Uma folha A4 com uma etiqueta por equipamento ativo do contrato (8 por página): o QR code, a
        tag, o setor, o logotipo e o telefone da empresa. Cole cada uma no seu equipamento: quem a
        escanear pode pedir atendimento sem login.
      </p>
      <div>
        <a className="button" href={labelSheetUrl(contractId)} target="_blank" rel="noreferrer">
          Etiquetas QR (PDF)
        </a>
      </div>
    </section>
  );
}
