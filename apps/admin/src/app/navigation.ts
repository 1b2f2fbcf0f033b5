import type { ComponentType } from 'react';
import {
  COMPANY_ADMIN_ROLES,
  DISPATCH_ROLES,
  INTEGRATION_ROLES,
  RECORD_EDIT_ROLES,
  REFUSED_RECORD_ROLES,
  type Role,
  RGM_ROLES,
} from '@campo/contracts';
import { RefusedRecordsBadge } from '../features/refused-records/components/refused-records-badge';
import { OpenRequestsBadge } from '../features/service-requests/components/open-requests-badge';

export interface NavigationItem {
  path: string;
  label: string;
  /** Roles that see the entry; every role when omitted. */
  roles?: readonly Role[];
  /** One sentence for the start page's shortcuts; entries without it have no shortcut. */
  description?: string;
  /** A live counter shown beside the label (e.g. requests waiting for a decision). */
  Badge?: ComponentType;
}

export interface NavigationGroup {
  label: string;
  /** Roles that see the group (and may open its pages); every role when omitted. */
  roles?: readonly Role[];
  items: readonly NavigationItem[];
}

export type NavigationEntry = NavigationItem | NavigationGroup;

// Who may do what: the same role lists guard the API's routes.
export {
  COMPANY_ADMIN_ROLES,
  DISPATCH_ROLES,
  DOCUMENT_EDIT_ROLES,
  FLUID_EDIT_ROLES,
  INTEGRATION_ROLES,
  RECORD_EDIT_ROLES,
  REFUSED_RECORD_ROLES,
  RGM_ROLES,
  RGM_SETTINGS_ROLES,
} from '@campo/contracts';

