import { Link } from 'react-router';
import { formatShortDateTime } from '../../../lib/format';
import type { DocumentSummary } from '../api/documents.types';
import { documentTypeLabel } from '../document-format';
import { SignedBadge } from './signed-badge';

export function DocumentsTable({ documents }: { documents: readonly DocumentSummary[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Título</th>
            <th scope="col" className="num">
              Versão
            </th>
            <th scope="col">Assinatura</th>
            <th scope="col">Atualizado em</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} data-documento-id={document.id}>
              <td>
                <span className="badge badge--neutral">{documentTypeLabel(document.tipo)}</span>
              </td>
              <td>
                <Link to={`/documentos/${document.id}`} className="table__title">
                  {document.titulo}
                </Link>
              </td>
              <td className="num">{document.versao}</td>
              <td>
                <SignedBadge signed={document.assinado} />
              </td>
              <td className="nowrap">{formatShortDateTime(document.atualizadoEm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
