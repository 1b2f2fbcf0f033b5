import {
  type FieldServiceErrorCode,
  type FluidEventKind,
  type FluidFlag,
  formatDay,
  formatKg,
  gasKey,
} from '@campo/contracts';

/**
 * The checks a gas event meets at capture (issue 31), as pure rules:
 * - refused: a gas that is not the equipment's on the event's day (change the equipment's
 *   gas first: a recorded retrofit), or an equipment whose gas is not registered (unless a
 *   technician declared it: then stored flagged GAS_A_CONFIRMAR);
 * - stored but flagged for review: a recharge above the nominal charge (alone or with the
 *   day's other recharges), a day outside the order's period, a probable duplicate, a
 *   recharge above what remains in its supply cylinder.
 */

/**
 * Why an event's gas is refused, or null. `accepted` are the gases the equipment may take
 * that day (first: the one it had); `declared` is the gas a technician declared for an
 * equipment without one, waiting for the supervisor (an event with it is accepted, flagged
 * GAS_A_CONFIRMAR).
 */
export function gasRefusal(
  equipment: { codigo: string },
  accepted: Array<string | null>,
  gas: string,
  day: string,
  declared: string | null = null,
): { codigo: FieldServiceErrorCode; erro: string } | null {
  const known = accepted.filter((code): code is string => Boolean(code?.trim()));
  if (known.length === 0 && declared) {
    if (gasKey(declared) === gasKey(gas)) return null;
    return {
      codigo: 'GAS_DIFERENTE_DO_EQUIPAMENTO',
      erro:
        `O gás informado para o equipamento ${equipment.codigo} é ${declared} (aguardando a confirmação ` +
        `do supervisor); o evento informa ${gas}. Confira o gás na etiqueta do equipamento.`,
    };
  }
  if (known.length === 0)
    return {
      codigo: 'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
      erro:
        `O equipamento ${equipment.codigo} não tem o gás cadastrado. Informe o gás do equipamento ` +
        `(o supervisor confirma) e envie o registro de ${gas} de novo.`,
    };
  if (known.some((code) => gasKey(code) === gasKey(gas))) return null;
  return {
    codigo: 'GAS_DIFERENTE_DO_EQUIPAMENTO',
    erro:
      `O equipamento ${equipment.codigo} usa ${known[0]} em ${formatDay(day)}; o evento informa ${gas}. ` +
      'Se o equipamento foi convertido (retrofit), registre antes a troca de gás do equipamento.',
  };
}

export interface FlagInput {
  kind: FluidEventKind;
  gas: string;
  kg: number;
  day: string;
  /** The equipment's nominal charge, when known. */
  chargeKg: number | null;
  /** The order's period in local days (`to` null: still open), when the event is on an order. */
  order: { codigo: string; from: string; to: string | null } | null;
  /** The equipment's other events of the same day. */
  sameDay: Array<{ tipoGas: string; tipoEvento: FluidEventKind; kg: number }>;
  /** The equipment has no gas registered and the event's gas is the one a technician declared. */
  gasToConfirm?: { tecnico: string } | null;
  /** A recharge's supply cylinder and what remained in it before this charge. */
  cylinder?: { identificacao: string; saldoKg: number | null } | null;
}

const sameKg = (a: number, b: number) => Math.abs(a - b) < 0.0005;

/** The reasons a capture is stored flagged for review (empty: none). */
export function captureFlags(input: FlagInput): FluidFlag[] {
  const flags: FluidFlag[] = [];
  if (input.gasToConfirm)
    flags.push({
      codigo: 'GAS_A_CONFIRMAR',
      motivo: `O equipamento não tinha gás cadastrado; ${input.gas} foi informado por ${input.gasToConfirm.tecnico} e aguarda a confirmação do supervisor.`,
    });
  if (input.kind === 'RECARGA' && input.chargeKg && input.chargeKg > 0) {
    const dayTotal =
      input.kg +
      input.sameDay
        .filter((event) => event.tipoEvento === 'RECARGA')
        .reduce((sum, event) => sum + event.kg, 0);
    if (input.kg > input.chargeKg)
      flags.push({
        codigo: 'ACIMA_DA_CARGA',
        motivo: `Recarga de ${formatKg(input.kg)} acima da carga nominal de ${formatKg(input.chargeKg)}.`,
      });
    else if (dayTotal > input.chargeKg + 0.0005)
      flags.push({
        codigo: 'ACIMA_DA_CARGA',
        motivo: `As recargas do dia somam ${formatKg(dayTotal)}, acima da carga nominal de ${formatKg(input.chargeKg)}.`,
      });
  }
  // Accepted, not refused: the cylinder's recorded mass may be what is wrong (see the docs).
  const cylinder = input.cylinder;
  if (
    input.kind === 'RECARGA' &&
    cylinder &&
    cylinder.saldoKg !== null &&
    input.kg > cylinder.saldoKg + 0.0005
  )
    flags.push({
      codigo: 'ACIMA_DO_SALDO_DO_CILINDRO',
      motivo: `Recarga de ${formatKg(input.kg)} acima do saldo de ${formatKg(Math.max(cylinder.saldoKg, 0))} do cilindro ${cylinder.identificacao}.`,
    });
  const order = input.order;
  if (order && (input.day < order.from || (order.to !== null && input.day > order.to)))
    flags.push({
      codigo: 'FORA_DO_ATENDIMENTO',
      motivo:
        `Evento de ${formatDay(input.day)} fora do período da ordem ${order.codigo} ` +
        `(aberta em ${formatDay(order.from)}${order.to ? `, concluída em ${formatDay(order.to)}` : ''}).`,
    });
  if (
    input.sameDay.some(
      (event) =>
        gasKey(event.tipoGas) === gasKey(input.gas) &&
        event.tipoEvento === input.kind &&
        sameKg(event.kg, input.kg),
    )
  )
    flags.push({
      codigo: 'DUPLICATA_PROVAVEL',
      motivo: `Já há ${input.kind === 'RECARGA' ? 'uma recarga' : input.kind === 'RETIRADA' ? 'uma retirada' : 'um vazamento'} de ${formatKg(input.kg)} de ${input.gas} neste equipamento em ${formatDay(input.day)}.`,
    });
  return flags;
}
