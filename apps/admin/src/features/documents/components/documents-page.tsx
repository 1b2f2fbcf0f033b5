import { DOCUMENT_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { GeneratePmocButton } from '../../pmoc/components/generate-pmoc-button';
import { useDocuments } from '../hooks/use-documents';
import { DocumentsTable } from './documents-table';

export function DocumentsPage() {
  const { usuario } = useCurrentSession();
  const documents = useDocuments();
  const canGenerate = DOCUMENT_EDIT_ROLES.includes(usuario.papel);

  return (
    <section className="page">
      <PageHeader
        title="Documentos"
        lead="Documentos formais da empresa, como o PMOC de cada contrato. Cada edição salva uma nova versão; uma assinatura vale para a versão exata que foi assinada."
        actions={<GeneratePmocButton />}
      />
      <div className="card card--flush">
        {documents.isPending ? (
          <LoadingState label="Carregando documentos…" />
        ) : documents.isError ? (
          <ErrorState error={documents.error} onRetry={() => documents.refetch()} />
        ) : documents.data.length === 0 ? (
          <EmptyState title="Nenhum documento ainda">
            {canGenerate
              ? 'O PMOC de um contrato é gerado a partir dos equipamentos e do cronograma do ano: use “Gerar PMOC”.'
              : 'Os PMOCs dos contratos aparecem aqui quando um supervisor ou administrador os gera.'}
          </EmptyState>
        ) : (
          <DocumentsTable documents={documents.data} />
        )}
      </div>
    </section>
  );
}
