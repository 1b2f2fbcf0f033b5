import {
  COMPANY_ADMIN_ROLES,
  type ContractOverview,
  formatKg,
  HUB_RGM_MONTHS,
  RECORD_EDIT_ROLES,
} from '@campo/contracts';
import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { EMPTY, formatCalendarDate, formatShortDateTime, plural } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { SCHEDULE_BADGES, SCHEDULE_LABELS } from '../../indoor-air/components/indoor-air-format';
import { stateLabel, STATE_TONES } from '../../orders/order-format';
import { RgmStateBadge } from '../../rgm/components/rgm-state-badge';
import { formatPeriod } from '../../rgm/rgm-format';
import { processingAnnexUrl } from '../api/hub.api';
import { useContractOverview } from '../hooks/use-contract-overview';
import { gasDetail, HubBlock, word } from './hub-block';
import { hubLinks } from '../hub-links';
import '../../../styles/hub.css';

/**
 * On the contract's page, under the record: each part of the contract a titled block with
 * its figure and a link to the list already filtered to the contract (supervisors and
 * administrators: the lists it links to are theirs).
 */
export function ContractHubPanel({ contractId }: { contractId: string }) {
  const { usuario } = useCurrentSession();
  const overview = useContractOverview(contractId);
  if (!RECORD_EDIT_ROLES.includes(usuario.papel)) return null;
  return (
    <section className="card stack hub" aria-labelledby="contract-hub-title" data-hub="contrato">
      <h2 id="contract-hub-title">Visão geral do contrato</h2>
      <QueryView query={overview} loading="Carregando a visão geral…">
        {(hub) => <ContractHubBlocks hub={hub} />}
      </QueryView>
      {COMPANY_ADMIN_ROLES.includes(usuario.papel) && (
        <p className="hub__detail">
          <a href={processingAnnexUrl(contractId)} download>
            Baixar o anexo de tratamento de dados (LGPD) deste contrato, em PDF
          </a>{' '}
          — para assinar com o cliente: ele é o controlador, a empresa a operadora.
        </p>
      )}
    </section>
  );
}

