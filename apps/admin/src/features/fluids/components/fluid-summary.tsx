import { formatNumber } from '../../../lib/format';
import type { FluidReport } from '../api/fluids.types';
import { formatKg, formatTco2e } from '../fluid-format';

/** The year at a glance: kg per event kind, emissions, equipment above the leak-rate limit. */
export function FluidSummary({ report }: { report: FluidReport }) {
  const { geral } = report.totais;
  const flagged = report.taxasDeVazamento.filter((rate) => rate.acimaDoLimite).length;
  return (
    <div className="stats fluid-summary">
      <div className="stat" data-figure="recarga">
        <span className="stat__label">Recarga</span>
        <span className="stat__value">{formatKg(geral.recargaKg)}</span>
      </div>
      <div className="stat" data-figure="retirada">
        <span className="stat__label">Retirada</span>
        <span className="stat__value">{formatKg(geral.retiradaKg)}</span>
      </div>
      <div className="stat" data-figure="vazamento">
        <span className="stat__label">Vazamento</span>
        <span className="stat__value">{formatKg(geral.vazamentoKg)}</span>
      </div>
      <div className="stat" data-figure="tco2e">
        <span className="stat__label">Emissões HFC (recargas)</span>
        <span className="stat__value">{formatTco2e(geral.tco2e)}</span>
        <span className="stat__sub">GWP {report.conjuntoGwp.codigo}; sem HCFCs</span>
      </div>
      <div className={`stat${flagged > 0 ? ' stat--danger' : ''}`} data-figure="acima-do-limite">
        <span className="stat__label">Vazamento acima de {report.limiteTaxaPercentual} %</span>
        <span className="stat__value">{formatNumber(flagged)}</span>
        <span className="stat__sub">
          de {formatNumber(report.taxasDeVazamento.length)} equipamentos com carga conhecida
        </span>
      </div>
    </div>
  );
}
