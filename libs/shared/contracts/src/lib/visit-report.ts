/**
 * Wire types of the visit report (relatório de atendimento): the company's catalogue of
 * services and materials, what the technician records on an order from the phone
 * (`/api/fs/app/os/:id/…`, each write idempotent by its client UUID), the client's
 * acceptance, the seal, and what supervisors read (`/api/fs/ordens/:id/relatorio`).
 */
import type { OrderType } from './orders';

export const CATALOG_KINDS = ['SERVICO', 'MATERIAL'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** One service or material of the company's catalogue (ADMIN edits it). */
export interface CatalogItem {
  id: string;
  tipo: CatalogKind;
  nome: string;
  /** Materials: the usual unit (un, m, kg…); null for services. */
  unidade: string | null;
  ativo: boolean;
}

/** `POST /api/fs/catalogo-visita`. */
export interface CreateCatalogItemRequest {
  tipo: CatalogKind;
  nome: string;
  unidade?: string | null;
}

/** `PATCH /api/fs/catalogo-visita/:id`. */
export interface UpdateCatalogItemRequest {
  nome?: string;
  unidade?: string | null;
  ativo?: boolean;
}

/** What the technician measures, each with the units it accepts (the first is the default). */
export const READING_KINDS = [
  'PRESSAO_SUCCAO',
  'PRESSAO_DESCARGA',
  'CORRENTE',
  'TEMPERATURA_INSUFLAMENTO',
  'TEMPERATURA_RETORNO',
] as const;
export type ReadingKind = (typeof READING_KINDS)[number];
export const READING_LABELS: Record<ReadingKind, string> = {
  PRESSAO_SUCCAO: 'Pressão de sucção',
  PRESSAO_DESCARGA: 'Pressão de descarga',
  CORRENTE: 'Corrente elétrica',
  TEMPERATURA_INSUFLAMENTO: 'Temperatura do ar de insuflamento',
  TEMPERATURA_RETORNO: 'Temperatura do ar de retorno',
};
export const READING_UNITS: Record<ReadingKind, readonly string[]> = {
  PRESSAO_SUCCAO: ['psi', 'bar', 'kPa'],
  PRESSAO_DESCARGA: ['psi', 'bar', 'kPa'],
  CORRENTE: ['A'],
  TEMPERATURA_INSUFLAMENTO: ['°C', '°F'],
  TEMPERATURA_RETORNO: ['°C', '°F'],
};

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
  /** Role or document (cargo, CPF, RG…). */
  documento?: string | null;
  /** `data:image/png;base64,…` from the signature pad. */
  assinatura?: string | null;
  motivo?: string | null;
}

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
  descricao: string;
  observacao: string | null;
}

export interface VisitReading extends VisitRecordBase {
  grandeza: ReadingKind;
  valor: number;
  unidade: string;
}

export interface VisitMaterial extends VisitRecordBase {
  materialId: string | null;
  descricao: string;
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
  documento: string | null;
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
}

/** What was recorded on an order, as the phone and the supervisor read it. */
export interface VisitRecords {
  servicos: VisitService[];
  leituras: VisitReading[];
  materiais: VisitMaterial[];
  recomendacoes: VisitRecommendation[];
  fotos: VisitPhoto[];
  aceite: VisitAcceptance | null;
  selo: VisitSeal | null;
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

/** How long the link e-mailed with a visit report works without login. */
export const VISIT_REPORT_LINK_DAYS = 30;
