import { ROLE_LABELS } from '@campo/contracts';
import { useForm } from 'react-hook-form';
import { Form, TextField } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useChangePassword } from '../hooks/use-change-password';
import { NewPasswordFields } from '../password-hint';

/** The signed-in user's own account: who they are, and their password. */
export function MyAccountPage() {
  const { usuario, empresa } = useCurrentSession();
  const change = useChangePassword();
  const form = useForm({ defaultValues: { senhaAtual: '', novaSenha: '', confirmacao: '' } });

  const save = ({ senhaAtual, novaSenha }: { senhaAtual: string; novaSenha: string }) =>
    change.mutate({ senhaAtual, novaSenha }, { onSuccess: () => form.reset() });

  return (
    <section className="page page--narrow">
      <PageHeader title="Minha conta" />
      <dl className="card summary-list">
        <dt>Nome</dt>
        <dd>{usuario.nome}</dd>
        <dt>E-mail</dt>
        <dd>{usuario.email}</dd>
        <dt>Perfil</dt>
        <dd>{ROLE_LABELS[usuario.papel]}</dd>
        <dt>Empresa</dt>
        <dd>{empresa.nome}</dd>
      </dl>
      <Form
        form={form}
        onSubmit={save}
        label="Trocar senha"
        className="card form"
        error={change.error}
        submit={{ label: 'Trocar senha', busyLabel: 'Trocando…', pending: change.isPending }}
      >
        <h2 className="section-title">Trocar senha</h2>
        <TextField
          name="senhaAtual"
          type="password"
          label="Senha atual"
          autoComplete="current-password"
          rules={{ required: 'Informe a senha atual.' }}
        />
        <NewPasswordFields name="novaSenha" label="Nova senha" repeatLabel="Repita a nova senha" />
        {change.isSuccess && (
          <p className="notice notice--success" role="status">
            Senha trocada. Se você estava conectado em outro computador ou celular, aquela sessão
            foi encerrada.
          </p>
        )}
      </Form>
    </section>
  );
}
