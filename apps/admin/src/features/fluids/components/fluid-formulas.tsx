import type { FluidReport } from '../api/fluids.types';

const FORMULA_LABELS: Record<string, string> = {
  tco2e: 'Emissões (tCO₂e)',
  balanco: 'Balanço de massa',
  odp: 'HCFCs (ODP)',
  taxaDeVazamento: 'Taxa de vazamento',
  precisao: 'Precisão',
};

/** How each figure is computed. */
export function FluidFormulas({ report }: { report: FluidReport }) {
  return (
    <dl className="formulas">
      {Object.entries(report.formulas).map(([key, text]) => (
        <div key={key} className="formulas__item">
          <dt>{FORMULA_LABELS[key] ?? key}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
