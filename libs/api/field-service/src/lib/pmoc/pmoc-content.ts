import { isPeriodicity, MONTH_NAMES, PERIODICITY_LABELS } from '@campo/contracts';
import { type DocumentContent, escapeHtml } from '@campo/platform';
import type { ScheduleRow } from '../schedule/schedule.service';

/** The PMOC's document type, as stored with the platform document. */
export const PMOC_DOCUMENT_TYPE = 'PMOC';

/** What the PMOC document type is, in full (printed in its heading). */
export const PMOC_TYPE_LABEL = 'Plano de Manutenção, Operação e Controle';

const BLANK = '<mark class="preencher">[preencher]</mark>';
const MONTHS = MONTH_NAMES.map((month) => month.charAt(0).toUpperCase() + month.slice(1, 3));

export interface PmocSource {
  ano: number;
  contrato: {
    codigo: string;
    descricao: string | null;
    responsavelTecnico: string | null;
    registroResponsavel: string | null;
    art: string | null;
  };
  cliente: {
    nome: string;
    cnpj: string | null;
    endereco: string | null;
    cidade: string | null;
    uf: string | null;
  } | null;
  equipamentos: Array<{
    codigo: string;
    tipo: string | null;
    capacidadeBtu: number | null;
    tipoGas: string | null;
    setor: string | null;
    localizacao: string | null;
    periodicidade: string | null;
  }>;
  cronograma: ScheduleRow[];
}

/**
 * The PMOC (Portaria 3.523/1998, Annex I; Lei 13.589/2018) of one contract and year:
 * what the platform knows is filled in, what it does not is left as a marked blank
 * to fill in the editor — never invented. Data tables come from the contract's
 * equipment and the annual grid.
 */
