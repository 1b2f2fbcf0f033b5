import { Link } from 'react-router';
import { PdfActions } from '../../pdf/components/pdf-actions';
import { PdfPanel } from '../../pdf/components/pdf-panel';
import { usePdf } from '../../pdf/hooks/use-pdf';
import { reportCsvUrl, reportPdfUrl } from '../api/fluids.api';
import { useFluidFilters } from '../hooks/use-fluid-filters';
import { useFluidReportOptions } from '../hooks/use-fluid-report-options';
import { FluidFilters } from './fluid-filters';
import { FluidReportView } from './fluid-report-view';
import { FluidsHeader } from './fluids-tabs';

export function FluidReportPage() {
  const { report, update, filtered, clearFilters, search } = useFluidFilters();
  const options = useFluidReportOptions(report.ano);
  const pdf = usePdf({
    url: reportPdfUrl(report),
    fileName: `Relatório de fluidos refrigerantes ${report.ano}.pdf`,
  });

  return (
    <section className="page">
      <FluidsHeader
        search={search}
        actions={
          <>
            <a href={reportCsvUrl(report)} className="button" download>
              Baixar CSV
            </a>
            <PdfActions pdf={pdf} subject="do relatório" />
            <Link
              to={`/fluidos/imprimir${search ? `?${search}` : ''}`}
              className="button button--primary"
            >
              Imprimir
            </Link>
          </>
        }
      />
      <FluidFilters
        query={report}
        sectors={options.sectors}
        gases={options.gases}
        onChange={update}
        onClear={filtered ? clearFilters : undefined}
      />
      <PdfPanel pdf={pdf} />
      <FluidReportView query={report} />
    </section>
  );
}
