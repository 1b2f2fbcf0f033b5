import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '../../../components/form';
import { LOGIN_PATH } from '../../auth/login-path';
import { PublicCard } from '../../auth/components/public-card';
import { useSetPassword } from '../hooks/use-set-password';
import { NewPasswordFields } from '../password-hint';

/** The token from the link's fragment (`#token=…`), read once and taken out of the address bar. */
function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/** Public page opened from an invitation or reset e-mail: choose a password. */
export function SetPasswordPage() {
  const [token] = useState(takeToken);
  const setPassword = useSetPassword();
  const form = useForm({ defaultValues: { senha: '', confirmacao: '' } });

  return (
    <PublicCard title="Criar senha">
      {!token ? (
        <>
          <p className="alert" role="alert">
            Link incompleto. Abra o link exatamente como veio no e-mail, ou peça um novo.
          </p>
          <Link to="/esqueci-senha">Pedir um novo link</Link>
        </>
      ) : setPassword.isSuccess ? (
        <>
          <p className="notice notice--success" role="status">
            Senha definida. Agora entre com seu e-mail e a nova senha.
          </p>
          <Link to={LOGIN_PATH} className="button button--primary">
            Entrar
          </Link>
        </>
      ) : (
        <Form
          form={form}
          onSubmit={({ senha }) => setPassword.mutate({ token, senha })}
          label="Criar senha"
          className="stack"
          error={setPassword.error}
          submit={{
            label: 'Definir senha',
            busyLabel: 'Definindo…',
            pending: setPassword.isPending,
          }}
        >
          <NewPasswordFields
            name="senha"
            label="Nova senha"
            repeatLabel="Repita a senha"
            focusFirst
          />
        </Form>
      )}
    </PublicCard>
  );
}
