import { ROLE_LABELS } from '@campo/contracts';
import { useCurrentSession } from '../../auth/hooks/use-current-session';

export function HomePage() {
  const { usuario, empresa } = useCurrentSession();
  const firstName = usuario.nome.split(' ')[0];

  return (
    <section className="page">
      <h1>Olá, {firstName}!</h1>
      <p className="page__lead">Boas-vindas à administração do Campo.</p>
      <dl className="facts">
        <div>
          <dt>Empresa</dt>
          <dd>{empresa.nome}</dd>
        </div>
        <div>
          <dt>Perfil</dt>
          <dd>{ROLE_LABELS[usuario.papel]}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{usuario.email}</dd>
        </div>
      </dl>
    </section>
  );
}
