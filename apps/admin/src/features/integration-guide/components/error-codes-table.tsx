import { INGESTION_ERRORS } from '../error-codes';

export function ErrorCodesTable() {
  return (
    <section className="card guide-section" aria-labelledby="errors-title">
      <h2 id="errors-title">Erros</h2>
      <p>
        Todo erro vem como <code>{'{"sucesso": false, "codigo": "…", "erro": "…"}'}</code>:{' '}
        <code>codigo</code> é estável (para o seu programa) e <code>erro</code> é texto para logs.
        Recusas de linhas não são erros HTTP: o lote volta 200 e a linha vem com{' '}
        <code>status: &quot;ERRO&quot;</code>.
      </p>
      <div className="table-wrap">
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">HTTP</th>
              <th scope="col">Código</th>
              <th scope="col">Quando</th>
              <th scope="col">O que fazer</th>
            </tr>
          </thead>
          <tbody>
            {INGESTION_ERRORS.map((error) => (
              <tr key={error.codigo}>
                <td>{error.http}</td>
                <td>
                  <code className="mono">{error.codigo}</code>
                </td>
                <td>{error.quando}</td>
                <td>{error.fazer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
