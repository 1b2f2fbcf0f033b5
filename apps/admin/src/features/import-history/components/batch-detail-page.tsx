import type { ImportBatchDetail } from '@campo/contracts';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { RecordQueryView } from '../../../components/query-view';
import { Fact, SummaryList } from '../../../components/summary-list';
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

  return (
    <RecordQueryView
      query={batch}
      loading="Carregando lote…"
      title="Lote de importação"
      back={BACK}
    >
      {(detail) => <BatchDetail detail={detail} />}
    </RecordQueryView>
  );
}

function BatchDetail({ detail }: { detail: ImportBatchDetail }) {
  const registry = useEntityMap();
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
      <SummaryList>
        <Fact label="Recebido em">{formatDateTime(detail.criadoEm)}</Fact>
        <Fact label="Origem">{detail.origem}</Fact>
        <Fact label="Entidade">
          <code className="mono">{detail.entidade}</code>
        </Fact>
        <Fact label="Modo">{detail.modo}</Fact>
        <Fact label="Duração">{formatDuration(detail.duracaoMs)}</Fact>
        {detail.ip && <Fact label="Endereço IP">{detail.ip}</Fact>}
      </SummaryList>
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