/** The side navigation of the signed-in layout. Each feature adds its entry here. */
export const NAVIGATION: readonly NavigationEntry[] = [
  { path: '/', label: 'Início' },
  {
    path: '/dados',
    label: 'Dados',
    description: 'Consulte os registros gravados, entidade por entidade.',
  },
  {
    path: '/ordens',
    label: 'Ordens de serviço',
    description:
      'Abra chamados, agende visitas, aloque técnicos e acompanhe o prazo de cada ordem.',
  },
  {
    path: '/despacho',
    label: 'Despacho',
    roles: DISPATCH_ROLES,
    description: 'A agenda dos técnicos: ordens sem técnico primeiro, atrasadas em destaque.',
  },
  {
    path: '/solicitacoes',
    label: 'Solicitações',
    roles: DISPATCH_ROLES,
    description: 'Pedidos dos clientes (portal e QR code): abra o chamado ou recuse com o motivo.',
    Badge: OpenRequestsBadge,
  },
  {
    path: '/rgm',
    label: 'RGM',
    roles: RGM_ROLES,
    description: 'O relatório gerencial de manutenção do período: calcule, confira e libere.',
  },
  {
    path: '/cronograma',
    label: 'Cronograma',
    description:
      'Em que meses cada equipamento tem manutenção planejada, feita ou atrasada no ano.',
  },
  {
    path: '/documentos',
    label: 'Documentos',
    description: 'PMOC e outros documentos: edite, compare versões e assine.',
  },
  {
    path: '/registros-recusados',
    label: 'Registros recusados',
    roles: REFUSED_RECORD_ROLES,
    description:
      'O que os técnicos registraram no aplicativo e o servidor não aceitou, e o gás informado por eles: trate cada um.',
    Badge: RefusedRecordsBadge,
  },
  {
    path: '/fluidos',
    label: 'Fluidos',
    description:
      'Recargas, retiradas e vazamentos de gás refrigerante, por setor e por gás, no ano.',
  },
  {
    path: '/qualidade-ar',
    label: 'Qualidade do ar',
    roles: RECORD_EDIT_ROLES,
    description:
      'Análises de laboratório (ABNT NBR 17037) por contrato e ambiente: laudo, resultado e próxima data.',
  },
  {
    label: 'Cadastros',
    items: [
      {
        path: '/cadastros/clientes',
        label: 'Clientes',
        description: 'Os clientes atendidos, com CNPJ, contato e endereço.',
      },
      {
        path: '/cadastros/contratos',
        label: 'Contratos',
        description: 'Os contratos de manutenção de cada cliente, com vigência, SLA e responsável.',
      },
      {
        path: '/cadastros/equipamentos',
        label: 'Equipamentos',
        description:
          'Os equipamentos de cada contrato, com o setor e o plano de manutenção de cada um.',
      },
      {
        path: '/cadastros/ordens-de-servico',
        label: 'Registros de OS',
        description:
          'Os campos de cada ordem de serviço, como o ERP os envia: para conferir e corrigir dados.',
      },
      {
        path: '/cadastros/setores',
        label: 'Setores',
        description: 'Onde ficam os equipamentos, e quantos há em cada setor.',
      },
      {
        path: '/cadastros/ambientes',
        label: 'Ambientes',
        description:
          'Os ambientes climatizados de cada contrato: atividade, área, ocupantes e carga térmica (PMOC).',
      },
      {
        path: '/cadastros/planos-de-atividades',
        label: 'Planos de atividades',
        roles: RECORD_EDIT_ROLES,
        description:
          'As atividades do PMOC por tipo de equipamento, com periodicidade e critério de aceitação, e os produtos de limpeza.',
      },
      {
        path: '/cadastros/causas',
        label: 'Causas raiz',
        description: 'O catálogo de causas que o técnico escolhe e que soma as causas do RGM.',
      },
    ],
  },
  {
    label: 'Integrações',
    roles: INTEGRATION_ROLES,
    items: [
      {
        path: '/integracoes/tokens',
        label: 'Tokens',
        description:
          'Conecte um sistema externo: crie um token e escolha as entidades que ele pode gravar.',
      },
      {
        path: '/integracoes/importacoes',
        label: 'Histórico',
        description: 'Cada lote recebido, com o motivo de cada linha recusada.',
      },
      {
        path: '/integracoes/planilhas',
        label: 'Planilhas',
        description: 'Sem integração? Baixe o modelo, preencha e envie um XLSX ou CSV.',
      },
      {
        path: '/integracoes/webhooks',
        label: 'Webhooks',
        roles: COMPANY_ADMIN_ROLES,
        description: 'Avise outro sistema quando um lote, uma ordem, um RGM ou um fluido muda.',
      },
      {
        path: '/integracoes/guia',
        label: 'Guia',
        description: 'Os campos de cada entidade, exemplos com curl e os códigos de erro.',
      },
    ],
  },
  {
    label: 'Empresa',
    roles: COMPANY_ADMIN_ROLES,
    items: [
      {
        path: '/empresa/usuarios',
        label: 'Usuários',
        description: 'Convide pessoas, mude perfis, desative quem saiu e encerre sessões.',
      },
      {
        path: '/empresa/responsaveis-tecnicos',
        label: 'Responsáveis técnicos',
        description: 'Quem assina o PMOC de cada contrato (CREA/CFT) e a ART/TRT.',
      },
      {
        path: '/empresa/configuracoes',
        label: 'Configurações',
        description: 'Nome, CNPJ, fuso horário, logotipo dos PDFs e a regra de recorrência.',
      },
      {
        path: '/empresa/relatorio-de-atendimento',
        label: 'Relatório de atendimento',
        description: 'Catálogo de serviços e materiais e o que é exigido para concluir uma ordem.',
      },
      {
        path: '/empresa/auditoria',
        label: 'Auditoria',
        description: 'Quem mudou o quê em usuários, senhas e configurações, e quando.',
      },
      {
        path: '/empresa/registro-de-tratamento',
        label: 'Registro de tratamento',
        description:
          'Os dados pessoais que o sistema guarda: finalidade, base legal, onde ficam e o prazo (LGPD).',
      },
      {
        path: '/empresa/retencao',
        label: 'Retenção',
        description:
          'Por quanto tempo cada dado pessoal é guardado, as execuções da rotina e os bloqueios legais.',
      },
      {
        path: '/empresa/direitos-do-titular',
        label: 'Direitos do titular',
        description:
          'Os pedidos de acesso, correção ou eliminação, com o prazo de 15 dias, e a exportação dos dados de uma pessoa.',
      },
      {
        path: '/empresa/links-de-relatorio',
        label: 'Links de relatório',
        description:
          'Os links sem login dos relatórios enviados por e-mail: prazo, situação e revogação.',
      },
      {
        path: '/empresa/caixa-de-saida',
        label: 'Caixa de saída',
        description: 'Os e-mails enviados e os que aguardam, quando não há servidor de e-mail.',
      },
    ],
  },
  { path: '/minha-conta', label: 'Minha conta' },
  { path: '/privacidade', label: 'Privacidade' },
];

export function isGroup(entry: NavigationEntry): entry is NavigationGroup {
  return 'items' in entry;
}

function allows(role: Role, roles?: readonly Role[]) {
  return !roles || roles.includes(role);
}

/** The entries a role sees; groups keep only the items the role may see, and empty groups go. */
export function navigationFor(role: Role): NavigationEntry[] {
  return NAVIGATION.filter((entry) => allows(role, entry.roles)).flatMap(
    (entry): NavigationEntry[] => {
      if (!isGroup(entry)) return [entry];
      const items = entry.items.filter((item) => allows(role, item.roles));
      return items.length > 0 ? [{ ...entry, items }] : [];
    },
  );
}

/** Every page a role sees, groups flattened, with the group's label (for shortcuts). */
export function pagesFor(role: Role): Array<NavigationItem & { group?: string }> {
  return navigationFor(role).flatMap((entry) =>
    isGroup(entry) ? entry.items.map((item) => ({ ...item, group: entry.label })) : [entry],
  );
}
