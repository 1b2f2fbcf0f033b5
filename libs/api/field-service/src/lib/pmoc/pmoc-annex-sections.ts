import { type CleaningProduct, formatDay } from '@campo/contracts';
import { type DocumentSection, escapeHtml } from '@campo/platform';
import { BLANK, type PmocBlanks } from './pmoc-blanks';

/**
 * Whether the client is a health-care facility (NBR 7256 applies): its name or a sector
 * of the contract's units names a health setting. The client register has no activity
 * field; the sectors (UTI, Centro cirúrgico…) are what the company already records.
 */
export function isHealthCare(clientName: string | null, sectors: Array<string | null>): boolean {
  const HEALTH =
    /hospital|cl[ií]nica|sa[uú]de|\buti\b|centro cir[uú]rgico|enfermaria|pronto[- ]socorro|ambulat[oó]rio|maternidade|esteriliza|laborat[oó]rio de an[aá]lises|berç[aá]rio|isolamento/i;
  return [clientName, ...sectors].some((text) => text !== null && HEALTH.test(text));
}

/** The cleaning products the company uses (Annex I: products with ANVISA registration). */
export function cleaningProductsSection(
  number: string,
  products: CleaningProduct[],
  blanks: PmocBlanks,
): DocumentSection {
  const rows =
    products.length > 0
      ? products
      : [{ produto: null, principioAtivo: null, registroAnvisa: null }];
  return {
    id: 'produtos-limpeza',
    titulo: `${number}. Produtos de limpeza e desinfecção`,
    tipo: 'tabela',
    fonte: 'produtos-limpeza',
    nota: 'lista de produtos da empresa (Planos de atividades › Produtos), na geração do documento; use apenas produtos registrados ou notificados na ANVISA',
    colunas: ['Produto', 'Princípio ativo', 'Registro ANVISA'],
    linhas: rows.map((product, index) => {
      const name = product.produto ?? `produto ${index + 1}`;
      return [
        blanks.cell(product.produto, 'Produto de limpeza utilizado'),
        blanks.cell(product.principioAtivo, `Princípio ativo (${name})`),
        blanks.cell(product.registroAnvisa, `Registro ANVISA (${name})`),
      ];
    }),
  };
}

/** Recommendations to the building's users and operators for failures and emergencies. */
export function emergenciesSection(number: string): DocumentSection {
  return {
    id: 'emergencias',
    titulo: `${number}. Recomendações aos usuários para falhas e emergências`,
    tipo: 'texto',
    html:
      '<ul><li><strong>Falha de equipamento:</strong> desligar o equipamento pelo controle ou disjuntor, não tentar reparos e abrir um chamado à manutenção (pelo QR code da unidade ou pelo contato do contrato). Em área crítica (centro cirúrgico, UTI, CPD), acionar a manutenção corretiva com prioridade urgente.</li>' +
      '<li><strong>Vazamento de fluido refrigerante:</strong> desligar o equipamento, ventilar o ambiente, afastar as pessoas e não acionar chamas; a manutenção registra o evento no controle de fluidos.</li>' +
      '<li><strong>Vazamento de água ou gotejamento:</strong> desligar o equipamento e isolar a área molhada; pode indicar dreno obstruído.</li>' +
      '<li><strong>Cheiro de queimado, fumaça ou faíscas:</strong> desligar o disjuntor do equipamento, não usar água e chamar a brigada de incêndio se houver fogo.</li>' +
      '<li><strong>Odor, mofo ou sintomas entre os ocupantes:</strong> interromper a recirculação, comunicar a manutenção e providenciar análise do ar interior conforme a ABNT NBR 17037.</li>' +
      '<li><strong>Uso correto:</strong> manter portas e janelas fechadas com o sistema em operação, não obstruir grelhas e difusores e não alterar as regulagens sem orientação do responsável técnico.</li></ul>',
  };
}

/** The ART/TRT as the annex lists it: its number, validity and whether its PDF is on file. */
export interface PmocArtAnnex {
  numero: string | null;
  validade: string | null;
  /** The PDF's size and the start of its SHA-256, or null: not uploaded. */
  arquivo: { tamanhoBytes: number; sha256: string } | null;
}

