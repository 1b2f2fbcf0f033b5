import type { Page, ServiceOrderSummary } from '@campo/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';
import { formatShortDateTime } from '../../../lib/format';
import { visitReportKeys, visitReportPdfUrl } from '../api/visit-report.api';

/** The period's finished visits (opened in it), at most one page of 200, by equipment. */
export function usePeriodVisits(
  period: { inicio: string; fim: string },
  contratoId: string | null,
) {
  return useQuery({
    queryKey: [...visitReportKeys.all, 'period', period.inicio, period.fim, contratoId] as const,
    queryFn: () =>
      apiClient.get<Page<ServiceOrderSummary>>(
        withQuery('/api/fs/ordens', {
          situacao: 'CONCLUIDA',
          desde: period.inicio,
          ate: period.fim,
          ordem: 'antigas',
          porPagina: 200,
          ...(contratoId ? { contratoId } : {}),
        }),
      ),
    select: (page) => {
      const byEquipment = new Map<string, ServiceOrderSummary[]>();
      for (const order of page.itens) {
        if (!order.equipamento) continue;
        byEquipment.set(order.equipamento.id, [
          ...(byEquipment.get(order.equipamento.id) ?? []),
          order,
        ]);
      }
      return byEquipment;
    },
    staleTime: 60_000,
  });
}

/** Links to the visit reports (PDF) of one equipment's visits in the period. */
export function EquipmentVisitReports({ visits }: { visits: ServiceOrderSummary[] | undefined }) {
  if (!visits || visits.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="inline-links" aria-label="Relatórios de atendimento">
      {visits.map((visit) => (
        <li key={visit.id}>
          <a href={visitReportPdfUrl(visit.id)} target="_blank" rel="noopener">
            {visit.codigo}
          </a>
          <span className="table__sub">{formatShortDateTime(visit.fimAtendimento)}</span>
        </li>
      ))}
    </ul>
  );
}
