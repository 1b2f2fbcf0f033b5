import type { ReactNode } from 'react';
import { DOCUMENT_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useDocuments } from '../hooks/use-documents';
import { DocumentsTable } from './documents-table';

interface DocumentsPageProps {
  /** What generates documents (the PMOC's button): the app passes it, as it knows the domains. */
  actions?: ReactNode;
}

export function DocumentsPage({ actions }: DocumentsPageProps) {
  const { usuario } = useCurrentSession();
  const documents = useDocuments();
  const canGenerate = DOCUMENT_EDIT_ROLES.includes(usuario.papel);

  return (
    <section className="page">
      <PageHeader
        title="Documentos"
        lead="Documentos formais da empresa, como o PMOC de cada contrato. Cada edição salva uma nova versão; uma assinatura vale para a versão exata que foi assinada."
        actions={actions}
      />
      <div className="card card--flush">
        <QueryView
          query={documents}
          loading="Carregando documentos…"
          empty={
            <EmptyState title="Nenhum documento ainda">
              {canGenerate
                ? 'O PMOC de um contrato é gerado a partir dos equipamentos e do cronograma do ano: use “Gerar PMOC”.'
                : 'Os PMOCs dos contratos aparecem aqui quando um supervisor ou administrador os gera.'}
            </EmptyState>
          }
        >
          {(rows) => <DocumentsTable documents={rows} />}
        </QueryView>
      </div>
    </section>
  );
}
