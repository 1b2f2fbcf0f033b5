import { Injectable } from '@nestjs/common';
import {
  formatCnpjOrCpf,
  INDOOR_AIR_STANDING_LABELS,
  indoorAirStandingText,
  labIdentityText,
  type DocumentContent,
  type DocumentSection,
  type DocumentTableSection,
  type IndoorAirAnalysis,
  type IndoorAirReference,
  type IndoorAirSchedule,
  type Room,
} from '@campo/contracts';
import { escapeHtml } from '@campo/platform';
import { type BuildingRow, BuildingRepository } from '../building/building.repository';
import { IndoorAirService } from '../indoor-air/indoor-air.service';
import { limitText } from '../indoor-air/indoor-air-judge';
import { type ContractRoomReading, RoomRepository } from '../rooms/room.repository';
import { careAreasSection, careReadingsSection } from './pmoc-care-area-sections';
import { withMoreBlanks } from './pmoc-blanks';
import { labReportsSection } from './pmoc-lab-sections';

/** The same marked blank as the rest of the PMOC (pmoc-content.ts): it blocks signing. */
const BLANK = '<mark class="preencher">[preencher]</mark>';

/** What the PMOC says about WHERE: the building, its rooms and their indoor air. */
export interface PmocBuildingSource {
  contrato: { codigo: string };
  ano: number;
  edificacao: BuildingRow;
  ambientes: Room[];
  /** The year's readings in the contract's care areas. */
  leiturasAreasSaude: ContractRoomReading[];
  qualidadeAr: {
    referencias: IndoorAirReference[];
    ultimas: IndoorAirAnalysis[];
    agenda: IndoorAirSchedule | null;
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? BLANK : escapeHtml(String(value));
/** A value the lab did not measure is a fact, not a blank to fill: a dash. */
const measured = (value: number | null) => (value === null ? '—' : value.toLocaleString('pt-BR'));
const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

/** Section 1's text: the building's name, its full address (each part a line), and its owner. */
export function buildingIdentificationHtml(source: PmocBuildingSource): string {
  const building = source.edificacao;
  const street = [building.logradouro, building.numero, building.complemento]
    .filter(Boolean)
    .join(', ');
  return [
    `<p><strong>Imóvel (edifício):</strong> ${text(building.edificio)}</p>`,
    `<p><strong>Endereço:</strong> ${building.logradouro ? escapeHtml(street) : BLANK}</p>`,
    ...(building.logradouro && !building.numero
      ? [`<p><strong>Número:</strong> ${BLANK}</p>`]
      : []),
    `<p><strong>Bairro:</strong> ${text(building.bairro)}</p>`,
    `<p><strong>Cidade/UF:</strong> ${building.cidade && building.uf ? escapeHtml(`${building.cidade}/${building.uf}`) : BLANK}</p>`,
    `<p><strong>CEP:</strong> ${text(building.cep)}</p>`,
    `<p><strong>Proprietário / locatário:</strong> ${text(building.proprietario)}</p>`,
    `<p><strong>CNPJ/CPF:</strong> ${text(building.cnpj && formatCnpjOrCpf(building.cnpj))}</p>`,
    `<p><strong>Contrato:</strong> ${text(source.contrato.codigo)} — vigência do plano: ${source.ano}</p>`,
  ].join('');
}

/**
 * The rooms table (Annex I: activity, area, fixed and floating occupants, thermal load);
 * an unknown value is an empty cell, as in the PMOC's other tables.
 */
export function roomsSection(
  titulo: string,
  rooms: Room[],
  blank: (label: string) => string = () => '',
): DocumentTableSection {
  const cell = (value: string | number | null, label: string, room: Room) =>
    value === null || value === ''
      ? blank(`${label} — ${room.codigo} ${room.nome}`)
      : typeof value === 'number'
        ? value.toLocaleString('pt-BR')
        : value;
  return {
    id: 'ambientes',
    titulo,
    tipo: 'tabela',
    fonte: 'ambientes',
    nota: 'ambientes climatizados do contrato, na geração do documento; carga térmica em kW de refrigeração (1 kW = 3.412 BTU/h)',
    colunas: [
      'Código',
      'Ambiente',
      'Atividade',
      'Área (m²)',
      'Ocupantes fixos',
      'Ocupantes flutuantes',
      'Carga térmica (kW)',
      'Ar exterior (m³/h)',
      'Equipamentos',
    ],
    linhas: rooms.map((room) => [
      room.codigo,
      room.nome,
      cell(room.atividade, 'Atividade', room),
      cell(room.areaM2, 'Área (m²)', room),
      cell(room.ocupantesFixos, 'Ocupantes fixos', room),
      cell(room.ocupantesFlutuantes, 'Ocupantes flutuantes', room),
      cell(room.cargaTermicaKw, 'Carga térmica (kW)', room),
      cell(room.vazaoArExteriorM3h, 'Vazão de ar exterior (m³/h)', room),
      String(room.equipamentos),
    ]),
  };
}

const VERDICT_TEXT = {
  CONFORME: 'Conforme',
  NAO_CONFORME: 'NÃO CONFORME',
  NAO_MEDIDO: 'Não medido',
  SEM_EXTERIOR: 'Sem medição exterior',
} as const;

/**
 * The indoor-air section (NBR 17037:2023): the schedule and the analyses' outcome as
 * text, then the reference table with its sources, then the latest results of each
 * room with every failing parameter flagged.
 */
export function indoorAirSections(position: number, source: PmocBuildingSource): DocumentSection[] {
  const { referencias, ultimas, agenda } = source.qualidadeAr;
  const failing = ultimas.flatMap((analysis) =>
    analysis.julgamento
      .filter((judgement) => judgement.situacao === 'NAO_CONFORME')
      .map((judgement) => ({ analysis, judgement })),
  );
  const schedule = [
    agenda ? `<p><strong>Situação:</strong> ${escapeHtml(indoorAirStandingText(agenda))}</p>` : '',
    `<p><strong>Periodicidade das análises:</strong> a cada ${agenda?.intervaloMeses ?? 6} meses (ABNT NBR 17037:2023; laudo de laboratório anexado a cada análise).</p>`,
    `<p><strong>Última coleta:</strong> ${text(day(agenda?.ultimaColeta ?? null))}</p>`,
    `<p><strong>Próxima análise:</strong> ${text(day(agenda?.proxima ?? null))}</p>`,
    failing.length > 0
      ? `<p><strong>Parâmetros não conformes na última análise:</strong> ${failing
          .map(
            ({ analysis, judgement }) =>
              `${escapeHtml(judgement.nome)} (${escapeHtml(analysis.ambiente ?? 'contrato')}, ${day(analysis.dataColeta)}: ${judgement.apurado?.toLocaleString('pt-BR') ?? '—'} ${escapeHtml(judgement.unidade)}; referência ${escapeHtml(judgement.limite)}${
                /fung/i.test(judgement.nome) && analysis.generosFungos.length > 0
                  ? `; gêneros identificados: <em>${escapeHtml(analysis.generosFungos.join(', '))}</em>`
                  : ''
              })`,
          )
          .join('; ')}. Ações corretivas: ${BLANK}</p>`
      : ultimas.length > 0
        ? '<p>Todos os parâmetros medidos na última análise estão conformes.</p>'
        : '',
    ultimas.length > 0
      ? `<p><strong>Laboratórios e laudos:</strong> ${ultimas
          .map(
            (analysis) =>
              `${escapeHtml(labIdentityText(analysis))}${analysis.laudoNumero ? `, laudo nº ${escapeHtml(analysis.laudoNumero)}` : ''} (${day(analysis.dataColeta)})`,
          )
          .join(
            '; ',
          )} — identificação na tabela ${position}.3; os PDFs dos laudos seguem este plano, ao final do documento (seção Anexos).</p>`
      : '',
  ].join('');
  const reference: DocumentTableSection = {
    id: 'qualidade-ar-referencia',
    titulo: `${position}.1 Valores de referência`,
    tipo: 'tabela',
    fonte: 'qualidade-ar-referencia',
    nota: 'valores de referência cadastrados na plataforma, com a fonte de cada um',
    colunas: ['Parâmetro', 'Unidade', 'Referência', 'Aplicação', 'Fonte'],
    linhas: referencias.map((item) => [
      item.nome,
      item.unidade,
      limitText(item),
      item.aplicacao,
      item.fonte,
    ]),
  };
  const results: DocumentTableSection = {
    id: 'qualidade-ar-resultados',
    titulo: `${position}.2 Últimos resultados por ambiente`,
    tipo: 'tabela',
    fonte: 'analises-ar',
    nota: 'última análise de cada ambiente, julgada pelos valores de referência acima',
    colunas: [
      'Coleta',
      'Ambiente',
      'Laboratório',
      'Parâmetro',
      'Interior',
      'Exterior',
      'Apurado',
      'Referência',
      'Situação',
    ],
    linhas: [
      ...ultimas.flatMap((analysis) =>
        analysis.julgamento
          .filter((judgement) => judgement.situacao !== 'NAO_MEDIDO')
          .map((judgement) => [
            day(analysis.dataColeta) ?? '',
            analysis.ambiente ?? 'Contrato (geral)',
            analysis.laboratorio,
            judgement.nome,
            measured(judgement.interno),
            measured(judgement.externo),
            measured(judgement.apurado),
            judgement.limite,
            VERDICT_TEXT[judgement.situacao],
          ]),
      ),
      // A room never analysed is pending, not "em dia": it has a line of its own.
      ...source.ambientes
        .filter((room) => agenda?.ambientesPendentes.includes(room.codigo))
        .map((room) => [
          '—',
          `${room.codigo} — ${room.nome}`,
          '—',
          'Todos',
          '—',
          '—',
          '—',
          '—',
          INDOOR_AIR_STANDING_LABELS.PENDENTE,
        ]),
    ],
  };
  return [
    {
      id: 'qualidade-ar',
      titulo: `${position}. Qualidade do ar interior`,
      tipo: 'texto',
      html:
        ultimas.length === 0
          ? `${schedule}<p><strong>Análises:</strong> ${BLANK}</p><p>Nenhuma análise de qualidade do ar registrada para este contrato.</p>`
          : schedule,
    },
    reference,
    ...(results.linhas.length > 0 ? [results] : []),
    ...(ultimas.length > 0
      ? [labReportsSection(`${position}.3 Laboratórios e laudos`, ultimas)]
      : []),
  ];
}

/**
 * The PMOC's content with the building sections in place: section `identificacao`'s text,
 * section `ambientes` (keeping its title; an unknown value points to "Dados a completar",
 * where it is a marked blank that blocks signing), and the indoor-air sections, numbered
 * before "Dados a completar", which stays last (its number, and the tables' pointers to
 * it, move up by one).
 */
export function withBuildingSections(
  content: DocumentContent,
  source: PmocBuildingSource | undefined,
): DocumentContent {
  if (!source) return content;
  const pendingIn = (sections: DocumentSection[]) =>
    sections.findIndex((section) => section.id === 'dados-a-completar');
  const pendingAt = pendingIn(content.secoes);
  const numberOf = (section: DocumentSection) => Number(/^(\d+)\. /.exec(section.titulo)?.[1] ?? 0);
  const last = Math.max(0, ...content.secoes.map(numberOf));
  const airNumber = pendingAt >= 0 ? numberOf(content.secoes[pendingAt]) : last + 1;
  const pendingNumber = airNumber + 1;
  const roomBlanks: string[] = [];
  const blank = (label: string) => {
    roomBlanks.push(label);
    return `ver seção ${pendingNumber}`;
  };
  const pointer = new RegExp(`^ver seção ${airNumber}$`);
  const sectionNumber = (id: string) => {
    const found = content.secoes.find((section) => section.id === id);
    return found ? /^(\d+)\. /.exec(found.titulo)?.[1] : undefined;
  };
  // The care areas follow the rooms (3.1), their readings the execution record (8.1).
  const careAreas = careAreasSection(
    `${sectionNumber('ambientes') ?? 3}.1. Áreas de saúde (ABNT NBR 7256:2021)`,
    source.ambientes,
  );
  const careReadings = careReadingsSection(
    `${sectionNumber('registro-execucao') ?? 8}.1. Leituras nas áreas de saúde ${source.ano}`,
    source.ambientes,
    source.leiturasAreasSaude,
    source.ano,
  );
  const after = (section: DocumentSection): DocumentSection[] =>
    section.id === 'ambientes' && careAreas
      ? [careAreas]
      : section.id === 'registro-execucao' && careReadings
        ? [careReadings]
        : [];
  const withSource = (section: DocumentSection): DocumentSection => {
    if (section.id === 'identificacao' && section.tipo === 'texto')
      return { ...section, html: buildingIdentificationHtml(source) };
    // No rooms registered: the section stays the marked blank it was, to fill in the editor.
    if (section.id === 'ambientes' && source.ambientes.length > 0)
      return roomsSection(section.titulo, source.ambientes, blank);
    if (pendingAt >= 0 && section.tipo === 'tabela')
      return {
        ...section,
        linhas: section.linhas.map((row) =>
          row.map((value) =>
            typeof value === 'string' && pointer.test(value) ? `ver seção ${pendingNumber}` : value,
          ),
        ),
      };
    return section;
  };
  const secoes = content.secoes.flatMap((section) => [withSource(section), ...after(section)]);
  const air = indoorAirSections(airNumber, source);
  if (pendingAt < 0) return { secoes: [...secoes, ...air] };
  const at = pendingIn(secoes);
  const pending = secoes[at];
  const renumbered: DocumentSection = {
    ...pending,
    titulo: pending.titulo.replace(/^\d+\. /, `${pendingNumber}. `),
    ...(pending.tipo === 'texto' ? { html: withMoreBlanks(pending.html, roomBlanks) } : {}),
  } as DocumentSection;
  return {
    secoes: [...secoes.slice(0, at), ...air, renumbered, ...secoes.slice(at + 1)],
  };
}

/** Loads what the building sections print, from the rooms and indoor-air repositories. */
@Injectable()
export class PmocBuildingLoader {
  constructor(
    private readonly buildings: BuildingRepository,
    private readonly rooms: RoomRepository,
    private readonly indoorAir: IndoorAirService,
  ) {}

  async load(
    companyId: string,
    contract: { id: string; codigo: string },
    year: number,
    today: string,
  ): Promise<PmocBuildingSource | undefined> {
    const building = await this.buildings.building(companyId, contract.id);
    if (!building) return undefined;
    const [ambientes, leiturasAreasSaude, referencias, ultimas, [agenda]] = await Promise.all([
      this.rooms.list(companyId, contract.id),
      this.rooms.contractReadings(companyId, contract.id, year),
      this.indoorAir.references(),
      this.indoorAir.latestPerRoom(companyId, contract.id),
      this.indoorAir.schedules(companyId, today, contract.id),
    ]);
    return {
      contrato: { codigo: contract.codigo },
      ano: year,
      edificacao: building,
      ambientes,
      leiturasAreasSaude,
      qualidadeAr: { referencias, ultimas, agenda: agenda ?? null },
    };
  }
}
