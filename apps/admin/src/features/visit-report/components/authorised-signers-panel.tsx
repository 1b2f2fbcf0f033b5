import { useForm } from 'react-hook-form';
import { DOCUMENT_EDIT_ROLES } from '../../../app/navigation';
import { Form, TextField } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import {
  useAddAuthorisedSigner,
  useAuthorisedSigners,
  useRemoveAuthorisedSigner,
} from '../hooks/use-visit-report';

/**
 * On a client's page: who may sign visit reports for the client besides its portal users.
 * A report signed by someone in neither list carries a warning. ADMIN and SUPERVISOR edit.
 */
export function AuthorisedSignersPanel({ clientId }: { clientId: string }) {
  const { usuario } = useCurrentSession();
  const signers = useAuthorisedSigners(clientId);
  const add = useAddAuthorisedSigner(clientId);
  const remove = useRemoveAuthorisedSigner(clientId);
  const form = useForm({ defaultValues: { nome: '', cargo: '', documento: '' } });
  const canEdit = DOCUMENT_EDIT_ROLES.includes(usuario.papel);
  return (
    <section className="card" aria-labelledby="signers-title" data-assinantes>
      <h2 id="signers-title" className="section-title">
        Assinantes autorizados
      </h2>
      <p className="field__hint">
        Quem pode assinar o relatório de atendimento por este cliente, além dos usuários do portal.
        Um relatório assinado por outra pessoa sai com o aviso “Assinante não consta entre os
        contatos do cliente”.
      </p>
      <QueryView
        query={signers}
        loading="Carregando assinantes…"
        empty={<p className="muted">Nenhum assinante cadastrado.</p>}
      >
        {(rows) => (
          <ul className="client-users">
            {rows.map((signer) => (
              <li key={signer.id} data-assinante={signer.nome}>
                <strong>{signer.nome}</strong>
                {signer.cargo && ` · ${signer.cargo}`}
                {signer.documento && ` · ${signer.documento}`}{' '}
                {canEdit && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(signer.id)}
                  >
                    Remover
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {canEdit && (
        <Form
          form={form}
          label="Novo assinante"
          error={add.error ?? remove.error}
          onSubmit={(draft) =>
            add.mutate(
              {
                nome: draft.nome.trim(),
                cargo: draft.cargo.trim() || null,
                documento: draft.documento.trim() || null,
              },
              { onSuccess: () => form.reset() },
            )
          }
          actions={
            <button type="submit" className="button" disabled={add.isPending}>
              Adicionar assinante
            </button>
          }
        >
          <div className="form__grid">
            <TextField name="nome" label="Nome" />
            <TextField name="cargo" label="Cargo" />
            <TextField name="documento" label="Documento (opcional)" />
          </div>
        </Form>
      )}
    </section>
  );
}
