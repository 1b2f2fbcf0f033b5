import {
  type CatalogueActivity,
  type CleaningProduct,
  type CouncilRegistration,
  councilRegistrationText,
  formatCnpj,
  formatCnpjOrCpf,
  formatDay,
  formatDecimal,
  MONTH_NAMES,
  type Periodicity,
} from '@campo/contracts';
import { type DocumentContent, escapeHtml } from '@campo/platform';
import type { ScheduleRow } from '../schedule/schedule.service';
import {
  attachmentsSection,
  cleaningProductsSection,
  emergenciesSection,
  isHealthCare,
  type PmocArtAnnex,
  standardsSection,
} from './pmoc-annex-sections';
import { BLANK, PmocBlanks } from './pmoc-blanks';
import {
  cadenceSection,
  componentPlanSections,
  executionRecordSection,
  type PmocActivityYear,
  type PmocExecution,
  type PmocUnitPlan,
  unitAdjustmentsSection,
} from './pmoc-plan-sections';

/** The PMOC's document type, as stored with the platform document. */
export const PMOC_DOCUMENT_TYPE = 'PMOC';

/** What the PMOC document type is, in full (printed in its heading). */
export const PMOC_TYPE_LABEL = 'Plano de Manutenção, Operação e Controle';

const MONTHS = MONTH_NAMES.map((month) => month.charAt(0).toUpperCase() + month.slice(1, 3));

export interface PmocSource {
  ano: number;
  /** The maintenance company (the RT's employer): Annex I's "responsável técnico" identification. */
  empresa: {
    nome: string;
    cnpj: string | null;
    registroConselho: CouncilRegistration | null;
    telefone: string | null;
  };
  /** The ART/TRT as the annex lists it, and the annex's lab reports item (null: none known). */
  anexos: { art: PmocArtAnnex; laudos: string | null };
  contrato: {
    codigo: string;
    descricao: string | null;
    responsavelTecnico: string | null;
    registroResponsavel: string | null;
    art: string | null;
    artValidade: string | null;
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
    fabricante: string | null;
    modelo: string | null;
    numeroSerie: string | null;
    capacidadeBtu: number | null;
    tipoGas: string | null;
    cargaGasKg: number | null;
    setor: string | null;
    localizacao: string | null;
    /** The contract's visit cadence for the unit. */
    periodicidade: Periodicity | null;
  }>;
  /** The annual grid's rows (one per unit) and each unit's activities over the year. */
  cronograma: ScheduleRow[];
  atividadesAno: PmocActivityYear[];
  /** The company's activity catalogue and each unit's plan (units in the inventory's order). */
  catalogo: CatalogueActivity[];
  planos: PmocUnitPlan[];
  /** The year's executions of the plans' activities. */
  execucoes: PmocExecution[];
  produtos: CleaningProduct[];
}

/**
 * The PMOC (Portaria 3.523/1998, Annex I; Lei 13.589/2018) of one contract and year:
 * what the platform knows is filled in, what it does not is left as a marked blank
 * to fill in the editor — never invented; a table's unknown cell points to the last
 * section, where it is a marked blank to fill (tables are read-only). Data tables
 * come from the contract's equipment, the activity plans, the annual grid, the
 * technicians' checklist answers and the company's cleaning products.
 */
