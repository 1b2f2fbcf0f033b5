import { leakFlagText } from '@campo/contracts';
import { DataTable } from '../../../components/data-table';
import { LeakRepairForm } from './leak-repair-form';
import type { FluidReport } from '../api/fluids.types';

type LeakRate = FluidReport['taxasDeVazamento'][number];
import { formatDay, formatKg, formatRate } from '../fluid-format';

/** Which method, and why it is the one: the report's own words (the PDF prints the same). */
export function LeakRateMethodNote({ report }: { report: FluidReport }) {
  return (
    <p className="muted fluid-note" data-testid="taxa-metodo">
      {report.formulas.taxaDeVazamento}
    </p>
  );
}

/**
 * Per equipment with a known charge: each recharge of the year with the kg added in
 * the 365 days up to it and the leak rate they make (EPA rolling average), the highest
 * one, and those above the limit flagged (highest first).
 */
export function LeakRateTable({ report }: { report: FluidReport }) {
  const rates = [...report.taxasDeVazamento].sort(
    (a, b) => b.maiorTaxaPercentual - a.maiorTaxaPercentual,
  );
  if (rates.length === 0) {
    return (
      <p className="muted fluid-note">
        Nenhuma recarga em equipamento com carga nominal conhecida neste ano.
      </p>
    );
  }
  return (
    <>
      <LeakRateMethodNote report={report} />
      <DataTable<LeakRate>
        className="table--dense leak-rates"
        rows={rates}
        rowKey={(rate) => rate.equipamentoId}
        rowProps={(rate) => ({
          'data-equipamento': rate.codigo,
          className: rate.acimaDoLimite ? 'table__row--alert' : undefined,
        })}
        columns={[
          {
            key: 'equipamento',
            label: 'Equipamento',
            className: 'table__strong',
            cell: (rate) => rate.codigo,
          },
          { key: 'setor', label: 'Setor', cell: (rate) => rate.setor },
          { key: 'gas', label: 'Gás', className: 'nowrap', cell: (rate) => rate.tipoGas },
          {
            key: 'carga',
            label: 'Carga nominal',
            numeric: true,
            className: 'nowrap',
            cell: (rate) => formatKg(rate.cargaKg),
          },
          {
            key: 'recargas',
            label: 'Recargas (kg em 365 dias → taxa)',
            cell: (rate) => (
              <ul className="leak-rates__recharges">
                {rate.recargas.map((recharge) => (
                  <li key={`${recharge.data}-${recharge.kg}`}>
                    {formatDay(recharge.data)}: {formatKg(recharge.kg)} (
                    {formatKg(recharge.kg365Dias)} em 365 dias →{' '}
                    {formatRate(recharge.taxaPercentual)})
                  </li>
                ))}
              </ul>
            ),
          },
          {
            key: 'maiorTaxa',
            label: 'Maior taxa',
            numeric: true,
            className: 'nowrap table__strong',
            cell: (rate) => formatRate(rate.maiorTaxaPercentual),
          },
          {
            key: 'situacao',
            label: 'Situação',
            card: 'state',
            cell: (rate) => (
              <>
                {rate.acimaDoLimite ? (
                  <span className="badge badge--danger">
                    Acima de {report.limiteTaxaPercentual} %
                  </span>
                ) : (
                  <span className="badge badge--success">Dentro do indicador</span>
                )}
                {rate.sinalVazamento && (
                  <span className="table__sub" data-sinal-vazamento={rate.sinalVazamento.situacao}>
                    {leakFlagText(rate.sinalVazamento)}
                  </span>
                )}
                {rate.sinalVazamento?.situacao === 'AGUARDA_REPARO' && (
                  <LeakRepairForm equipmentId={rate.equipamentoId} code={rate.codigo} />
                )}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
