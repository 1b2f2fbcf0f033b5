import type { FluidTotals } from '../api/fluids.types';
import { formatKg, formatTco2e } from '../fluid-format';

/** `Recarga 5,315 kg · Retirada 2,214 kg · Vazamento 0 kg · 9,338 tCO₂e`. */
export function TotalsLine({ totals }: { totals: FluidTotals }) {
  return (
    <span className="totals-line">
      <span>Recarga {formatKg(totals.recargaKg)}</span>
      <span>Retirada {formatKg(totals.retiradaKg)}</span>
      <span>Vazamento {formatKg(totals.vazamentoKg)}</span>
      <strong>{formatTco2e(totals.tco2e)}</strong>
    </span>
  );
}