function ContractHubBlocks({ hub }: { hub: ContractOverview }) {
  const { contrato, contagens } = hub;
  const open = contagens.ordensAbertas + contagens.ordensEmAtendimento;
  return (
    <div className="hub__grid">
      <HubBlock
        part="cliente"
        title="Cliente"
        textFigure
        figure={hub.cliente?.nome ?? EMPTY}
        detail={hub.cliente?.codigo}
        link={hub.cliente && { to: hubLinks.client(hub.cliente.id), label: 'Abrir o cliente' }}
      />
      <HubBlock
        part="equipamentos"
        title="Equipamentos"
        figure={contagens.equipamentosAtivos}
        detail={word(contagens.equipamentosAtivos, 'ativo', 'ativos')}
        link={{ to: hubLinks.units(contrato.codigo), label: 'Ver os equipamentos' }}
      />
      <HubBlock
        part="ambientes"
        title="Ambientes climatizados"
        figure={contagens.ambientes}
        detail={word(contagens.ambientes, 'ambiente', 'ambientes')}
        link={{ to: hubLinks.rooms(contrato.codigo), label: 'Ver os ambientes' }}
      />
      <HubBlock
        part="ordens"
        title="Ordens em aberto"
        figure={open}
        detail={`${plural(contagens.ordensAbertas, 'aberta', 'abertas')}, ${contagens.ordensEmAtendimento} em atendimento`}
        wide
        link={{
          to: hubLinks.orders(contrato.id, 'ABERTA'),
          label: 'Ver as abertas',
        }}
        extraLink={{
          to: hubLinks.orders(contrato.id, 'EM_ATENDIMENTO'),
          label: 'Ver as em atendimento',
        }}
      >
        {hub.proximasOrdens.length > 0 && (
          <ul className="hub__list" aria-label="Próximas pelo prazo">
            {hub.proximasOrdens.map((order) => (
              <li key={order.id}>
                <Link to={hubLinks.order(order.id)} className="table__strong">
                  {order.codigo}
                </Link>
                <span className={`badge ${STATE_TONES[order.situacao]}`}>
                  {stateLabel(order.situacao)}
                </span>
                <span className="hub__sub hub__sub--line">
                  {order.equipamento ?? 'sem equipamento'} ·{' '}
                  {order.prazo
                    ? `${order.prazoRotulo} ${formatShortDateTime(order.prazo)}`
                    : 'sem prazo'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </HubBlock>
      <HubBlock
        part="solicitacoes"
        title="Solicitações"
        figure={contagens.solicitacoesAbertas}
        detail={word(contagens.solicitacoesAbertas, 'aberta', 'abertas')}
        link={{ to: hubLinks.requests(contrato.id), label: 'Ver as solicitações' }}
      >
        {hub.solicitacoes.length > 0 && (
          <ul className="hub__list">
            {hub.solicitacoes.map((request) => (
              <li key={request.id}>
                <Link to={hubLinks.request(request.id)} className="table__strong">
                  {request.codigo}
                </Link>
                <span className="hub__sub">{formatShortDateTime(request.criadoEm)}</span>
              </li>
            ))}
          </ul>
        )}
      </HubBlock>
      <HubBlock
        part="rgm"
        title="RGM"
        figure={contagens.rgms}
        detail={`${word(contagens.rgms, 'relatório', 'relatórios')} no total; os dos últimos ${HUB_RGM_MONTHS} meses:`}
        link={{ to: hubLinks.rgms(contrato.id), label: 'Ver os RGMs' }}
      >
        {hub.rgmsRecentes.length > 0 ? (
          <ul className="hub__list">
            {hub.rgmsRecentes.map((rgm) => (
              <li key={rgm.id}>
                <Link to={hubLinks.rgm(rgm.id)}>{formatPeriod(rgm.inicio, rgm.fim)}</Link>
                <RgmStateBadge state={rgm.estado} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="hub__detail">Nenhum RGM nesses meses.</p>
        )}
      </HubBlock>
      <HubBlock
        part="pmoc"
        title="PMOC"
        figure={contagens.pmocs}
        detail={word(contagens.pmocs, 'documento', 'documentos')}
        link={{ to: hubLinks.documents(), label: 'Ver os documentos' }}
      >
        {hub.pmocs.length > 0 && (
          <ul className="hub__list">
            {hub.pmocs.map((pmoc) => (
              <li key={pmoc.id}>
                <Link to={hubLinks.document(pmoc.id)}>
                  PMOC {pmoc.ano} · versão {pmoc.versao}
                </Link>
                <span className={`badge ${pmoc.assinado ? 'badge--success' : 'badge--warning'}`}>
                  {pmoc.assinado ? 'Assinado' : 'Não assinado'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </HubBlock>
      <HubBlock
        part="qualidade-ar"
        title="Qualidade do ar"
        figure={
          hub.qualidadeAr ? (
            <span className={SCHEDULE_BADGES[hub.qualidadeAr.situacao]}>
              {SCHEDULE_LABELS[hub.qualidadeAr.situacao]}
            </span>
          ) : (
            EMPTY
          )
        }
        detail={
          hub.qualidadeAr
            ? `${airDetail(hub.qualidadeAr)}${hub.qualidadeAr.proxima ? `; próxima análise em ${formatCalendarDate(hub.qualidadeAr.proxima)}` : ''}`
            : 'Sem agenda de análises.'
        }
        link={{ to: hubLinks.indoorAir(contrato.id), label: 'Ver as análises' }}
      />
      <HubBlock
        part="fluidos"
        title={`Fluidos refrigerantes ${hub.gas.ano}`}
        figure={formatKg(hub.gas.recargaKg)}
        detail={gasDetail(hub.gas)}
        link={{
          to: hubLinks.fluids(hub.gas.ano, { contratoId: contrato.id }),
          label: 'Ver o relatório de fluidos',
        }}
      />
    </div>
  );
}

/** The standing's line without the label the badge already shows: what it asks for. */
function airDetail({ situacao, texto }: NonNullable<ContractOverview['qualidadeAr']>): string {
  const label = SCHEDULE_LABELS[situacao];
  const rest = texto.startsWith(label) ? texto.slice(label.length).replace(/^ — /, '') : texto;
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : 'Nada pendente';
}