export function buildPmocContent(source: PmocSource): DocumentContent {
  const value = (text: string | number | null | undefined) =>
    text === null || text === undefined || text === '' ? BLANK : escapeHtml(String(text));
  const client = source.cliente;
  const address = client
    ? [client.endereco, client.cidade, client.uf].filter(Boolean).join(', ')
    : '';
  return {
    secoes: [
      {
        id: 'identificacao',
        titulo: '1. Identificação do imóvel e do proprietário',
        tipo: 'texto',
        html: [
          `<p><strong>Imóvel:</strong> ${value(source.contrato.descricao)}</p>`,
          `<p><strong>Endereço:</strong> ${value(address)}</p>`,
          `<p><strong>Proprietário / locatário:</strong> ${value(client?.nome)}</p>`,
          `<p><strong>CNPJ/CPF:</strong> ${value(client?.cnpj)}</p>`,
          `<p><strong>Contrato:</strong> ${value(source.contrato.codigo)} — vigência do plano: ${source.ano}</p>`,
        ].join(''),
      },
      {
        id: 'responsavel-tecnico',
        titulo: '2. Responsável técnico',
        tipo: 'texto',
        html: [
          `<p><strong>Nome:</strong> ${value(source.contrato.responsavelTecnico)}</p>`,
          `<p><strong>Registro no conselho (CREA/CFT):</strong> ${value(source.contrato.registroResponsavel)}</p>`,
          `<p><strong>ART/TRT:</strong> ${value(source.contrato.art)}</p>`,
        ].join(''),
      },
      {
        id: 'ambientes',
        titulo: '3. Ambientes climatizados',
        tipo: 'texto',
        html: `<p>Para cada ambiente: identificação, área (m²), número de ocupantes (fixos e flutuantes) e carga térmica. ${BLANK}</p>`,
      },
      {
        id: 'inventario',
        titulo: '4. Inventário de equipamentos',
        tipo: 'tabela',
        fonte: 'equipamentos',
        nota: 'equipamentos do contrato, na geração do documento',
        colunas: ['TAG', 'Tipo', 'Capacidade (BTU/h)', 'Fluido', 'Setor', 'Localização'],
        linhas: source.equipamentos.map((equipment) => [
          equipment.codigo,
          equipment.tipo ?? '',
          equipment.capacidadeBtu?.toLocaleString('pt-BR') ?? '',
          equipment.tipoGas ?? '',
          equipment.setor ?? '',
          equipment.localizacao ?? '',
        ]),
      },
      {
        id: 'atividades',
        titulo: '5. Atividades e periodicidades',
        tipo: 'tabela',
        fonte: 'planos',
        nota: 'planos de manutenção dos equipamentos, na geração do documento',
        colunas: ['TAG', 'Periodicidade', 'Atividades'],
        linhas: source.equipamentos.map((equipment) => [
          equipment.codigo,
          equipment.periodicidade
            ? `${equipment.periodicidade} — ${isPeriodicity(equipment.periodicidade) ? PERIODICITY_LABELS[equipment.periodicidade] : ''}`
            : '',
          'Limpeza de filtros, serpentinas e bandeja; verificação do dreno, das conexões elétricas e da carga de fluido.',
        ]),
      },
      {
        id: 'cronograma',
        titulo: `6. Cronograma anual ${source.ano}`,
        tipo: 'tabela',
        fonte: 'cronograma',
        nota: 'cronograma anual calculado na geração do documento',
        colunas: ['TAG', 'Setor', 'Periodicidade', ...MONTHS],
        linhas: source.cronograma.map((row) => [
          row.codigo,
          row.setor ?? '',
          row.periodicidade ?? '',
          ...row.meses.map((situacao) => ({ tipo: 'mes' as const, situacao })),
        ]),
      },
      {
        id: 'emergencias',
        titulo: '7. Recomendações para falhas e emergências',
        tipo: 'texto',
        html:
          '<ul><li>Em falha de equipamento que atenda área crítica, acionar a manutenção corretiva e registrar a ordem de serviço.</li>' +
          '<li>Em vazamento de fluido refrigerante, desligar o equipamento, ventilar o ambiente e registrar o evento no controle de fluidos.</li>' +
          '<li>Em suspeita de contaminação do ar interior, interromper a recirculação e providenciar análise conforme a ABNT NBR 17037.</li></ul>',
      },
      {
        id: 'base-legal',
        titulo: '8. Base legal',
        tipo: 'texto',
        html:
          '<ul><li>Portaria do Ministério da Saúde nº 3.523, de 28/08/1998 (Anexo I: PMOC).</li>' +
          '<li>Lei nº 13.589, de 04/01/2018 (obrigatoriedade do PMOC).</li>' +
          '<li>Resolução ANVISA RE nº 09/2003 — <em>revogada em 2024</em>; os parâmetros de qualidade do ar interior passaram à ABNT NBR 17037:2023.</li>' +
          '<li>ABNT NBR 16401 (instalações de ar-condicionado), ABNT NBR 17037 (qualidade do ar interior) e ABNT NBR 14679 (higienização de sistemas de ar-condicionado).</li></ul>',
      },
      {
        id: 'procedimentos',
        titulo: '9. Procedimentos técnicos padrão e critérios de aceitação',
        tipo: 'texto',
        html:
          '<ul><li><strong>Filtros:</strong> limpos ou substituídos; sem rasgos nem colmatação; perda de carga dentro do especificado pelo fabricante.</li>' +
          '<li><strong>Serpentinas:</strong> aletas limpas e desobstruídas, sem corrosão nem incrustação.</li>' +
          '<li><strong>Bandeja e dreno:</strong> sem água parada, lodo ou obstrução; escoamento livre.</li>' +
          '<li><strong>Ventiladores:</strong> rotor limpo e balanceado, sem ruído ou vibração anormal; correias e rolamentos em bom estado.</li>' +
          '<li><strong>Ventilação e ar exterior:</strong> taxa de renovação conforme ABNT NBR 16401; tomadas de ar desobstruídas.</li>' +
          '<li><strong>Qualidade do ar interior:</strong> parâmetros conforme ABNT NBR 17037, com análise periódica.</li>' +
          '<li><strong>Elétrica e fluido:</strong> conexões firmes, correntes nominais, sem sinais de vazamento de fluido refrigerante.</li></ul>',
      },
    ],
  };
}