/**
 * The documents kept with the PMOC: the ART/TRT (with its file when uploaded) and the lab
 * reports on file (`labReportsHtml`, from pmoc-lab-sections; the marked blank without it).
 */
export function attachmentsSection(
  number: string,
  art: PmocArtAnnex,
  labReportsHtml: string | null,
): DocumentSection {
  const artText = [
    art.numero ? `nº ${escapeHtml(art.numero)}` : 'a informada na seção 2',
    art.validade ? `válida até ${formatDay(art.validade)}` : null,
    art.arquivo
      ? `PDF no sistema (${Math.ceil(art.arquivo.tamanhoBytes / 1024)} KiB, SHA-256 ${art.arquivo.sha256.slice(0, 16)}…)`
      : 'PDF não enviado (Contratos › Responsável técnico)',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    id: 'anexos',
    titulo: `${number}. Anexos`,
    tipo: 'texto',
    html:
      '<ul>' +
      `<li><strong>ART/TRT do responsável técnico:</strong> ${artText}.</li>` +
      (labReportsHtml
        ? `<li>${labReportsHtml}</li>`
        : `<li><strong>Laudos de análise da qualidade do ar interior (ABNT NBR 17037:2023):</strong> ${BLANK}</li>`) +
      '<li><strong>Relatórios de atendimento das ordens de serviço do ano:</strong> disponíveis no sistema, com as assinaturas dos clientes.</li>' +
      '<li><strong>Fichas técnicas e FISPQ dos produtos de limpeza:</strong> conforme a lista de produtos deste plano.</li>' +
      '<li><strong>Certificados de calibração dos instrumentos de medição:</strong> mantidos pela empresa de manutenção.</li>' +
      '</ul>',
  };
}

/** The legal basis and the standards the plan follows; NBR 7256 only for health-care facilities. */
export function standardsSection(number: string, healthCare: boolean): DocumentSection {
  return {
    id: 'base-legal',
    titulo: `${number}. Base legal e normas técnicas`,
    tipo: 'texto',
    html:
      '<ul><li>Lei nº 13.589/2018, de 04/01/2018 (obrigatoriedade do PMOC).</li>' +
      '<li>Portaria GM/MS nº 3.523/1998, de 28/08/1998 (Anexo I: modelo do PMOC).</li>' +
      '<li>Resolução ANVISA RE nº 9/2003, de 16/01/2003 — <em>revogada pela RDC nº 886/2024</em>; citada apenas como histórico: os parâmetros de qualidade do ar interior passaram à ABNT NBR 17037:2023.</li>' +
      '<li>ABNT NBR 13971:2014 — Sistemas de refrigeração, condicionamento de ar, ventilação e aquecimento: manutenção programada.</li>' +
      '<li>ABNT NBR 15848:2010 — Sistemas de ar-condicionado e ventilação: procedimentos e requisitos relativos às atividades de construção, reformas, operação e manutenção das instalações que afetam a qualidade do ar interior.</li>' +
      '<li>ABNT NBR 16401-1:2008, 16401-2:2008 e 16401-3:2008 — Instalações de ar-condicionado: sistemas centrais e unitários (projeto, conforto térmico e qualidade do ar interior).</li>' +
      '<li>ABNT NBR 17037:2023 — Qualidade do ar interior em ambientes não residenciais climatizados artificialmente: padrões referenciais.</li>' +
      '<li>ABNT NBR 14679:2012 — Sistemas de condicionamento de ar e ventilação: execução de serviços de higienização.</li>' +
      '<li>ABNT NBR ISO/IEC 17025:2017 — Requisitos gerais para a competência de laboratórios de ensaio e calibração (acreditação dos laboratórios dos laudos).</li>' +
      (healthCare
        ? '<li>ABNT NBR 7256:2021 — Tratamento de ar em estabelecimentos assistenciais de saúde (EAS): requisitos para projeto e execução das instalações (o cliente é um estabelecimento de saúde).</li>'
        : '') +
      '</ul>',
  };
}
