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
  /** Label of the button that creates a record by hand ("Novo contrato"); none, no button. */
  newLabel?: string;
  /** The list's order until a header is clicked; by key when absent. */
  defaultSort?: Sort;
}

const EDIT_NOTE =
  'Chegam pela integração ou por planilha; supervisores e administradores corrigem cada registro na página dele.';
const CREATE_NOTE =
  'Chegam pela integração ou por planilha, ou são cadastrados aqui em "Novo"; supervisores e administradores corrigem, desativam e reativam cada registro na página dele.';

export const CLIENTS: Register = {
  path: '/cadastros/clientes',
  entidade: 'cliente',
  title: 'Clientes',
  lead: `Os clientes atendidos pela manutenção. ${CREATE_NOTE}`,
  filterCampos: ['cidade', 'uf'],
  newLabel: 'Novo cliente',
};

export const CONTRACTS: Register = {
  path: '/cadastros/contratos',
  entidade: 'contrato',
  title: 'Contratos',
  lead: `Os contratos de manutenção de cada cliente. ${CREATE_NOTE}`,
  filterCampos: ['cliente'],
  newLabel: 'Novo contrato',
};

export const EQUIPMENT: Register = {
  path: '/cadastros/equipamentos',
  entidade: 'equipamento',
  title: 'Equipamentos',
  lead: `Os equipamentos de cada contrato, com o setor e, na página de cada um, os planos de manutenção. ${CREATE_NOTE}`,
  filterCampos: ['contrato', 'setor', 'tipo'],
  newLabel: 'Novo equipamento',
};

export const SERVICE_ORDERS: Register = {
  path: '/cadastros/ordens-de-servico',
  entidade: 'ordem_servico',
  title: 'Registros de ordens de serviço',
  lead: `Os campos de cada ordem de serviço, das enviadas pelo ERP às abertas no painel; abrir, despachar e concluir é em Ordens de serviço. ${EDIT_NOTE}`,
  filterCampos: ['contrato', 'equipamento', 'tipo', 'status'],
  defaultSort: { key: 'abertura', direction: 'desc' },
};

export const ROOMS: Register = {
  path: '/cadastros/ambientes',
  entidade: 'ambiente',
  title: 'Ambientes climatizados',
  lead: `Os ambientes de cada contrato, como o PMOC os lista: atividade, área (m²), ocupantes fixos e flutuantes, carga térmica (kW) e vazão de ar exterior (m³/h). Cada equipamento diz o seu ambiente pelo código. Um contrato sem ambientes pode criá-los a partir dos setores dos equipamentos (Qualidade do ar › Nova análise). Chegam pela integração ou por planilha, ou são cadastrados aqui em "Novo".`,
  filterCampos: ['contrato'],
  newLabel: 'Novo ambiente',
};

export const REGISTERS: readonly Register[] = [
  CLIENTS,
  CONTRACTS,
  EQUIPMENT,
  SERVICE_ORDERS,
  ROOMS,
];
