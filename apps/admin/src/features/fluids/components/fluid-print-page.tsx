import { PrintSheet } from '../../../components/print-sheet';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useFluidFilters } from '../hooks/use-fluid-filters';
import { useFluidReport } from '../hooks/use-fluid-report';
import { FluidReportView } from './fluid-report-view';

/** The annual report for paper: A4 landscape, the grid's header repeated on every page. */
export function FluidPrintPage() {
  const { empresa } = useCurrentSession();
  const { report, search } = useFluidFilters();
  const loaded = useFluidReport(report);
  const filters = [
    loaded.data?.filtros.cliente ? `Cliente: ${loaded.data.filtros.cliente}` : null,
    loaded.data?.filtros.contrato ? `Contrato: ${loaded.data.filtros.contrato}` : null,
    report.setor ? `Setor: ${report.setor}` : null,
    report.tipoGas ? `Gás: ${report.tipoGas}` : null,
  ];

  return (
    <PrintSheet
      company={empresa.nome}
      title={`Controle de fluido refrigerante ${report.ano}`}
      subtitle={
        filters.filter(Boolean).join(' · ') || 'Toda a empresa: todos os clientes, setores e gases'
      }
      back={{ to: `/fluidos${search ? `?${search}` : ''}`, label: 'Fluido refrigerante' }}
      ready={loaded.isSuccess}
    >
      <FluidReportView query={report} />
    </PrintSheet>
  );
}
