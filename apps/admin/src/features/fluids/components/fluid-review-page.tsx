import { useState } from 'react';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { useFluidFilters } from '../hooks/use-fluid-filters';
import { useFluidReview } from '../hooks/use-fluid-review';
import { FluidEventTable } from './fluid-event-table';
import { FluidsHeader } from './fluids-tabs';
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
      <FluidsHeader search={search} />
      <section className="card card--flush" aria-labelledby="fluidos-revisao">
        <h2 id="fluidos-revisao" className="fluid-report__title">
          Eventos sinalizados para revisão
        </h2>
        <p className="muted fluid-review__lead">
          Gravados e contados no relatório, mas com um motivo para conferir. Confirme o que está
          certo, corrija o que foi digitado errado e exclua as cópias; tudo fica no histórico do
          evento.
        </p>
        <PagedQueryView
          query={review}
          loading="Carregando a revisão…"
          empty={
            <EmptyState title="Nenhum evento aguardando revisão">
              Eventos acima da carga nominal, fora do período da ordem ou repetidos aparecem aqui.
            </EmptyState>
          }
          noun="eventos"
          onPageChange={setPage}
        >
          {(data) => <FluidEventTable events={data.itens} canEdit />}
        </PagedQueryView>
      </section>
      <GasChangeForm />
    </section>
  );
}
