import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { formatDateTime, formatDuration, plural } from '../../../lib/format';
import { useEntityMap } from '../../entities/hooks/use-entities';
import { importHistoryApi } from '../api/import-history.api';
import { useImportBatch } from '../hooks/use-import-batch';
import { BatchCounts } from './batch-counts';
import { BatchRows } from './batch-rows';

const BACK = { to: '/integracoes/importacoes', label: 'Histórico' };

export function BatchDetailPage() {
  const { loteId = '' } = useParams();
  const batch = useImportBatch(loteId);
  const registry = useEntityMap();

  if (batch.isPending) return <LoadingState label="Carregando lote…" />;
  if (batch.isError) {
    return (
      <section className="page">
        <PageHeader title="Lote de importação" back={BACK} />
        <div className="card">
          <ErrorState error={batch.error} onRetry={() => batch.refetch()} />
        </div>
      </section>
    );
  }

  const detail = batch.data;
  const entity = registry.get(detail.entidade);
  const downloads = detail.recusadas > 0 && (
    <>
      <a className="button" href={importHistoryApi.rejectedRowsUrl(detail.loteId, 'csv')} download>
        Baixar linhas recusadas (CSV)
      </a>
      <a className="button" href={importHistoryApi.rejectedRowsUrl(detail.loteId, 'xlsx')} download>
        Baixar linhas recusadas (XLSX)
      </a>
    </>
  );

  return (
    <section className="page">
      <PageHeader
        back={BACK}
        title={`Lote de ${entity?.nome ?? detail.entidade}`}
        actions={downloads}
      />
      <dl className="summary-list summary-list--inline">
        <div>
          <dt>Recebido em</dt>
          <dd>{formatDateTime(detail.criadoEm)}</dd>
        </div>
        <div>
          <dt>Origem</dt>
          <dd>{detail.origem}</dd>
        </div>
        <div>
          <dt>Entidade</dt>
          <dd>
            <code className="mono">{detail.entidade}</code>
          </dd>
        </div>
        <div>
          <dt>Modo</dt>
          <dd>{detail.modo}</dd>
        </div>
        <div>
          <dt>Duração</dt>
          <dd>{formatDuration(detail.duracaoMs)}</dd>
        </div>
        {detail.ip && (
          <div>
            <dt>Endereço IP</dt>
            <dd>{detail.ip}</dd>
          </div>
        )}
      </dl>
      <BatchCounts batch={detail} />

      <h2 className="section-title">Linhas recusadas, com aviso ou duplicadas</h2>
      {detail.linhas.length === 0 ? (
        <div className="card">
          <EmptyState title="Nenhuma linha com problema">
            {detail.totalLinhas === 1
              ? 'A única linha deste lote foi gravada sem recusa nem aviso.'
              : `As ${plural(detail.totalLinhas, 'linha', 'linhas')} deste lote foram gravadas sem recusas nem avisos.`}
          </EmptyState>
        </div>
      ) : (
        <BatchRows rows={detail.linhas} entity={entity} />
      )}
    </section>
  );
}
