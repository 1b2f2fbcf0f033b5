import { useState } from 'react';
import type { RgmAction, RgmView } from '../api/rgm.types';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { recipientsOf } from '../recipients';
import { EmailListField } from './email-list-field';

/** What a workflow step will do, said before it is taken. */
export function RgmConfirmText({
  action,
  rgm,
  onRecipients,
}: {
  action: Exclude<RgmAction, 'recalcular'>;
  rgm: RgmView;
  /** Enviar: the recipients as edited for this sending (the contract's until edited). */
  onRecipients?: (emails: string[]) => void;
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
  return <SendText rgm={rgm} onRecipients={onRecipients} />;
}

/**
 * Who the RGM goes to: the contract's recipients, editable for this sending only (a
 * recipient added or taken off here leaves the contract's list as it is).
 */
function SendText({
  rgm,
  onRecipients,
}: {
  rgm: RgmView;
  onRecipients?: (emails: string[]) => void;
}) {
  const { byId, contracts } = useContractDirectory();
  const [edited, setEdited] = useState<string[] | null>(null);
  if (rgm.consolidado) {
    return (
      <p>
        O aviso do RGM consolidado vai por e-mail para os administradores e supervisores da empresa.
      </p>
    );
  }
  const stored = rgm.contratoId ? recipientsOf(byId.get(rgm.contratoId)?.emailsRgm) : [];
  if (contracts.isPending)
    return <p>O aviso do RGM vai por e-mail para os destinatários do contrato.</p>;
  const recipients = edited ?? stored;
  return (
    <>
      <p>
        O aviso do RGM vai por e-mail, com o PDF, para estes destinatários. Mudá-los aqui vale só
        para este envio; a lista do contrato fica em Fechamento e destinatários.
      </p>
      {stored.length === 0 && edited === null && (
        <p className="notice notice--warning">
          O contrato não tem destinatários de RGM cadastrados: informe ao menos um e-mail abaixo.
        </p>
      )}
      <EmailListField
        value={recipients}
        onChange={(emails) => {
          setEdited(emails);
          onRecipients?.(emails);
        }}
      />
    </>
  );
}
