import type { ServiceOrderSummary } from '@campo/contracts';

/** Where an order is, as dispatch reads it: the unit's tag, then its room, sector and location. */
export function orderPlace(order: Pick<ServiceOrderSummary, 'equipamento' | 'contrato'>): {
  unidade: string;
  local: string | null;
} {
  const unit = order.equipamento;
  if (!unit) return { unidade: `Contrato ${order.contrato.codigo}`, local: null };
  const local = [unit.ambiente, unit.setor, unit.localizacao]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(' · ');
  return { unidade: unit.codigo, local: local || null };
}
