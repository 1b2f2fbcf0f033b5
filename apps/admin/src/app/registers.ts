import type { Sort } from '../lib/table-sort';

/** A register of the Cadastros group: one entity's records, under a name of its own. */
export interface Register {
  /** The list's address; each record's page is under it. */
  path: string;
  entidade: string;
  title: string;
  lead: string;
  /** Fields to filter by besides the key. */
  filterCampos: readonly string[];
  /** The list's order until a header is clicked; by key when absent. */
  defaultSort?: Sort;
}

const EDIT_NOTE =
  'Chegam pela integração ou por planilha; supervisores e administradores corrigem cada registro na página dele.';

export const CONTRACTS: Register = {
  path: '/cadastros/contratos',
  entidade: 'contrato',
  title: 'Contratos',
  lead: `Os contratos de manutenção de cada cliente. ${EDIT_NOTE}`,
  filterCampos: ['cliente'],
};

export const EQUIPMENT: Register = {
  path: '/cadastros/equipamentos',
  entidade: 'equipamento',
  title: 'Equipamentos',
  lead: `Os equipamentos de cada contrato, com o setor e, na página de cada um, os planos de manutenção. ${EDIT_NOTE}`,
  filterCampos: ['contrato', 'setor', 'tipo'],
};

export const SERVICE_ORDERS: Register = {
  path: '/cadastros/ordens-de-servico',
  entidade: 'ordem_servico',
  title: 'Ordens de serviço',
  lead: `Os chamados e as preventivas de cada contrato. ${EDIT_NOTE}`,
  filterCampos: ['contrato', 'equipamento', 'tipo', 'status'],
  defaultSort: { key: 'abertura', direction: 'desc' },
};

export const REGISTERS: readonly Register[] = [CONTRACTS, EQUIPMENT, SERVICE_ORDERS];
