import type { DataSubjectQuery, PersonalDataExport, PersonalDataTable } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useDownloadPdf } from '../../pdf/hooks/use-download-pdf';
import { formatDateTime, plural } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { dataSubjectPdfUrl } from '../api/data-rights.api';
import { EraseSubject } from './erase-subject';

const cellText = (value: unknown): string =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * One table's rows about the person, as stored: each row its fields and values (the empty
 * ones left out here; the JSON carries every field).
 */
function TableRows({ table }: { table: PersonalDataTable }) {
  return (
    <div className="personal-data__table">
      <h4>
        <code>{table.tabela}</code>{' '}
        <span className="muted">
          {plural(table.linhas.length, 'linha', 'linhas')}
          {table.truncado && ' (há mais; a exportação traz as primeiras)'}
        </span>
      </h4>
      {table.linhas.map((row, index) => (
        <dl key={index} className="personal-data__row">
          {Object.entries(row)
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([field, value]) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{cellText(value)}</dd>
              </div>
            ))}
        </dl>
      ))}
    </div>
  );
}

/** The export of one person's data, by category with its purpose and legal basis; JSON, PDF and erasure. */
export function PersonalDataExportView({
  subject,
  data,
}: {
  subject: DataSubjectQuery;
  data: PersonalDataExport;
}) {
  const pdf = useDownloadPdf();
  const found = data.categorias.filter((category) => category.tabelas.length > 0);
  const who = subject.email ?? subject.telefone ?? subject.usuarioId ?? '';

  return (
    <section className="card personal-data" aria-labelledby="dados-encontrados">
      <div className="card__title-row">
        <div className="card__header">
          <h2 id="dados-encontrados">Dados de {who}</h2>
          <p className="muted">
            Gerado em {formatDateTime(data.geradoEm)}:{' '}
            {found.length === 0
              ? 'nada encontrado.'
              : `${plural(found.length, 'categoria', 'categorias')} com dados da pessoa. Campos vazios não aparecem aqui; o JSON traz todos.`}
          </p>
        </div>
        <div className="personal-data__actions">
          <button
            type="button"
            className="button"
            onClick={() =>
              saveFile(
                new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
                'dados-do-titular.json',
              )
            }
          >
            Baixar JSON
          </button>
          <button
            type="button"
            className="button"
            disabled={pdf.isPending}
            onClick={() =>
              pdf.mutate({
                url: dataSubjectPdfUrl(subject),
                revision: data.geradoEm,
                fallbackName: 'dados-do-titular.pdf',
              })
            }
          >
            {pdf.isPending ? 'Gerando PDF…' : 'Baixar PDF'}
          </button>
          <EraseSubject subject={subject} />
        </div>
      </div>
      {pdf.isError && (
        <p className="alert" role="alert">
          {errorMessage(pdf.error)}
        </p>
      )}
      {found.map((category) => (
        <section
          key={category.codigo}
          className="personal-data__category"
          aria-labelledby={`titular-${category.codigo}`}
          data-categoria={category.codigo}
        >
          <h3 id={`titular-${category.codigo}`}>{category.titulo}</h3>
          <dl className="personal-data__facts">
            <dt>Finalidade</dt>
            <dd>{category.finalidade}</dd>
            <dt>Base legal</dt>
            <dd>{category.baseLegal}</dd>
          </dl>
          {category.tabelas.map((table) => (
            <TableRows key={table.tabela} table={table} />
          ))}
        </section>
      ))}
      {data.observacoes.length > 0 && (
        <ul className="muted personal-data__notes">
          {data.observacoes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
