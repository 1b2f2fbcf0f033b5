import type { RgmAction, RgmView } from '../api/rgm.types';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { recipientsOf } from '../recipients';

/** What a workflow step will do, said before it is taken. */
export function RgmConfirmText({
  action,
  rgm,
}: {
  action: Exclude<RgmAction, 'recalcular'>;
  rgm: RgmView;
}) {
  if (action === 'liberar') {
    return (
      <>
        <p>
          Os números ficam <strong>congelados</strong>: mudanças posteriores nas ordens de serviço
          não alteram este RGM, e ele não pode mais ser recalculado.
        </p>
        <p>
          Depois de liberado, o RGM pode ser enviado aos destinatários. Só um administrador pode
          reabri-lo.
        </p>
      </>
    );
  }
  if (action === 'reabrir') {
    return (
      <>
        <p>
          O RGM volta a <strong>rascunho</strong> e pode ser recalculado com os dados atuais. A
          reabertura fica registrada no histórico, com o seu nome.
        </p>
        {rgm.estado === 'enviado' && (
          <p>
            Os destinatários já receberam a versão enviada; um novo envio será preciso depois de
            liberá-lo.
          </p>
        )}
      </>
    );
  }
  return <SendText rgm={rgm} />;
}

function SendText({ rgm }: { rgm: RgmView }) {
  const { byId, contracts } = useContractDirectory();
  if (rgm.consolidado) {
    return (
      <p>
        O aviso do RGM consolidado vai por e-mail para os administradores e supervisores da empresa.
      </p>
    );
  }
  const recipients = rgm.contratoId ? recipientsOf(byId.get(rgm.contratoId)?.emailsRgm) : [];
  if (contracts.isPending)
    return <p>O aviso do RGM vai por e-mail para os destinatários do contrato.</p>;
  if (recipients.length === 0) {
    return (
      <p className="notice notice--warning">
        O contrato não tem destinatários de RGM cadastrados: o envio será recusado. Um administrador
        pode cadastrá-los em Fechamento e destinatários.
      </p>
    );
  }
  return (
    <>
      <p>O aviso do RGM vai por e-mail para:</p>
      <ul className="chips" aria-label="Destinatários">
        {recipients.map((email) => (
          <li key={email} className="chip">
            {email}
          </li>
        ))}
      </ul>
    </>
  );
}
