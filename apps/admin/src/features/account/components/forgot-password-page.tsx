import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '../../../components/form';
import { LOGIN_PATH } from '../../auth/login-path';
import { LoginEmailField } from '../../auth/components/login-email-field';
import { PublicCard } from '../../auth/components/public-card';
import { useForgotPassword } from '../hooks/use-forgot-password';

/** Public page: ask for a link to choose a new password. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm({ defaultValues: { email: '' } });

  return (
    <PublicCard title="Esqueci minha senha">
      {forgot.isSuccess ? (
        <p className="notice notice--success" role="status">
          Se este e-mail for de um usuário ativo, enviamos a ele um link para criar uma nova senha.
          O link vale por 1 hora. Não chegou? Veja a caixa de spam ou fale com o administrador da
          empresa.
        </p>
      ) : (
        <Form
          form={form}
          onSubmit={({ email }) => forgot.mutate({ email: email.trim() })}
          label="Pedir um link para criar uma nova senha"
          className="stack"
          error={forgot.error}
          submit={{ label: 'Enviar link', busyLabel: 'Enviando…', pending: forgot.isPending }}
        >
          <p className="muted">
            Informe seu e-mail de login e enviaremos um link para criar uma nova senha.
          </p>
          <LoginEmailField />
        </Form>
      )}
      <Link to={LOGIN_PATH}>Voltar ao login</Link>
    </PublicCard>
  );
}
