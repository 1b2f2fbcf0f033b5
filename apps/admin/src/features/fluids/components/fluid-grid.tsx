import type { FluidReport, FluidReportLine } from '../api/fluids.types';
import { formatKgNumber } from '../../../lib/format';
import { formatMonthKg } from '../fluid-format';
import { shortMonth } from '../../schedule/schedule-format';
import { EventKindBadge } from './event-kind-badge';
import { TotalsLine } from './totals-line';

const MONTH_INDEXES = Array.from({ length: 12 }, (_, index) => index);

function bySector(lines: readonly FluidReportLine[]) {
  const groups = new Map<string, FluidReportLine[]>();
  for (const line of lines) groups.set(line.setor, [...(groups.get(line.setor) ?? []), line]);
  return [...groups];
}

/**
 * kg per sector, gas and event kind, month by month, with the year's total; each
 * sector closes with its totals, and the grid with the company's.
 */
export function FluidGrid({ report }: { report: FluidReport }) {
  const sectorTotals = new Map(report.totais.porSetor.map((entry) => [entry.setor, entry]));

  return (
    <div className="table-wrap fluid-grid-wrap">
      <table className="table table--dense fluid-grid">
        <caption className="visually-hidden">
          Consumo de fluido refrigerante em {report.ano}, em kg
        </caption>
        <thead>
          <tr>
            <th scope="col">Setor</th>
            <th scope="col">Gás</th>
            <th scope="col">Evento</th>
            {MONTH_INDEXES.map((index) => (
              <th key={index} scope="col" className="num">
                {shortMonth(index)}
              </th>
            ))}
            <th scope="col" className="num">
              Total (kg)
            </th>
          </tr>
        </thead>
        {bySector(report.linhas).map(([sector, lines]) => {
          const totals = sectorTotals.get(sector);
          return (
            <tbody key={sector} className="fluid-grid__sector" data-setor={sector}>
              {lines.map((line, index) => (
                <tr
                  key={`${line.tipoGas}-${line.tipoEvento}`}
                  data-linha={`${line.tipoGas} ${line.tipoEvento}`}
                >
                  {index === 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={lines.length + (totals ? 1 : 0)}
                      className="fluid-grid__sector-name"
                    >
                      {sector}
                    </th>
                  )}
                  <td className="nowrap">{line.tipoGas}</td>
                  <td>
                    <EventKindBadge kind={line.tipoEvento} />
                  </td>
                  {line.meses.map((kg, month) => (
                    <td key={month} className="num fluid-grid__month">
                      {formatMonthKg(kg)}
                    </td>
                  ))}
                  <td className="num table__strong">{formatKgNumber(line.totalKg)}</td>
                </tr>
              ))}
              {totals && (
                <tr className="fluid-grid__subtotal">
                  <td colSpan={15}>
                    <span className="fluid-grid__subtotal-label">Total do setor</span>{' '}
                    <TotalsLine totals={totals} />
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total geral
            </th>
            <td colSpan={13} data-testid="fluidos-total-geral">
              <TotalsLine totals={report.totais.geral} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
