import { DataTable } from '../../../components/data-table';
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
      <DataTable
        className="table--dense"
        rows={INGESTION_ERRORS}
        rowKey={(error) => error.codigo}
        columns={[
          { key: 'http', label: 'HTTP', card: 'state', cell: (error) => error.http },
          {
            key: 'codigo',
            label: 'Código',
            card: 'title',
            cell: (error) => <code className="mono">{error.codigo}</code>,
          },
          { key: 'quando', label: 'Quando', cell: (error) => error.quando },
          { key: 'fazer', label: 'O que fazer', cell: (error) => error.fazer },
        ]}
      />
    </section>
  );
}
