import { lazy, Suspense } from 'react';
import {
  greetingName,
  ROLE_LABELS,
  TECHNICIAN_APP_PATH,
  TECHNICIAN_APP_ROLES,
} from '@campo/contracts';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/query-states';
import { pagesFor } from '../../../app/navigation';
import { useCurrentSession } from '../../auth/hooks/use-current-session';

// What needs attention loads on demand: the initial script stays as small as it was.
const HomeOverview = lazy(() =>
  import('./home-overview').then((module) => ({ default: module.HomeOverview })),
);

export function HomePage() {
  const { usuario, empresa } = useCurrentSession();
  const firstName = greetingName(usuario.nome);
  const shortcuts = pagesFor(usuario.papel).filter((page) => page.description);

  return (
    <section className="page">
      <h1>Olá, {firstName}!</h1>
      <p className="page__lead">
        {empresa.nome} · {ROLE_LABELS[usuario.papel]}. Abaixo, o que está esperando por você.
      </p>

      {TECHNICIAN_APP_ROLES.includes(usuario.papel) && (
        <aside className="card home-app" aria-labelledby="app-tecnico">
          <h2 id="app-tecnico">Aplicativo do técnico</h2>
          <p>
            Suas ordens do dia, o atendimento, o checklist e o fluido refrigerante ficam no
            aplicativo, que funciona sem sinal. Abra-o no celular e use “Adicionar à tela inicial”.
          </p>
          <a className="button button--primary" href={`${TECHNICIAN_APP_PATH}/`}>
            Abrir o aplicativo
          </a>
        </aside>
      )}

      <Suspense fallback={<LoadingState label="Verificando pendências…" />}>
        <HomeOverview />
      </Suspense>

      {shortcuts.length > 0 && (
        <>
          <h2 className="section-title">Atalhos</h2>
          <div className="tile-grid">
            {shortcuts.map((page) => (
              <Link key={page.path} to={page.path} className="tile">
                {page.group && <span className="tile__eyebrow">{page.group}</span>}
                <span className="tile__title">{page.label}</span>
                <span className="tile__text">{page.description}</span>
              </Link>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
