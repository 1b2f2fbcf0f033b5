import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import type { DocumentView } from '../api/documents.types';
import { useSignDocument } from '../hooks/use-sign-document';

interface SignButtonProps {
  document: DocumentView;
  /** The user already signed this version: a badge instead of the button. */
  signedByMe: boolean;
  onSigned: () => void;
}

/**
 * "Assinar": asks first, naming the version and its SHA-256, then signs that
 * exact version. Stays mounted once signed (showing a badge) so that the
 * confirmation can close and report.
 */
export function SignButton({ document, signedByMe, onSigned }: SignButtonProps) {
  const sign = useSignDocument(document.id);
  const [confirming, setConfirming] = useState(false);

  function close() {
    sign.reset();
    setConfirming(false);
  }

  return (
    <>
      {signedByMe ? (
        <span className="badge badge--success">Assinado por você</span>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            sign.reset();
            setConfirming(true);
          }}
        >
          Assinar
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={`Assinar a versão ${document.versao}?`}
          confirmLabel={sign.isPending ? 'Assinando…' : `Assinar a versão ${document.versao}`}
          busy={sign.isPending}
          error={sign.isError ? errorMessage(sign.error) : undefined}
          onCancel={close}
          onConfirm={() =>
            sign.mutate(document.versao, {
              onSuccess: () => {
                setConfirming(false);
                onSigned();
              },
            })
          }
        >
          <p>
            Você vai assinar <strong>{document.titulo}</strong>, versão {document.versao},
            exatamente como está. A assinatura registra o seu nome, a data e o SHA-256 desta versão:
          </p>
          <code className="hash hash--block" data-testid="sha256-assinado">
            {document.sha256}
          </code>
          <p>
            Se o documento for editado depois, a nova versão fica sem assinatura; esta continua
            assinada.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
