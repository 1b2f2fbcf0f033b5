import { PlatformErrorCode } from '@campo/contracts';
import { useState } from 'react';
import { FLUID_EDIT_ROLES } from '../../../app/navigation';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { ApiError } from '@campo/web-client';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { formatDay } from '../fluid-format';
import { useFluidEvents } from '../hooks/use-fluid-events';
import { useFluidFilters } from '../hooks/use-fluid-filters';
import { useFluidReportOptions } from '../hooks/use-fluid-report-options';
import { FluidEventForm } from './fluid-event-form';
import { FluidEventTable } from './fluid-event-table';
import { FluidFilters } from './fluid-filters';
import { FluidsHeader } from './fluids-tabs';

/** The log isn't served yet: the server answers an unknown route. */
function notAvailable(error: unknown) {
  return error instanceof ApiError && error.codigo === PlatformErrorCode.ROTA_NAO_ENCONTRADA;
}

export function FluidLogPage() {
  const { usuario } = useCurrentSession();
  const { query, update, filtered, clearFilters, search } = useFluidFilters();
  const options = useFluidReportOptions(query.ano);
  const events = useFluidEvents(query);
  const [adding, setAdding] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const canEdit = FLUID_EDIT_ROLES.includes(usuario.papel);
  const available = !(events.isError && notAvailable(events.error));

  return (
    <section className="page">
      <FluidsHeader
        search={search}
        actions={
          canEdit &&
          available &&
          !adding && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setAdding(true)}
            >
              Registrar evento
            </button>
          )
        }
      />
      {adding && (
        <FluidEventForm
          onDone={(result) => {
            setAdding(false);
            setRecorded(result ? result.dataEvento : null);
          }}
        />
      )}
      {recorded && (
        <p className="saved" role="status">
          ✓ Evento de {formatDay(recorded)} registrado.
        </p>
      )}
      <FluidFilters
        query={query}
        sectors={options.sectors}
        gases={options.gases}
        onChange={update}
        onClear={filtered ? clearFilters : undefined}
      />
      <div className="card card--flush">
        {available ? (
          <PagedQueryView
            query={events}
            loading="Carregando os eventos…"
            empty={
              <EmptyState
                title={`Nenhum evento em ${query.ano}${filtered ? ' com esses filtros' : ''}`}
              >
                Os eventos registrados nas ordens de serviço pelo aplicativo aparecem aqui.
              </EmptyState>
            }
            noun="eventos"
            onPageChange={(page) => update({ pagina: String(page) })}
          >
            {(data) => <FluidEventTable events={data.itens} canEdit={canEdit} />}
          </PagedQueryView>
        ) : (
          <p className="notice notice--warning fluid-unavailable" role="status">
            A lista de eventos, o registro manual, a correção e a exclusão ainda não estão
            disponíveis neste servidor. O relatório anual já mostra todos os eventos registrados nas
            ordens de serviço.
          </p>
        )}
      </div>
    </section>
  );
}
