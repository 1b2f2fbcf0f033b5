import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { RECORD_EXPORT_URL } from '../api/privacy.api';
import { useProcessingRecord } from '../hooks/use-privacy';

/** The record of processing (LGPD art. 37) for the ADMIN, with its CSV and JSON files. */
export function ProcessingRecordPage() {
  const record = useProcessingRecord();
  return (
    <section className="page">
      <PageHeader
        title="Registro de tratamento"
        lead="Cada categoria de dado pessoal que o sistema guarda, gerada do próprio modelo de dados: a quem pertence, o papel da empresa, a finalidade, a base legal, onde fica, quem vê e o prazo de guarda."
        actions={
          <>
            <a className="button" href={`${RECORD_EXPORT_URL}?formato=csv`} download>
              Exportar CSV
            </a>
            <a className="button" href={`${RECORD_EXPORT_URL}?formato=json`} download>
              Exportar JSON
            </a>
          </>
        }
      />
      <QueryView query={record} loading="Carregando o registro…">
        {(rows) => (
          <div className="card card--flush">
            <table className="table" data-categorias={rows.length}>
              <thead>
                <tr>
                  <th scope="col">Categoria</th>
                  <th scope="col">Titular</th>
                  <th scope="col">Papel</th>
                  <th scope="col">Finalidade</th>
                  <th scope="col">Base legal</th>
                  <th scope="col">Onde fica</th>
                  <th scope="col">Quem vê</th>
                  <th scope="col">Retenção</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.codigo}>
                    <th scope="row">
                      {row.titulo}
                      {row.sensivel && <span className="badge"> dado sensível</span>}
                    </th>
                    <td>{row.titular}</td>
                    <td>{row.papel === 'CONTROLADORA' ? 'Controladora' : 'Operadora'}</td>
                    <td>{row.finalidade}</td>
                    <td>{row.baseLegal}</td>
                    <td>
                      {row.ondeFica.map((place) => (
                        <code key={place} className="record-place">
                          {place}
                        </code>
                      ))}
                    </td>
                    <td>{row.quemVe}</td>
                    <td>{row.retencao}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
