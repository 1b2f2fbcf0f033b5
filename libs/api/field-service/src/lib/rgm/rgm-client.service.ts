import { Injectable } from '@nestjs/common';
import type { ClientRgm, ClientRgmLine, ClientRgmTotals } from '@campo/contracts';
import { fieldServiceError } from '../common/field-service-errors';
import { RgmRepository } from './rgm.repository';

export const clientNotFound = () =>
  fieldServiceError('CLIENTE_NAO_ENCONTRADO', 'Cliente não encontrado.');

/** What the consolidated figures mean: sums of frozen snapshots, and what cannot be summed. */
export const CLIENT_RGM_FORMULAS = {
  origem:
    'Soma dos retratos congelados dos RGMs do mês de cada contrato do cliente (o período exato do mês): nada é recalculado a partir das ordens. Um contrato sem RGM no mês fica fora das somas e aparece como “Sem RGM”.',
  sla: '% de SLA = soma dos chamados no prazo ÷ soma dos chamados com meta × 100 (uma casa); pontualidade = soma das agendadas no horário ÷ soma das agendadas.',
  preventivas:
    'Conformidade = soma das executadas ÷ soma das previstas × 100; no prazo = soma das no prazo ÷ soma das previstas.',
  mttr: 'O MTTR e o tempo de restabelecimento são médias por ordem e não se somam: veja o de cada contrato.',
};

/**
 * A client's RGM of one month, consolidated from its contracts' RGMs of that month. The
 * figures are the snapshots' as frozen: a released RGM never changes, so neither does
 * its share of the sum. Percentages are the ratio of the summed parts.
 */
@Injectable()
export class RgmClientService {
  constructor(private readonly rgms: RgmRepository) {}

  async month(companyId: string, clientId: string, mes: string): Promise<ClientRgm> {
    const found = await this.rgms.clientContracts(companyId, clientId);
    if (!found) throw clientNotFound();
    const period = monthPeriod(mes);
    const rows = await this.rgms.ofContracts(
      companyId,
      found.contratos.map((contract) => contract.id),
      period,
    );
    const byContract = new Map(rows.map((row) => [row.contratoId, row]));
    const contratos: ClientRgmLine[] = found.contratos.map((contract) => {
      const row = byContract.get(contract.id);
      return {
        contratoId: contract.id,
        codigo: contract.codigo,
        descricao: contract.descricao,
        rgm: row
          ? {
              id: row.id,
              estado: row.estado,
              versaoFormulas: row.versaoFormulas,
              resumo: row.resumo,
              preventivas: row.preventivas,
            }
          : null,
      };
    });
    return {
      cliente: found.cliente,
      mes,
      ...period,
      contratos,
      totais: sumRgms(contratos),
      completo:
        contratos.length > 0 &&
        contratos.every((line) => line.rgm !== null && line.rgm.estado !== 'rascunho'),
      versoesFormulas: [...new Set(rows.map((row) => row.versaoFormulas))].sort(),
      formulas: CLIENT_RGM_FORMULAS,
    };
  }
}

/** `YYYY-MM` → its first and last day. */
export function monthPeriod(mes: string): { inicio: string; fim: string } {
  const [year, month] = mes.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { inicio: `${mes}-01`, fim: `${mes}-${String(lastDay).padStart(2, '0')}` };
}

/** The sums of the lines' frozen figures and the percentages of those sums. */
export function sumRgms(lines: readonly ClientRgmLine[]): ClientRgmTotals {
  const rgms = lines.flatMap((line) => (line.rgm ? [line.rgm] : []));
  const sum = (value: (rgm: (typeof rgms)[number]) => number | undefined) =>
    rgms.reduce((total, rgm) => total + (value(rgm) ?? 0), 0);
  const ordensComMeta = sum((rgm) => rgm.resumo.ordensComMeta);
  const ordensNoPrazo = sum((rgm) => rgm.resumo.ordensNoPrazo);
  const agendadas = sum((rgm) => rgm.resumo.agendadas);
  const agendadasNoHorario = sum((rgm) => rgm.resumo.agendadasNoHorario);
  const previstas = sum((rgm) => rgm.preventivas?.previstas);
  const executadas = sum((rgm) => rgm.preventivas?.executadas);
  const noPrazo = sum((rgm) => rgm.preventivas?.noPrazo);
  return {
    ordens: rgms.every((rgm) => rgm.resumo.ordens !== undefined)
      ? sum((rgm) => rgm.resumo.ordens)
      : null,
    chamados: sum((rgm) => rgm.resumo.chamados),
    corretivos: sum((rgm) => rgm.resumo.corretivos),
    ordensComMeta,
    ordensNoPrazo,
    slaPercentual: percent(ordensNoPrazo, ordensComMeta),
    agendadas,
    agendadasNoHorario,
    pontualidadePercentual: percent(agendadasNoHorario, agendadas),
    km: Math.round(sum((rgm) => rgm.resumo.km) * 10) / 10,
    preventivas: {
      previstas,
      executadas,
      noPrazo,
      aVencer: sum((rgm) => rgm.preventivas?.aVencer),
      conformidadePercentual: percent(executadas, previstas),
      noPrazoPercentual: percent(noPrazo, previstas),
    },
  };
}

/** One decimal, as the RGM's own percentages; null when nothing counts. */
function percent(part: number, whole: number) {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
}
