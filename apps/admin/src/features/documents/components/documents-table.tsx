import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { formatShortDateTime } from '../../../lib/format';
import type { DocumentSummary } from '../api/documents.types';
import { documentTypeLabel } from '../document-format';
import { SignedBadge } from './signed-badge';

/** The company's documents; below 720 px each one is a card, its signature state in view. */
export function DocumentsTable({ documents }: { documents: readonly DocumentSummary[] }) {
  return (
    <DataTable<DocumentSummary>
      rows={documents}
      rowKey={(document) => document.id}
      rowProps={(document) => ({ 'data-documento-id': document.id })}
      columns={[
        {
          key: 'tipo',
          label: 'Tipo',
          cell: (document) => (
            <span className="badge badge--neutral">{documentTypeLabel(document.tipo)}</span>
          ),
        },
        {
          key: 'titulo',
          label: 'Título',
          card: 'title',
          cell: (document) => (
            <Link to={`/documentos/${document.id}`} className="table__title">
              {document.titulo}
            </Link>
          ),
        },
        { key: 'versao', label: 'Versão', numeric: true, cell: (document) => document.versao },
        {
          key: 'assinatura',
          label: 'Assinatura',
          card: 'state',
          cell: (document) => <SignedBadge signed={document.assinado} />,
        },
        {
          key: 'atualizado',
          label: 'Atualizado em',
          className: 'nowrap',
          cell: (document) => formatShortDateTime(document.atualizadoEm),
        },
      ]}
    />
  );
}
