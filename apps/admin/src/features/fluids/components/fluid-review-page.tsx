import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { useFluidFilters } from '../hooks/use-fluid-filters';
import { useFluidReview } from '../hooks/use-fluid-review';
import { FluidEventTable } from './fluid-event-table';
import { FLUIDS_LEAD } from './fluid-report-page';
import { FluidsTabs } from './fluids-tabs';
import { GasChangeForm } from './gas-change-form';

/**
 * The review list: events stored but flagged at capture (above the charge, outside the
 * order's days, probable duplicate), each confirmed, corrected or deleted by a supervisor
 * with the reason; and the change of an equipment's gas.
 */
export function FluidReviewPage() {
  const { search } = useFluidFilters();
  const [page, setPage] = useState(1);
  const review = useFluidReview(page);

  return (
    <section className="page">
      <PageHeader title="Fluido refrigerante" lead={FLUIDS_LEAD} />
      <FluidsTabs search={search} />
      <section className="card card--flush" aria-labelledby="fluidos-revisao">
        <h2 id="fluidos-revisao" className="fluid-report__title">
          Eventos sinalizados para revisão
        </h2>
        <p className="muted fluid-review__lead">
          Gravados e contados no relatório, mas com um motivo para conferir. Confirme o que está
          certo, corrija o que foi digitado errado e exclua as cópias; tudo fica no histórico do
          evento.
        </p>
        {review.isPending ? (
          <LoadingState label="Carregando a revisão…" />
        ) : review.isError ? (
          <ErrorState error={review.error} onRetry={() => review.refetch()} />
        ) : review.data.itens.length === 0 ? (
          <EmptyState title="Nenhum evento aguardando revisão">
            Eventos acima da carga nominal, fora do período da ordem ou repetidos aparecem aqui.
          </EmptyState>
        ) : (
          <div aria-busy={review.isPlaceholderData}>
            <FluidEventTable events={review.data.itens} canEdit />
            <Pagination
              page={review.data.pagina}
              pageSize={review.data.porPagina}
              total={review.data.total}
              noun="eventos"
              onChange={setPage}
            />
          </div>
        )}
      </section>
      <GasChangeForm />
    </section>
  );
}
