import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/page-header';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { useScheduleFilters } from '../hooks/use-schedule-filters';
import { useScheduleSectors } from '../hooks/use-schedule-sectors';
import { filtersLabel, scopeLabel } from '../schedule-scope';
import { ScheduleFilters } from './schedule-filters';
import { ScheduleGridPanel } from './schedule-grid-panel';

interface SchedulePageProps {
  /** What acts on the contract on screen (the PMOC's button): the app passes it, as it knows the domains. */
  contractActions?: (scope: { contractId: string; year: number }) => ReactNode;
}

export function SchedulePage({ contractActions }: SchedulePageProps) {
  const scheduleFilters = useScheduleFilters();
  const { query, params, filtered } = scheduleFilters;
  const directory = useContractDirectory();
  const sectors = useScheduleSectors(query);
  const contract = query.contratoId ? directory.byId.get(query.contratoId) : undefined;
  const filters = filtersLabel(query);

  return (
    <Page
      title="Cronograma anual"
      lead="Em que meses cada equipamento tem atividades do plano de manutenção executadas, em parte executadas, planejadas ou atrasadas. É uma projeção a partir das atividades do plano de cada equipamento e das execuções registradas."
      actions={
        <>
          {query.contratoId && contractActions?.({ contractId: query.contratoId, year: query.ano })}
          <Link to={`/cronograma/imprimir?${params.toString()}`} className="button button--primary">
            Imprimir
          </Link>
        </>
      }
    >
      <ScheduleFilters filters={scheduleFilters} contracts={directory.entries} sectors={sectors} />
      <div className="card schedule-card">
        <div className="card__header">
          <h2 data-testid="cronograma-escopo">
            {scopeLabel(query, contract)} · {query.ano}
          </h2>
          {filters && <p className="muted">{filters}</p>}
        </div>
        <ScheduleGridPanel
          query={query}
          emptyText={
            filtered
              ? 'Nenhum equipamento com esse setor e periodicidade. Altere ou limpe os filtros.'
              : 'Os equipamentos do contrato aparecem aqui quando são cadastrados (pela integração ou por planilha).'
          }
        />
      </div>
    </Page>
  );
}
