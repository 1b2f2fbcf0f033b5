import { type FormEvent, useId, useState } from 'react';
import { MutationDialog } from '../../../components/mutation-dialog';
import type { DocumentView } from '../api/documents.types';
import { useSignDocument } from '../hooks/use-sign-document';
import { BlankList } from './signing-rule-card';

interface SignButtonProps {
  document: DocumentView;
  /** Who is signed in: a document whose type names its signer is signed by that person only. */
  userId: string;
  /** The user already signed this version: a badge instead of the button. */
  signedByMe: boolean;
  onSigned: () => void;
}

/**
 * "Assinar": asks first, naming the version and its SHA-256 (and, when the
 * document's rule asks, the password again and no blanks left), then signs that
 * exact version. Shown only to whoever may sign; the signing-rule card says who
 * that is. Stays mounted once signed (showing a badge) so that the confirmation
 * can close and report.
 */
export function SignButton({ document, userId, signedByMe, onSigned }: SignButtonProps) {
  const sign = useSignDocument(document.id);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const rule = document.regraAssinatura;
  const maySign = !rule.impedimento && (!rule.signatario || rule.signatario.usuarioId === userId);
  const incomplete = rule.pendencias.length > 0;

  function close() {
    sign.reset();
    setPassword('');
    setConfirming(false);
  }

  function submit() {
    if (incomplete || (rule.exigeSenha && !password)) return;
    sign.mutate(
      { versao: document.versao, ...(rule.exigeSenha ? { senha: password } : {}) },
      {
        onSuccess: () => {
          setPassword('');
          setConfirming(false);
          onSigned();
        },
      },
    );
  }

  if (signedByMe) return <span className="badge badge--success">Assinado por você</span>;
  if (!maySign) return null;
  return (
    <>
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
      {confirming && (
        <MutationDialog
          title={`Assinar a versão ${document.versao}?`}
          confirmLabel={`Assinar a versão ${document.versao}`}
          busyLabel="Assinando…"
          mutation={sign}
          confirmDisabled={incomplete || (rule.exigeSenha && !password)}
          onCancel={close}
          onConfirm={submit}
        >
          {incomplete ? (
            <div className="sign-blocked" data-testid="assinatura-pendencias">
              <p>
                <strong>Esta versão ainda tem campos a preencher</strong> e não pode ser assinada.
                Edite o documento, preencha e salve; depois assine a nova versão.
              </p>
              <BlankList blanks={rule.pendencias} />
            </div>
          ) : (
            <>
              <p>
                Você vai assinar <strong>{document.titulo}</strong>, versão {document.versao},
                exatamente como está. A assinatura registra o seu nome, a data e o SHA-256 desta
                versão:
              </p>
              <code className="hash hash--block" data-testid="sha256-assinado">
                {document.sha256}
              </code>
              {rule.signatario && (
                <>
                  <p>Ela declara também:</p>
                  <ul className="blank-list" data-testid="assinatura-qualificacao">
                    {rule.signatario.qualificacao.map((fact) => (
                      <li key={fact.rotulo}>
                        {fact.rotulo}: <strong>{fact.valor}</strong>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <p>
                Se o documento for editado depois, a nova versão fica sem assinatura; esta continua
                assinada.
              </p>
              {rule.exigeSenha && (
                <form
                  className="stack"
                  onSubmit={(event: FormEvent) => {
                    event.preventDefault();
                    submit();
                  }}
                >
                  <label className="field" htmlFor={passwordId}>
                    <span>Confirme com a sua senha</span>
                    <input
                      id={passwordId}
                      name="senha"
                      type="password"
                      autoComplete="current-password"
                      required
                      value={password}
                      onChange={(event) => setPassword(event.target.value)}
                    />
                  </label>
                </form>
              )}
            </>
          )}
        </MutationDialog>
      )}
    </>
  );
}
