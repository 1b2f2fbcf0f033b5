import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { useReadableEntities } from '../hooks/use-readable-entities';
import { useRecord } from '../hooks/use-record';
import { formatRecordValue, recordColumns } from '../record-values';

export function RecordDetailPage() {
  const { entidade = '', recordId = '' } = useParams();
  const { data: entities } = useReadableEntities();
  const entity = entities?.find((candidate) => candidate.entidade === entidade);
  const record = useRecord(entidade, recordId);
  const back = { to: `/dados/${entidade}`, label: entity?.nome ?? 'Dados' };

  if (record.isPending) return <LoadingState label="Carregando registro…" />;
  if (record.isError) {
    return (
      <section className="page">
        <PageHeader title="Registro" back={back} />
        <div className="card">
          <ErrorState error={record.error} onRetry={() => record.refetch()} />
        </div>
      </section>
    );
  }

  const data = record.data;
  const keyText = (entity?.chave ?? []).map((campo) => formatRecordValue(data[campo])).join(' · ');
  return (
    <section className="page page--narrow">
      <PageHeader back={back} title={keyText || 'Registro'} lead={entity?.nome} />
      <div className="card card--flush">
        <dl className="record">
          {recordColumns(entity?.campos, data).map((column) => (
            <div key={column.campo} className="record__item">
              <dt>
                {column.rotulo}
                {column.field && <code className="record__campo">{column.campo}</code>}
              </dt>
              <dd className={data[column.campo] === null ? 'muted' : undefined}>
                {formatRecordValue(data[column.campo], column.field)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="summary-list summary-list--inline summary-list--muted">
        <div>
          <dt>Identificador</dt>
          <dd>
            <code className="mono">{data.id}</code>
          </dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>{formatDateTime(data.criadoEm)}</dd>
        </div>
        <div>
          <dt>Atualizado em</dt>
          <dd>{formatDateTime(data.atualizadoEm)}</dd>
        </div>
      </dl>
    </section>
  );
}
