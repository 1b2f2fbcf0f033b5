import type { HomeAttention as Attention } from '@campo/contracts';
import { Link } from 'react-router';
import { formatDateTime, formatNumber, plural } from '../../../lib/format';
import '../../../styles/home.css';

interface Item {
  key: string;
  count: number;
  title: string;
  detail: string;
  to: string;
}

/** Each thing that needs attention, a link to the screen filtered to it; pending ones first. */
export function HomeAttention({ attention, year }: { attention: Attention; year: string }) {
  const items = attentionItems(attention, year).sort(
    (a, b) => Number(b.count > 0) - Number(a.count > 0),
  );
  return (
    <ul className="attention" aria-label="O que precisa de atenção">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className={`attention__item${item.count > 0 ? ' attention__item--pending' : ''}`}
            data-attention={item.key}
          >
            <span className="attention__count">{formatNumber(item.count)}</span>
            <span className="attention__text">
              <span className="attention__title">{item.title}</span>
              <span className="attention__detail">{item.detail}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What a supervisor or an admin acts on day to day: orders, refrigerant reviews, accounts. */
function actionItems(attention: Attention): Item[] {
  const items: Item[] = [];
  if (attention.ordens) {
    items.push(
      {
        key: 'sem-tecnico',
        count: attention.ordens.semTecnico,
        title: 'Ordens sem técnico',
        detail: 'Abertas e ainda sem ninguém alocado: distribua no despacho.',
        to: '/despacho',
      },
      {
        key: 'atrasadas',
        count: attention.ordens.atrasadas,
        title: 'Ordens atrasadas',
        detail: 'Em aberto e fora do prazo do contrato ou do horário agendado.',
        to: '/ordens?resultado=atrasada&ordem=prazo',
      },
    );
  }
  if (attention.fluidosARevisar !== null) {
    items.push({
      key: 'fluidos-revisar',
      count: attention.fluidosARevisar,
      title: 'Registros de fluido a revisar',
      detail: 'Recargas e retiradas que a captura sinalizou, esperando confirmação.',
      to: '/fluidos/revisao',
    });
  }
  if (attention.registrosRecusados !== null) {
    items.push({
      key: 'registros-recusados',
      count: attention.registrosRecusados,
      title: 'Registros recusados',
      detail: 'Registros do aplicativo que o servidor não aceitou e gás informado pelos técnicos.',
      to: '/registros-recusados',
    });
  }
  if (attention.contas) {
    items.push(
      {
        key: 'convites',
        count: attention.contas.convitesPendentes,
        title: 'Convites pendentes',
        detail: 'Pessoas convidadas que ainda não criaram a senha.',
        to: '/empresa/usuarios',
      },
      {
        key: 'entregas',
        count: attention.contas.entregasFalhas,
        title: 'E-mails não entregues',
        detail: 'Envios que falharam nos últimos 30 dias (RGM, convites, relatórios).',
        to: '/empresa/caixa-de-saida',
      },
    );
  }
  return items;
}

function attentionItems(attention: Attention, year: string): Item[] {
  const overdue = attention.preventivasAtrasadas;
  const leaks = attention.alertasVazamento;
  const items: Item[] = [...actionItems(attention)];
  items.push(
    {
      key: 'preventivas',
      count: overdue.meses,
      title: 'Preventivas atrasadas',
      detail:
        overdue.pior === null
          ? 'Nenhuma preventiva atrasada no cronograma deste ano.'
          : `${plural(overdue.equipamentos, 'equipamento', 'equipamentos')}; o pior é ${overdue.pior.codigo}${overdue.pior.setor ? ` (${overdue.pior.setor})` : ''}, com ${plural(overdue.pior.meses, 'mês atrasado', 'meses atrasados')}.`,
      to: `/cronograma?ano=${year}`,
    },
    {
      key: 'vazamentos',
      count: leaks.equipamentos,
      title: 'Alertas de vazamento',
      detail: `Equipamentos com taxa de vazamento anual acima de ${formatNumber(leaks.limitePercentual)} % em ${year}.`,
      to: `/fluidos?ano=${year}`,
    },
  );
  if (attention.rgms) {
    items.push(
      {
        key: 'rgm-liberar',
        count: attention.rgms.aLiberar,
        title: 'RGMs a liberar',
        detail: 'Rascunhos esperando revisão e liberação.',
        to: '/rgm?estado=rascunho',
      },
      {
        key: 'rgm-enviar',
        count: attention.rgms.aEnviar,
        title: 'RGMs a enviar',
        detail: 'Liberados e ainda não enviados ao cliente.',
        to: '/rgm?estado=liberado',
      },
    );
  }
  if (attention.pmocsSemAssinatura !== null) {
    items.push({
      key: 'pmoc',
      count: attention.pmocsSemAssinatura,
      title: 'PMOCs sem assinatura',
      detail: 'A versão atual ainda não foi assinada.',
      to: '/documentos',
    });
  }
  if (attention.recusasPorToken) {
    const refused = attention.recusasPorToken;
    const total = refused.reduce((sum, row) => sum + row.recusadas, 0);
    const worst = refused[0];
    items.push({
      key: 'recusas',
      count: total,
      title: 'Linhas recusadas nas últimas 24 h',
      detail: worst
        ? `${worst.nome}: ${plural(worst.recusadas, 'linha recusada', 'linhas recusadas')}${refused.length > 1 ? `; mais ${plural(refused.length - 1, 'origem', 'origens')}` : ''}.`
        : 'Nenhuma linha recusada.',
      to: worst?.tokenId
        ? `/integracoes/importacoes?token=${encodeURIComponent(worst.tokenId)}`
        : '/integracoes/importacoes',
    });
  }
  if (attention.tokensExpirando) {
    const first = attention.tokensExpirando[0];
    items.push({
      key: 'tokens',
      count: attention.tokensExpirando.length,
      title: 'Tokens que expiram em 30 dias',
      detail: first
        ? `O primeiro é ${first.nome}, em ${formatDateTime(first.expiraEm)}.`
        : 'Nenhum token perto de expirar.',
      to: first ? `/integracoes/tokens/${encodeURIComponent(first.id)}` : '/integracoes/tokens',
    });
  }
  if (attention.qualidadeAr)
    items.push(indoorAirItem(attention.qualidadeAr, attention.cadastro?.contratos ?? null));
  return items;
}

/** Indoor-air analyses due within 30 days, overdue, or failed (NBR 17037). */
function indoorAirItem(air: NonNullable<Attention['qualidadeAr']>, contracts: number | null): Item {
  const parts = [
    air.reprovadas > 0 ? plural(air.reprovadas, 'contrato reprovado', 'contratos reprovados') : '',
    air.atrasadas > 0 ? plural(air.atrasadas, 'atrasada', 'atrasadas') : '',
    air.vencendo > 0 ? plural(air.vencendo, 'vence em 30 dias', 'vencem em 30 dias') : '',
    air.semAnalise > 0
      ? plural(air.semAnalise, 'contrato sem análise', 'contratos sem análise')
      : '',
  ].filter(Boolean);
  return {
    key: 'qualidade-ar',
    count: air.contratos.length,
    title: 'Análises de qualidade do ar',
    detail:
      parts.length > 0
        ? `${parts.join('; ')}.`
        : contracts === 0
          ? 'Nenhum contrato ainda: as análises de cada contrato aparecem aqui.'
          : 'Todas as análises em dia e conformes à ABNT NBR 17037.',
    to: '/qualidade-ar',
  };
}
