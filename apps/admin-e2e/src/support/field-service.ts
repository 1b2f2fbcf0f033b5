import type { CreatedIngestionToken } from '@campo/contracts';
import { adminSession, ingestion, unique } from './api';

export interface Month {
  year: number;
  month: number;
  /** `YYYY-MM`. */
  value: string;
}

function monthOf(year: number, month: number): Month {
  return { year, month, value: `${year}-${String(month).padStart(2, '0')}` };
}

/** This month in São Paulo (the demo company's and the test browser's zone). */
export function currentMonth(): Month {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return monthOf(year, month);
}

/** The month before now in São Paulo. */
export function previousMonth(): Month {
  const { year, month } = currentMonth();
  return month === 1 ? monthOf(year - 1, 12) : monthOf(year, month - 1);
}

/** The month after `of`. */
export function nextMonth(of: Month): Month {
  return of.month === 12 ? monthOf(of.year + 1, 1) : monthOf(of.year, of.month + 1);
}

/** The first and last days (`YYYY-MM-DD`) of a month: an RGM's period. */
export function monthPeriod({ year, month, value }: Month): { inicio: string; fim: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { inicio: `${value}-01`, fim: `${value}-${String(last).padStart(2, '0')}` };
}

async function send(token: string, entidade: string, linhas: object[]) {
  const response = await ingestion(token).send(entidade, linhas);
  const batch = await response.json();
  if (batch.dados?.gravadas !== linhas.length) {
    throw new Error(`${entidade}: lote não gravado por inteiro: ${JSON.stringify(batch)}`);
  }
}

export interface FieldServiceFixture {
  contractId: string;
  contractCode: string;
  clientName: string;
  equipment: [string, string];
  recipient: string;
}

/**
 * A client, a contract (SLA 4 h to respond, 24 h to solve, one RGM recipient) and
 * two equipment, sent by an ERP over the ingestion API; with `orders`, four orders
 * in the previous month whose figures the RGM test computes by hand.
 */
export async function fieldServiceFixture(orders: boolean): Promise<FieldServiceFixture> {
  const admin = await adminSession();
  const { token } = await admin.post<CreatedIngestionToken>('/api/admin/tokens-ingestao', {
    nome: unique('ERP de teste'),
    entidades: ['cliente', 'contrato', 'equipamento', 'ordem_servico'],
  });
  const client = unique('CLI-E2E');
  const contractCode = unique('CT-E2E');
  const clientName = `Hospital ${client}`;
  const recipient = `gestor.${client.toLowerCase()}@cliente.com.br`;
  const equipment: [string, string] = [unique('AC-E2E'), unique('AC-E2E')];

  await send(token, 'cliente', [{ codigo: client, nome: clientName }]);
  await send(token, 'contrato', [
    {
      codigo: contractCode,
      cliente: client,
      slaAtendimentoHoras: 4,
      slaSolucaoHoras: 24,
      emailsRgm: recipient,
    },
  ]);
  await send(token, 'equipamento', [
    {
      codigo: equipment[0],
      contrato: contractCode,
      setor: 'UTI Adulto',
      descricao: 'Split 24.000 BTU',
      // A gas event on a unit without a registered gas is refused (issue 31).
      tipoGas: 'R-410A',
      cargaGasKg: 2.3,
    },
    {
      codigo: equipment[1],
      contrato: contractCode,
      setor: 'Recepção',
      descricao: 'Cassete 36.000 BTU',
    },
  ]);

  if (orders) {
    const { year, month } = previousMonth();
    const at = (day: number, time: string) =>
      `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year} ${time}`;
    const order = (
      n: number,
      equipamento: string,
      tipo: string,
      causaRaiz: string | undefined,
      times: [string, string, string],
    ) => ({
      codigo: `${contractCode}-OS${n}`,
      contrato: contractCode,
      equipamento,
      tipo,
      status: 'Concluída',
      abertura: times[0],
      inicioAtendimento: times[1],
      fimAtendimento: times[2],
      ...(causaRaiz ? { causaRaiz } : {}),
    });
    await send(token, 'ordem_servico', [
      // Repair 3 h, restore 4 h, within both targets.
      order(1, equipment[0], 'Corretiva', 'Filtro obstruído', [
        at(5, '08:00'),
        at(5, '09:00'),
        at(5, '12:00'),
      ]),
      // Repair 6 h, restore 12 h, started 6 h after opening: misses the 4 h response target.
      order(2, equipment[0], 'Corretiva', 'Filtro obstruído', [
        at(10, '14:00'),
        at(10, '20:00'),
        at(11, '02:00'),
      ]),
      // Repair 2 h, restore 3 h, within both targets.
      order(3, equipment[1], 'Corretiva', 'Falta de gás', [
        at(12, '10:00'),
        at(12, '11:00'),
        at(12, '13:00'),
      ]),
      // A preventive without a schedule: an order, not a call (formulas version 3), outside the SLA.
      order(4, equipment[1], 'Preventiva', undefined, [
        at(20, '08:00'),
        at(20, '08:00'),
        at(20, '10:00'),
      ]),
    ]);
  }

  const contracts = await admin.get<{ itens: Array<{ id: string }> }>(
    `/api/dados/contrato?codigo=${encodeURIComponent(contractCode)}`,
  );
  return { contractId: contracts.itens[0].id, contractCode, clientName, equipment, recipient };
}
