import { useMemo } from 'react';
import { useFluidReport } from './use-fluid-report';

/**
 * The sectors with events in the year and the gas table, whatever sector or gas
 * is chosen: from the unfiltered report (the one on screen when no filter is on).
 */
export function useFluidReportOptions(ano: number) {
  const report = useFluidReport({ ano });
  return useMemo(
    () => ({
      sectors: (report.data?.totais.porSetor ?? []).map((entry) => entry.setor),
      gases: (report.data?.gases ?? []).map((gas) => gas.codigo),
    }),
    [report.data],
  );
}
