import {
  type ClientOverview,
  type ContractHubCounts,
  formatKg,
  RECORD_EDIT_ROLES,
} from '@campo/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { EMPTY, formatNumber } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { SCHEDULE_BADGES, SCHEDULE_LABELS } from '../../indoor-air/components/indoor-air-format';
import { useClientOverview } from '../hooks/use-client-overview';
import { hubLinks } from '../hub-links';
import { gasDetail, HubBlock, word } from './hub-block';
import '../../../styles/hub.css';

type Line = ClientOverview['contratos'][number];

const count = (key: Exclude<keyof ContractHubCounts, 'situacaoAr'>, label: string) => ({
  key,
  label,
  numeric: true,
  cell: (line: Line) => formatNumber(line.contagens[key]),
});

/** The columns that are one count each (the total line sums them). */
const COUNTED = [
  'equipamentosAtivos',
  'ambientes',
  'solicitacoesAbertas',
  'rgms',
  'pmocs',
] as const;

/** Open orders: aberta and em atendimento, the second under the sum. */
function OpenOrders({ counts }: { counts: ContractHubCounts }) {
  return (
    <>
      {formatNumber(counts.ordensAbertas + counts.ordensEmAtendimento)}
      <span className="table__sub">{formatNumber(counts.ordensEmAtendimento)} em atendimento</span>
    </>
  );
}

const airCell = (counts: ContractHubCounts) =>
  counts.situacaoAr ? (
    <span className={SCHEDULE_BADGES[counts.situacaoAr]}>{SCHEDULE_LABELS[counts.situacaoAr]}</span>
  ) : (
    EMPTY
  );

const COLUMNS: DataColumn<Line>[] = [
  {
    key: 'contrato',
    label: 'Contrato',
    className: 'hub__contract',
    cell: (line) => (
      <>
        <Link to={hubLinks.contract(line.id)} className="table__strong">
          {line.codigo}
        </Link>
        {line.descricao && <span className="table__sub">{line.descricao}</span>}
      </>
    ),
  },
  count('equipamentosAtivos', 'Equip. ativos'),
  count('ambientes', 'Ambientes'),
  {
    key: 'ordens',
    label: 'OS em aberto',
    numeric: true,
    cell: (line) => <OpenOrders counts={line.contagens} />,
  },
  count('solicitacoesAbertas', 'Solicitações'),
  count('rgms', 'RGMs'),
  count('pmocs', 'PMOCs'),
  { key: 'ar', label: 'Ar interior', cell: (line) => airCell(line.contagens) },
];

/** On the client's page: its contracts side by side, each linking to its own hub, and the sums. */
export function ClientHubPanel({ clientId }: { clientId: string }) {
  const { usuario } = useCurrentSession();
  const overview = useClientOverview(clientId);
  if (!RECORD_EDIT_ROLES.includes(usuario.papel)) return null;
  return (
    <section className="card stack hub" aria-labelledby="client-hub-title" data-hub="cliente">
      <h2 id="client-hub-title">Contratos do cliente</h2>
      <QueryView query={overview} loading="Carregando os contratos…">
        {(hub) =>
          hub.contratos.length === 0 ? (
            <EmptyState title="Nenhum contrato">
              Os contratos deste cliente aparecem aqui quando chegam pela integração, por planilha
              ou em Cadastros › Contratos.
            </EmptyState>
          ) : (
            <>
              <DataTable
                className="table--dense"
                columns={COLUMNS}
                rows={hub.contratos}
                rowKey={(line) => line.id}
                rowProps={(line) => ({ 'data-contrato': line.codigo })}
                footer={{
                  contrato: 'Total',
                  ...Object.fromEntries(COUNTED.map((key) => [key, formatNumber(hub.totais[key])])),
                  ordens: <OpenOrders counts={hub.totais} />,
                  ar: airCell(hub.totais),
                }}
              />
              <div className="hub__grid">
                <HubBlock
                  part="rgm-cliente"
                  title="RGM consolidado"
                  textFigure
                  figure={`${hub.contratos.length} ${word(hub.contratos.length, 'contrato', 'contratos')}`}
                  detail="Os RGMs do mês de cada contrato, somados a partir dos retratos congelados."
                  link={{
                    to: hubLinks.clientRgm(hub.cliente.id),
                    label: 'Abrir o RGM do cliente',
                  }}
                />
                <HubBlock
                  part="fluidos"
                  title={`Fluidos refrigerantes ${hub.gas.ano}`}
                  figure={formatKg(hub.gas.recargaKg)}
                  detail={gasDetail(hub.gas)}
                  link={{
                    to: hubLinks.fluids(hub.gas.ano, { clienteId: hub.cliente.id }),
                    label: 'Ver o relatório de fluidos do cliente',
                  }}
                />
              </div>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
