import { Link } from '../app/router';

export function NotFoundScreen() {
  return (
    <>
      <h1>Página não encontrada</h1>
      <p>
        <Link to="/">Voltar ao início</Link>
      </p>
    </>
  );
}
