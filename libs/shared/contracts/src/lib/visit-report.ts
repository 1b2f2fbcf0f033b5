/**
 * Wire types of the visit report (relatório de atendimento): the company's catalogue of
 * services and materials, what the technician records on an order from the phone
 * (`/api/fs/app/os/:id/…`, each write idempotent by its client UUID), the client's
 * acceptance, the seal, and what supervisors read (`/api/fs/ordens/:id/relatorio`).
 */
import type { Role } from './auth';
import type { OrderType } from './orders';

/** The company's catalogue: services, materials, and the kinds of reading (LEITURA) it measures. */
export const CATALOG_KINDS = ['SERVICO', 'MATERIAL', 'LEITURA'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** One service, material or reading kind of the company's catalogue (ADMIN edits it). */
export interface CatalogItem {
  id: string;
  tipo: CatalogKind;
  nome: string;
  /** Materials: the usual unit (un, m, kg…); null for services and reading kinds. */
  unidade: string | null;
  /** Reading kinds: the code a reading is stored under (`TENSAO`); null otherwise. */
  codigo: string | null;
  /** Reading kinds: the units a reading of the kind accepts (the first is the default). */
  unidades: string[] | null;
  ativo: boolean;
}

/** `POST /api/fs/catalogo-visita` (a reading kind: `unidades`; its code comes from the name). */
export interface CreateCatalogItemRequest {
  tipo: CatalogKind;
  nome: string;
  unidade?: string | null;
  unidades?: string[];
}

/** `PATCH /api/fs/catalogo-visita/:id`. */
export interface UpdateCatalogItemRequest {
  nome?: string;
  unidade?: string | null;
  unidades?: string[];
  ativo?: boolean;
}

/**
 * The reading kinds every company starts with (seeded into its catalogue, where the ADMIN
 * renames, deactivates and adds kinds), each with the units it accepts (the first is
 * the default). A reading stores the kind's code.
 */
export const READING_KINDS = [
  'PRESSAO_SUCCAO',
  'PRESSAO_DESCARGA',
  'TENSAO',
  'CORRENTE',
  'TEMPERATURA_INSUFLAMENTO',
  'TEMPERATURA_RETORNO',
  'TEMPERATURA_EXTERNA',
  'SUPERAQUECIMENTO',
  'SUBRESFRIAMENTO',
] as const;
export type DefaultReadingKind = (typeof READING_KINDS)[number];
/** A reading kind's code in the company's catalogue: a default's, or one the ADMIN added. */
export type ReadingKind = string;
export const READING_LABELS: Record<DefaultReadingKind, string> = {
  TENSAO: 'Tensão elétrica',
  CORRENTE: 'Corrente elétrica',
  PRESSAO_SUCCAO: 'Pressão de sucção',
  PRESSAO_DESCARGA: 'Pressão de descarga',
  TEMPERATURA_INSUFLAMENTO: 'Temperatura do ar de insuflamento',
  TEMPERATURA_RETORNO: 'Temperatura do ar de retorno',
  TEMPERATURA_EXTERNA: 'Temperatura externa',
  SUPERAQUECIMENTO: 'Superaquecimento',
  SUBRESFRIAMENTO: 'Sub-resfriamento',
};
export const READING_UNITS: Record<DefaultReadingKind, readonly string[]> = {
  TENSAO: ['V'],
  CORRENTE: ['A'],
  PRESSAO_SUCCAO: ['psi', 'bar', 'kPa'],
  PRESSAO_DESCARGA: ['psi', 'bar', 'kPa'],
  TEMPERATURA_INSUFLAMENTO: ['°C', '°F'],
  TEMPERATURA_RETORNO: ['°C', '°F'],
  TEMPERATURA_EXTERNA: ['°C', '°F'],
  // A temperature difference: kelvin, or degrees Celsius as the gauges print it.
  SUPERAQUECIMENTO: ['K', '°C'],
  SUBRESFRIAMENTO: ['K', '°C'],
};

/**
 * What a reading kind reads as: its name in the company's catalogue (`names`, by code),
 * else a default's name, else the code itself.
 */
export function readingLabel(code: string, names?: ReadonlyMap<string, string>): string {
  return names?.get(code) ?? READING_LABELS[code as DefaultReadingKind] ?? code;
}

/** Units a reading kind may take; also what a new kind may list. */
export const READING_UNIT_CHOICES = [
  'V',
  'A',
  'psi',
  'bar',
  'kPa',
  '°C',
  '°F',
  'K',
  'Hz',
  '%',
  'kW',
] as const;

/** Units a material may be counted in. */
export const MATERIAL_UNITS = ['un', 'm', 'kg', 'g', 'L', 'mL', 'par', 'rolo', 'caixa'] as const;

export const PHOTO_LABELS = ['ANTES', 'DEPOIS', 'OUTRO'] as const;
export type PhotoLabel = (typeof PHOTO_LABELS)[number];
export const PHOTO_LABEL_NAMES: Record<PhotoLabel, string> = {
  ANTES: 'Antes',
  DEPOIS: 'Depois',
  OUTRO: 'Outra',
};

/** Largest photo the phone may send (the platform's FILE_MAX_BYTES default; it sends about 1600 px JPEG). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** `POST /api/fs/app/os/:id/servicos`: a catalogue service (`servicoId`) or free text (`descricao`). */
export interface VisitServiceRequest {
  id: string;
  servicoId?: string | null;
  descricao?: string | null;
  observacao?: string | null;
}

/** `POST /api/fs/app/os/:id/leituras`. */
export interface VisitReadingRequest {
  id: string;
  grandeza: ReadingKind;
  valor: number;
  unidade: string;
}

/** `POST /api/fs/app/os/:id/materiais`: a catalogue material (`materialId`) or free text. */
export interface VisitMaterialRequest {
  id: string;
  materialId?: string | null;
  descricao?: string | null;
  quantidade: number;
  unidade: string;
}

/** `POST /api/fs/app/os/:id/recomendacoes`. */
export interface VisitRecommendationRequest {
  id: string;
  texto: string;
}

/**
 * `POST /api/fs/app/os/:id/fotos`, multipart: the image in `arquivo`, and the fields
 * `id` (client UUID), `rotulo`, `legenda` (optional).
 */
export interface VisitPhotoFields {
  id: string;
  rotulo: PhotoLabel;
  legenda?: string | null;
}

export const ACCEPTANCE_KINDS = ['ASSINADO', 'AUSENTE'] as const;
export type AcceptanceKind = (typeof ACCEPTANCE_KINDS)[number];

/**
 * `POST /api/fs/app/os/:id/aceite`: the client signed (name, role or document, the
 * drawn signature as a PNG data URL) or was absent (a reason). Recording it seals the
 * report.
 */
export interface VisitAcceptanceRequest {
  id: string;
  tipo: AcceptanceKind;
  /** ISO instant recorded on the phone. */
  em: string;
  nome?: string | null;
  /** The signer's role at the client (cargo). */
  cargo?: string | null;
  /** Document number (CPF, RG…), optional; from older phones, role or document. */
  documento?: string | null;
  /** `data:image/png;base64,…` from the signature pad. */
  assinatura?: string | null;
  motivo?: string | null;
  /** The check-out position, when the company records it and the technician consented. */
  posicao?: FieldPosition;
  /**
   * What the client signed: every item of the summary shown on the phone. With it the
   * report is sealed once every item has arrived as listed (content version 2); without
   * it (older phones), at once with what the server has (version 1).
   */
  manifesto?: VisitManifest;
}

/** A checklist answer as the manifest lists it (`naoSeAplica` only when true). */
export interface ManifestChecklistAnswer {
  item: string;
  conforme: boolean;
  observacao: string | null;
  naoSeAplica?: true;
}

/** A gas event as the manifest lists it. */
export interface ManifestFluidEvent {
  id: string;
  tipoGas: string;
  tipoEvento: string;
  quantidadeKg: number;
  /** YYYY-MM-DD. */
  dataEvento: string;
}

/** A photo as the manifest lists it: its fields and the SHA-256 (hex) of the bytes the phone uploads. */
export interface ManifestPhoto extends VisitPhotoFields {
  sha256: string;
}

/**
 * The summary the client signs, item by item, each with the client id and the body the
 * phone sends for it (the server compares each arrived write with it); the start time the
 * phone recorded and the end time fixed when the summary was shown (the finish sends it).
 */
export interface VisitManifest {
  inicio: string;
  fim: string;
  servicos: VisitServiceRequest[];
  leituras: VisitReadingRequest[];
  materiais: VisitMaterialRequest[];
  recomendacoes: VisitRecommendationRequest[];
  checklist: ManifestChecklistAnswer[];
  fluidos: ManifestFluidEvent[];
  fotos: ManifestPhoto[];
}

/** The manifest's lists whose items arrive by their own writes. */
export const MANIFEST_LISTS = [
  'servicos',
  'leituras',
  'materiais',
  'recomendacoes',
  'checklist',
  'fluidos',
  'fotos',
] as const;
export type ManifestList = (typeof MANIFEST_LISTS)[number];

/** What the report's reader sees of each list, in pt-BR. */
export const MANIFEST_LIST_LABELS: Record<ManifestList, string> = {
  servicos: 'Serviço',
  leituras: 'Medição',
  materiais: 'Peça ou material',
  recomendacoes: 'Recomendação',
  checklist: 'Item do checklist',
  fluidos: 'Fluido refrigerante',
  fotos: 'Foto',
};

/** One line of what was done, as stored. */
interface VisitRecordBase {
  id: string;
  tecnico: string;
  registradoEm: string;
  /** Recorded after the seal: shown apart, never part of the sealed content. */
  adendo: boolean;
}

export interface VisitService extends VisitRecordBase {
  servicoId: string | null;
  /** The catalogue service's name, or the free text. */
  descricao: string;
  /** The free text as the phone sent it (null: a catalogue service without text). */
  descricaoLivre: string | null;
  observacao: string | null;
}

export interface VisitReading extends VisitRecordBase {
  grandeza: ReadingKind;
  /** The kind's name in the company's catalogue. */
  grandezaNome: string;
  valor: number;
  unidade: string;
}

export interface VisitMaterial extends VisitRecordBase {
  materialId: string | null;
  descricao: string;
  /** The free text as the phone sent it (null: a catalogue material without text). */
  descricaoLivre: string | null;
  quantidade: number;
  unidade: string;
}

export interface VisitRecommendation extends VisitRecordBase {
  texto: string;
}

export interface VisitPhoto extends VisitRecordBase {
  rotulo: PhotoLabel;
  legenda: string | null;
  /** SHA-256 (hex) of the stored image. */
  sha256: string;
  /** SHA-256 (hex) of the bytes the phone uploaded (what the manifest lists); null for older photos. */
  sha256Enviado: string | null;
  bytes: number;
  largura: number | null;
  altura: number | null;
  /** Session routes for the image and its thumbnail. */
  url: string;
  miniaturaUrl: string;
}

export interface VisitAcceptance {
  id: string;
  tipo: AcceptanceKind;
  nome: string | null;
  cargo: string | null;
  documento: string | null;
  /**
   * Whether the signer is one of the client's registered contacts (its client users and
   * authorised signers); null when the client was absent or for older acceptances.
   */
  assinanteConhecido: boolean | null;
  motivo: string | null;
  em: string;
  /** The signature's PNG (session route), when signed. */
  assinaturaUrl: string | null;
  tecnico: string;
}

export interface VisitSeal {
  /** SHA-256 (hex) over the canonical JSON of the sealed content (photo hashes included). */
  sha256: string;
  seladoEm: string;
  /** The report's verification code (printed on the PDF), and its public page. */
  codigo: string;
  verificacaoUrl: string;
}

/** Where the public verification page answers (`/api/fs/verificacao/:codigo`). */
export const SEAL_VERIFICATION_PATH = '/api/fs/verificacao';

/** The short address printed on the PDF and in its QR code (`/v/<código>`). */
export const SEAL_VERIFICATION_ALIAS = '/v/';

/**
 * A report's verification code: the first 12 bytes (96 bits, not enumerable) of the
 * seal's SHA-256, in upper-case hex, grouped by four ("A1B2-C3D4-…").
 */
export function sealCode(sha256Hex: string): string {
  return sha256Hex.slice(0, 24).toUpperCase().match(/.{4}/g)?.join('-') ?? '';
}

/** The 12 bytes (hex) a typed code stands for, or null when it is not a code. */
export function sealCodeBytes(code: string): string | null {
  const hex = code.replace(/[\s-]/g, '').toLowerCase();
  return /^[0-9a-f]{24}$/.test(hex) ? hex : null;
}

/** `GET /api/fs/verificacao/:codigo`: what the public page says of a sealed report (no personal data beyond the signer's name). */
export interface SealVerification {
  codigo: string;
  empresa: string;
  ordem: string;
  /** ISO instant of the acceptance. */
  data: string;
  cliente: string | null;
  assinante: string | null;
  sha256: string;
  seladoEm: string;
  /** Content version (1: sealed at the acceptance; 2: the signed manifest); null once eliminated. */
  versao: number | null;
  /** The canonical content (JSON), to download and check; null once eliminated. */
  conteudoUrl: string | null;
  /**
   * When the content was eliminated at the end of its retention term (five years after
   * the contract ended): the SHA-256 stays, so a copy someone kept still checks.
   */
  conteudoEliminadoEm: string | null;
}

/** `POST /api/fs/verificacao/:codigo` (multipart `arquivo`): whether the file is the sealed content. */
export interface SealCheck {
  confere: boolean;
  sha256Arquivo: string;
  sha256Selo: string;
}

/** `GET/POST /api/fs/clientes/:id/assinantes`: who may sign visit reports for the client. */
export interface AuthorisedSigner {
  id: string;
  nome: string;
  cargo: string | null;
  documento: string | null;
}

export interface AuthorisedSignerInput {
  nome: string;
  cargo?: string | null;
  documento?: string | null;
}

/** A position from the phone: degrees and the accuracy radius in metres. */
export interface FieldPosition {
  latitude: number;
  longitude: number;
  precisao: number;
}

export const POSITION_MOMENTS = ['CHECKIN', 'CHECKOUT'] as const;
export type PositionMoment = (typeof POSITION_MOMENTS)[number];
export const POSITION_MOMENT_LABELS: Record<PositionMoment, string> = {
  CHECKIN: 'Check-in',
  CHECKOUT: 'Check-out',
};

/** A technician's position at check-in (start) or check-out (acceptance). */
export interface VisitPosition extends FieldPosition {
  momento: PositionMoment;
  tecnico: string;
  /** When the phone took it. */
  em: string;
}

/** "Check-in: −23,5614, −46,6559 (±12 m)". */
export function positionText(position: VisitPosition): string {
  const degrees = (value: number) =>
    value
      .toLocaleString('pt-BR', { minimumFractionDigits: 4, maximumFractionDigits: 4 })
      .replace('-', '−');
  return `${POSITION_MOMENT_LABELS[position.momento]}: ${degrees(position.latitude)}, ${degrees(position.longitude)} (±${Math.round(position.precisao)} m)`;
}

/** A supervisor's addendum to a sealed report: a text, with who and when; never an edit. */
export interface VisitAddendum {
  id: string;
  texto: string;
  autor: string;
  registradoEm: string;
}

/** `POST /api/fs/ordens/:id/adendos` (ADMIN, SUPERVISOR; only once the report is sealed). */
export interface AddVisitAddendumRequest {
  texto: string;
}

/**
 * A gas recharge as the parts and materials list shows it (phone, order page, PDF):
 * derived from the order's fluid event, never a second entry.
 */
export interface GasPartLine {
  fluidoId: string;
  descricao: string;
  quantidade: number;
  unidade: 'kg';
}

/** The parts-list lines of an order's gas events: one per recharge, in the events' order. */
export function gasPartLines(
  events: ReadonlyArray<{ id: string; tipoGas: string; tipoEvento: string; quantidadeKg: number }>,
): GasPartLine[] {
  return events
    .filter((event) => event.tipoEvento === 'RECARGA')
    .map((event) => ({
      fluidoId: event.id,
      descricao: `Fluido refrigerante ${event.tipoGas} (recarga)`,
      quantidade: event.quantidadeKg,
      unidade: 'kg',
    }));
}

/** What was recorded on an order, as the phone and the supervisor read it. */
export interface VisitRecords {
  servicos: VisitService[];
  leituras: VisitReading[];
  materiais: VisitMaterial[];
  /** The gas recharged on the order, as parts-list lines (see `gasPartLines`). */
  materiaisFluido: GasPartLine[];
  recomendacoes: VisitRecommendation[];
  fotos: VisitPhoto[];
  aceite: VisitAcceptance | null;
  selo: VisitSeal | null;
  /**
   * The signed manifest's items still awaited (or arrived with other content) before the
   * report can be sealed; null without a manifest.
   */
  manifesto: { pendentes: string[]; divergentes: string[] } | null;
  /** Supervisors' addenda after the seal, oldest first. */
  adendosSupervisor: VisitAddendum[];
  /** Check-in and check-out positions (only when the company records them and the technician consented). */
  posicoes: VisitPosition[];
  /** What finishing this order requires (company settings for its type). */
  exigencias: FinishRequirement;
}

/** `GET /api/fs/ordens/:id/relatorio`: the records and where the PDF is. */
export interface VisitReportView extends VisitRecords {
  ordemId: string;
  pdfUrl: string;
}

/** What finishing an order of a type requires. */
export interface FinishRequirement {
  exigeAssinatura: boolean;
  exigeFotoDepois: boolean;
}

/** `GET/PUT /api/fs/exigencias-conclusao`: one row per order type. */
export type FinishRequirements = Record<OrderType, FinishRequirement>;

/** The default for every order type until the company sets its own. */
export const DEFAULT_FINISH_REQUIREMENT: FinishRequirement = {
  exigeAssinatura: false,
  exigeFotoDepois: false,
};

/** How long the link e-mailed with a visit report works without login, until the company sets its own. */
export const VISIT_REPORT_LINK_DAYS = 7;

/** The bounds of the company's setting for it (`diasLinkRelatorio`). */
export const VISIT_REPORT_LINK_MAX_DAYS = 30;

/** Who lists and revokes the public report links. */
export const PUBLIC_LINK_ROLES: readonly Role[] = ['ADMIN', 'SUPERVISOR'];

/** A no-login report link as `GET /api/fs/links-de-relatorio` lists it (never its token). */
export interface PublicReportLinkView {
  id: string;
  ordemId: string;
  ordem: string;
  criadoEm: string;
  expiraEm: string;
  revogadoEm: string | null;
  revogadoPor: string | null;
}
