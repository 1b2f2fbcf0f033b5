import {
  ctfAppStatement,
  FLUID_EVENT_KIND_LABELS,
  FOREIGN_REFERENCES_NOTE,
  MASS_BALANCE_METHOD_LABELS,
} from '@campo/contracts';
import { EMPTY } from '../../../lib/format';
import { DataTable } from '../../../components/data-table';
import type { FluidReport } from '../api/fluids.types';
import { formatDay, formatKg, formatRate, formatTco2e } from '../fluid-format';

type BalanceLine = FluidReport['balanco']['linhas'][number];
type HcfcUnit = FluidReport['hcfcEquipamentos'][number];
type PendingEvent = FluidReport['emRevisao'][number];

/** Installed charge, charged, recovered, destined and the balance per client and gas, with each line's method. */
export function MassBalanceTable({ report }: { report: FluidReport }) {
  const { linhas, tco2e } = report.balanco;
  return (
    <>
      <p className="muted fluid-note" data-testid="balanco-metodo">
        {report.formulas.balanco}
      </p>
      {linhas.length === 0 ? (
        <p className="muted fluid-report__empty">
          Nenhuma unidade com gás nem evento neste relatório.
        </p>
      ) : (
        <>
          <DataTable<BalanceLine>
            className="table--dense fluid-balance"
            rows={linhas}
            rowKey={(line) => `${line.clienteId ?? ''}:${line.tipoGas}`}
            columns={[
              { key: 'cliente', label: 'Cliente', card: 'title', cell: (line) => line.cliente },
              { key: 'gas', label: 'Gás', className: 'nowrap', cell: (line) => line.tipoGas },
              { key: 'unidades', label: 'Unidades', numeric: true, cell: (line) => line.unidades },
              {
                key: 'instalado',
                label: 'Carga instalada',
                numeric: true,
                className: 'nowrap',
                cell: (line) => formatKg(line.instaladoKg),
              },
              {
                key: 'carregado',
                label: 'Carregado',
                numeric: true,
                className: 'nowrap',
                cell: (line) => formatKg(line.carregadoKg),
              },
              {
                key: 'recolhido',
                label: 'Recolhido',
                numeric: true,
                className: 'nowrap',
                cell: (line) => formatKg(line.recolhidoKg),
              },
              {
                key: 'destinado',
                label: 'Destinado',
                numeric: true,
                className: 'nowrap',
                cell: (line) => formatKg(line.destinadoKg),
              },
              {
                key: 'balanco',
                label: 'Balanço',
                numeric: true,
                className: 'nowrap',
                cell: (line) => formatKg(line.balancoKg),
              },
              {
                key: 'metodo',
                label: 'Método',
                cell: (line) => (
                  <>
                    <span className="table__strong">{MASS_BALANCE_METHOD_LABELS[line.metodo]}</span>
                    {line.motivo && <span className="table__sub">{line.motivo}</span>}
                  </>
                ),
              },
              {
                key: 'emissao',
                label: 'Emissão',
                numeric: true,
                className: 'nowrap',
                card: 'state',
                cell: (line) => formatKg(line.emissaoKg),
              },
              {
                key: 'taxa',
                label: '% da carga',
                numeric: true,
                className: 'nowrap',
                cell: (line) =>
                  line.taxaEmissaoPercentual === null
                    ? EMPTY
                    : formatRate(line.taxaEmissaoPercentual),
              },
              {
                key: 'tco2e',
                label: 'tCO₂e',
                numeric: true,
                className: 'nowrap',
                cell: (line) =>
                  line.categoria === 'HCFC' ? 'à parte (ODP)' : formatTco2e(line.tco2e, false),
              },
            ]}
          />
          <p className="fluid-report__destinations" data-testid="balanco-total">
            Total pelo método de cada linha (sem HCFCs):{' '}
            <strong>{formatTco2e(tco2e, false)} tCO₂e</strong>
          </p>
        </>
      )}
    </>
  );
}

/** Units on an HCFC with their charge, under the replacement note. */
export function HcfcUnitsTable({ report }: { report: FluidReport }) {
  const units = report.hcfcEquipamentos;
  if (units.length === 0)
    return (
      <p className="muted fluid-report__empty">Nenhuma unidade ativa com HCFC neste relatório.</p>
    );
  return (
    <>
      <p className="muted fluid-note">{units[0].nota}</p>
      <DataTable<HcfcUnit>
        className="table--dense fluid-hcfc-units"
        rows={units}
        rowKey={(unit) => unit.equipamentoId}
        columns={[
          { key: 'cliente', label: 'Cliente', cell: (unit) => unit.cliente },
          {
            key: 'equipamento',
            label: 'Equipamento',
            card: 'title',
            cell: (unit) => (
              <>
                <span className="table__strong">{unit.codigo}</span>
                <span className="table__sub">{unit.setor}</span>
              </>
            ),
          },
          { key: 'gas', label: 'Gás', className: 'nowrap', cell: (unit) => unit.tipoGas },
          {
            key: 'carga',
            label: 'Carga nominal',
            numeric: true,
            className: 'nowrap',
            card: 'state',
            cell: (unit) => (unit.cargaKg === null ? 'não informada' : formatKg(unit.cargaKg)),
          },
        ]}
      />
    </>
  );
}

/** Events waiting for review, apart: none of them is in the figures above. */
export function PendingEventsTable({ report }: { report: FluidReport }) {
  return (
    <DataTable<PendingEvent>
      className="table--dense fluid-pending"
      rows={report.emRevisao}
      rowKey={(event) => event.id}
      columns={[
        {
          key: 'data',
          label: 'Data',
          className: 'nowrap',
          cell: (event) => formatDay(event.dataEvento),
        },
        {
          key: 'equipamento',
          label: 'Equipamento',
          card: 'title',
          cell: (event) => (
            <>
              <span className="table__strong">{event.equipamentoCodigo ?? EMPTY}</span>
              <span className="table__sub">{event.setor}</span>
            </>
          ),
        },
        { key: 'gas', label: 'Gás', className: 'nowrap', cell: (event) => event.tipoGas },
        {
          key: 'evento',
          label: 'Evento',
          cell: (event) => FLUID_EVENT_KIND_LABELS[event.tipoEvento],
        },
        {
          key: 'quantidade',
          label: 'Quantidade',
          numeric: true,
          className: 'nowrap',
          card: 'state',
          cell: (event) => formatKg(event.quantidadeKg),
        },
        {
          key: 'motivo',
          label: 'Motivo da revisão',
          cell: (event) => event.sinais.map((flag) => flag.motivo).join(' · '),
        },
      ]}
    />
  );
}

/** The Brazilian rules the log follows, with number and year, and the company's CTF/APP. */
export function LegalFramework({ report }: { report: FluidReport }) {
  return (
    <>
      <p className="muted fluid-note" data-testid="ctf-app">
        {ctfAppStatement(report.ctfApp)}. {FOREIGN_REFERENCES_NOTE}
      </p>
      <dl className="formulas fluid-legal">
        {report.marcoLegal.map((rule) => (
          <div key={rule.norma} className="formulas__item">
            <dt>{rule.norma}</dt>
            <dd>{rule.assunto}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