export function buildPmocContent(source: PmocSource): DocumentContent {
  const value = (text: string | number | null | undefined) =>
    text === null || text === undefined || text === '' ? BLANK : escapeHtml(String(text));
  const blanks = new PmocBlanks('14');
  const client = source.cliente;
  const address = client
    ? [client.endereco, client.cidade, client.uf].filter(Boolean).join(', ')
    : '';
  const healthCare = isHealthCare(
    client?.nome ?? null,
    source.equipamentos.map((equipment) => equipment.setor),
  );
  const planSections = componentPlanSections('5', source.catalogo, source.planos);
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
          `<p><strong>CNPJ/CPF:</strong> ${value(client?.cnpj && formatCnpjOrCpf(client.cnpj))}</p>`,
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
          `<p><strong>Validade da ART/TRT:</strong> ${value(source.contrato.artValidade && formatDay(source.contrato.artValidade))}</p>`,
          `<p><strong>Empresa de manutenção:</strong> ${value(source.empresa.nome)}</p>`,
          `<p><strong>CNPJ da empresa:</strong> ${value(source.empresa.cnpj && formatCnpj(source.empresa.cnpj))}</p>`,
          `<p><strong>Registro da empresa no conselho (CREA/CFT):</strong> ${value(source.empresa.registroConselho && councilRegistrationText(source.empresa.registroConselho))}</p>`,
          ...(source.empresa.telefone
            ? [`<p><strong>Telefone da empresa:</strong> ${value(source.empresa.telefone)}</p>`]
            : []),
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
        colunas: [
          'TAG',
          'Tipo',
          'Fabricante / modelo',
          'Nº de série',
          'Capacidade (BTU/h)',
          'Fluido',
          'Carga (kg)',
          'Setor',
          'Localização',
        ],
        linhas: source.equipamentos.map((equipment) => [
          equipment.codigo,
          blanks.cell(equipment.tipo, `Tipo — ${equipment.codigo}`),
          blanks.cell(
            [equipment.fabricante, equipment.modelo].filter(Boolean).join(' / '),
            `Fabricante e modelo — ${equipment.codigo}`,
          ),
          blanks.cell(equipment.numeroSerie, `Nº de série — ${equipment.codigo}`),
          blanks.cell(
            equipment.capacidadeBtu?.toLocaleString('pt-BR'),
            `Capacidade (BTU/h) — ${equipment.codigo}`,
          ),
          // A unit without refrigerant (a fan coil on chilled water) has none to state.
          equipment.tipoGas ?? '—',
          equipment.tipoGas
            ? blanks.cell(
                equipment.cargaGasKg === null ? null : formatDecimal(equipment.cargaGasKg, 2),
                `Carga de fluido (kg) — ${equipment.codigo}`,
              )
            : '—',
          blanks.cell(equipment.setor, `Setor — ${equipment.codigo}`),
          blanks.cell(equipment.localizacao, `Localização — ${equipment.codigo}`),
        ]),
      },
      ...planSections,
      unitAdjustmentsSection('6', source.planos),
      cadenceSection('6.1', source.equipamentos, source.planos, blanks),
      {
        id: 'cronograma',
        titulo: `7. Cronograma anual ${source.ano}`,
        tipo: 'tabela',
        fonte: 'cronograma',
        nota: 'cronograma anual calculado na geração do documento: por unidade (a mesma linha da grade) e por atividade do seu plano',
        colunas: ['TAG', 'Atividade', 'Periodicidade', ...MONTHS],
        linhas: source.cronograma.flatMap((row) => [
          [
            row.codigo,
            'Unidade (todas as atividades)',
            row.periodicidade ?? '—',
            ...row.meses.map((situacao) => ({ tipo: 'mes' as const, situacao })),
          ],
          ...source.atividadesAno
            .filter((activity) => activity.equipamentoId === row.equipamentoId)
            .map((activity) => [
              row.codigo,
              activity.atividade,
              activity.periodicidade,
              ...activity.meses.map((situacao) => ({ tipo: 'mes' as const, situacao })),
            ]),
        ]),
      },
      executionRecordSection('8', source.ano, source.atividadesAno, source.execucoes, blanks),
      cleaningProductsSection('9', source.produtos, blanks),
      {
        id: 'procedimentos',
        titulo: '10. Procedimentos técnicos padrão e critérios de aceitação',
        tipo: 'texto',
        html:
          '<p>Cada atividade do plano (seção 5) traz o seu critério de aceitação, verificado pelo técnico no checklist da visita; uma resposta "não conforme" registra a observação e gera a ação corretiva.</p>' +
          '<ul><li><strong>Filtros:</strong> limpos ou substituídos; sem rasgos nem colmatação; perda de carga dentro do especificado pelo fabricante.</li>' +
          '<li><strong>Serpentinas:</strong> aletas limpas e desobstruídas, sem corrosão nem incrustação.</li>' +
          '<li><strong>Bandeja e dreno:</strong> sem água parada, lodo ou obstrução; escoamento livre.</li>' +
          '<li><strong>Ventiladores:</strong> rotor limpo e balanceado, sem ruído ou vibração anormal; correias e rolamentos em bom estado.</li>' +
          '<li><strong>Ventilação e ar exterior:</strong> taxa de renovação conforme ABNT NBR 16401-3:2008; tomadas de ar desobstruídas.</li>' +
          '<li><strong>Qualidade do ar interior:</strong> parâmetros conforme ABNT NBR 17037, com análise periódica.</li>' +
          '<li><strong>Elétrica e fluido:</strong> conexões firmes, correntes nominais, sem sinais de vazamento de fluido refrigerante.</li>' +
          '<li><strong>Higienização:</strong> somente com produtos registrados na ANVISA (seção 9), conforme a ABNT NBR 14679.</li></ul>',
      },
      emergenciesSection('11'),
      attachmentsSection('12', source.anexos.art, source.anexos.laudos),
      standardsSection('13', healthCare),
      blanks.section('dados-a-completar', 'Dados a completar'),
    ],
  };
}
