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

function attentionItems(attention: Attention, year: string): Item[] {
  const overdue = attention.preventivasAtrasadas;
  const leaks = attention.alertasVazamento;
  const items: Item[] = [
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
  ];
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
  return items;
}
