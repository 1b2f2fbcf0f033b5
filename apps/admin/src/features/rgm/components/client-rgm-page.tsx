import {
  type ClientRgm,
  type ClientRgmLine,
  formatHours,
  formatPercent,
  RGM_STATE_LABELS,
} from '@campo/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { EMPTY, formatNumber } from '../../../lib/format';
import { useClientRgm } from '../hooks/use-client-rgm';
import { capitalize, formatPeriod, previousMonth } from '../rgm-format';
import { RgmStateBadge } from './rgm-state-badge';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const figure = (value: number | undefined) => (value === undefined ? EMPTY : formatNumber(value));

const COLUMNS: DataColumn<ClientRgmLine>[] = [
  {
    key: 'contrato',
    label: 'Contrato',
    cell: (line) => (
      <>
        <Link to={`/cadastros/contratos/${line.contratoId}`} className="table__strong">
          {line.codigo}
        </Link>
        {line.descricao && <span className="table__sub">{line.descricao}</span>}
      </>
    ),
  },
  {
    key: 'rgm',
    label: 'RGM do mês',
    card: 'state',
    cell: (line) =>
      line.rgm ? (
        <Link to={`/rgm/${line.rgm.id}`} aria-label={`RGM ${RGM_STATE_LABELS[line.rgm.estado]}`}>
          <RgmStateBadge state={line.rgm.estado} />
        </Link>
      ) : (
        <span className="badge badge--muted">Sem RGM</span>
      ),
  },
  { key: 'ordens', label: 'Ordens', numeric: true, cell: (l) => figure(l.rgm?.resumo.ordens) },
  {
    key: 'chamados',
    label: 'Chamados',
    numeric: true,
    cell: (line) => figure(line.rgm?.resumo.chamados),
  },
  {
    key: 'sla',
    label: 'SLA',
    numeric: true,
    cell: (line) => (line.rgm ? formatPercent(line.rgm.resumo.slaPercentual) : EMPTY),
  },
  {
    key: 'mttr',
    label: 'MTTR',
    numeric: true,
    cell: (line) => (line.rgm ? formatHours(line.rgm.resumo.mttrHoras) : EMPTY),
  },
  {
    key: 'preventivas',
    label: 'Preventivas executadas',
    numeric: true,
    cell: (line) =>
      line.rgm?.preventivas ? formatPercent(line.rgm.preventivas.conformidadePercentual) : EMPTY,
  },
  { key: 'km', label: 'km', numeric: true, cell: (line) => figure(line.rgm?.resumo.km) },
];

/**
 * A client's RGM of one month, consolidated: its contracts' RGMs of that month side by
 * side and summed from their frozen snapshots (the hospital with two contracts reads one
 * figure). The month is in the address.
 */
export function ClientRgmPage() {
  const { clientId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('mes') ?? '';
  const mes = MONTH.test(asked) ? asked : previousMonth();
  const rgm = useClientRgm(clientId, mes);
  return (
    <section className="page">
      <PageHeader
        title={
          rgm.data ? `RGM consolidado — ${rgm.data.cliente.nome}` : 'RGM consolidado do cliente'
        }
        lead="Os RGMs do mês de cada contrato do cliente, lado a lado e somados a partir dos retratos congelados: nada é recalculado."
        back={
          rgm.data
            ? { to: `/cadastros/clientes/${rgm.data.cliente.id}`, label: rgm.data.cliente.nome }
            : undefined
        }
      />
      <div className="filters">
        <label className="field">
          <span>Mês</span>
          <input
            type="month"
            name="mes"
            value={mes}
            onChange={(event) =>
              event.target.value && setParams({ mes: event.target.value }, { replace: true })
            }
          />
        </label>
      </div>
      <QueryView query={rgm} loading="Carregando os RGMs do cliente…">
        {(data) => <ClientRgmView data={data} />}
      </QueryView>
    </section>
  );
}

function ClientRgmView({ data }: { data: ClientRgm }) {
  const { totais } = data;
  const missing = data.contratos.filter((line) => !line.rgm);
  const drafts = data.contratos.filter((line) => line.rgm?.estado === 'rascunho');
  return (
    <>
      <h2>{capitalize(formatPeriod(data.inicio, data.fim))}</h2>
      {!data.completo && (
        <div className="alert alert--warning" data-parcial>
          <p>
            Soma parcial:{' '}
            {[
              missing.length > 0 &&
                `sem RGM no mês: ${missing.map((line) => line.codigo).join(', ')}`,
              drafts.length > 0 &&
                `em rascunho (ainda pode mudar): ${drafts.map((line) => line.codigo).join(', ')}`,
            ]
              .filter(Boolean)
              .join('; ')}
            . {missing.length > 0 && <Link to="/rgm/novo">Calcular um RGM</Link>}
          </p>
        </div>
      )}
      {data.versoesFormulas.length > 1 && (
        <p className="alert alert--warning">
          Os RGMs somados usam versões diferentes das fórmulas ({data.versoesFormulas.join(', ')}):
          compare os números com cuidado.
        </p>
      )}
      <div className="stats" role="list" aria-label="Totais do cliente no mês">
        {[
          ['ordens', 'Ordens', totais.ordens === null ? EMPTY : formatNumber(totais.ordens)],
          ['chamados', 'Chamados', formatNumber(totais.chamados)],
          ['sla', 'SLA dos chamados', formatPercent(totais.slaPercentual)],
          [
            'pontualidade',
            'Pontualidade das agendadas',
            formatPercent(totais.pontualidadePercentual),
          ],
          [
            'preventivas',
            'Preventivas executadas',
            formatPercent(totais.preventivas.conformidadePercentual),
          ],
          ['km', 'km', formatNumber(totais.km)],
        ].map(([key, label, value]) => (
          <div key={key} className="stat" role="listitem" data-total={key}>
            <span className="stat__label">{label}</span>
            <span className="stat__value">{value}</span>
          </div>
        ))}
      </div>
      <div className="card card--flush">
        <DataTable
          className="table--dense"
          columns={COLUMNS}
          rows={data.contratos}
          rowKey={(line) => line.contratoId}
          rowProps={(line) => ({ 'data-contrato': line.codigo })}
          footer={{
            contrato: 'Total',
            ordens: totais.ordens === null ? EMPTY : formatNumber(totais.ordens),
            chamados: formatNumber(totais.chamados),
            sla: formatPercent(totais.slaPercentual),
            mttr: 'por contrato',
            preventivas: formatPercent(totais.preventivas.conformidadePercentual),
            km: formatNumber(totais.km),
          }}
        />
      </div>
      <details className="card">
        <summary>Como os números são somados</summary>
        <ul>
          {Object.entries(data.formulas).map(([key, text]) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
