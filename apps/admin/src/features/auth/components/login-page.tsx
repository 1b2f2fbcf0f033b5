import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Form, TextField } from '../../../components/form';
import { useLogin } from '../hooks/use-login';
import { returnPathFrom } from '../login-path';
import { LoginEmailField } from './login-email-field';
import { PublicCard } from './public-card';

interface Credentials {
  email: string;
  senha: string;
}

export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<Credentials>({ defaultValues: { email: '', senha: '' } });

  const signIn = ({ email, senha }: Credentials) =>
    login.mutate(
      { email: email.trim(), senha },
      { onSuccess: () => void navigate(returnPathFrom(searchParams), { replace: true }) },
    );

  return (
    <PublicCard title="Entrar na administração">
      <Form
        form={form}
        onSubmit={signIn}
        label="Entrar na administração"
        className="stack"
        error={login.error}
        submit={{ label: 'Entrar', busyLabel: 'Entrando…', pending: login.isPending }}
      >
        <LoginEmailField />
        <TextField
          name="senha"
          type="password"
          label="Senha"
          autoComplete="current-password"
          rules={{ required: 'Informe a senha.' }}
        />
      </Form>
      <Link to="/esqueci-senha">Esqueci minha senha</Link>
    </PublicCard>
  );
}
