import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="status-page">
      <h1>Página não encontrada</h1>
      <p>O endereço que você abriu não existe ou foi movido.</p>
      <Link to="/">Voltar ao início</Link>
    </section>
  );
}

/** Shown instead of a route whose rendering failed. */
export function RouteErrorPage() {
  return (
    <main className="status-page">
      <h1>Algo deu errado</h1>
      <p>Não foi possível mostrar esta página. Recarregue para tentar de novo.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Recarregar
      </button>
    </main>
  );
}
