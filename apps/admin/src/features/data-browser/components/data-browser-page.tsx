import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { useReadableEntities } from '../hooks/use-readable-entities';
import { EntitySelect } from './entity-select';
import { RecordsView } from './records-view';

export function DataBrowserPage() {
  const { entidade } = useParams();
  const readable = useReadableEntities();
  const entity = readable.data?.find((candidate) => candidate.entidade === entidade);

  return (
    <section className="page">
      <PageHeader
        title="Dados"
        lead="Os registros gravados pelas integrações e pelas planilhas, entidade por entidade."
      />
      {readable.isPending ? (
        <LoadingState label="Carregando entidades…" />
      ) : readable.isError ? (
        <ErrorState error={readable.error} onRetry={() => readable.refetch()} />
      ) : entity ? (
        <RecordsView
          key={entity.entidade}
          entity={entity}
          picker={<EntitySelect entities={readable.data} value={entity.entidade} />}
        />
      ) : (
        <>
          <div className="filters">
            <EntitySelect entities={readable.data} />
          </div>
          {entidade ? (
            <div className="card">
              <EmptyState
                title="Entidade desconhecida"
                action={<Link to="/dados">Ver as entidades</Link>}
              >
                Não existe a entidade “{entidade}”.
              </EmptyState>
            </div>
          ) : (
            <div className="tile-grid">
              {readable.data.map((candidate) => (
                <Link key={candidate.entidade} to={`/dados/${candidate.entidade}`} className="tile">
                  <span className="tile__title">{candidate.nome}</span>
                  {candidate.descricao && <span className="tile__text">{candidate.descricao}</span>}
                  <code className="tile__code">{candidate.entidade}</code>
                </Link>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
