import type { RecoveryDestination } from './fluid';
import { formatCnpj } from './brazil-documents';

/**
 * Wire types of the company's refrigerant cylinders (`/api/fs/fluidos/cilindros`): the
 * supply cylinders new gas is charged from and the recovery cylinders recovered gas goes
 * into, each recorded once and picked by the technician, and the destinations of the
 * recovery cylinders with their certificates.
 */

/** CARGA: new gas bought (supply); RECOLHIMENTO: receives recovered gas. */
export const CYLINDER_PURPOSES = ['CARGA', 'RECOLHIMENTO'] as const;
export type CylinderPurpose = (typeof CYLINDER_PURPOSES)[number];
export const CYLINDER_PURPOSE_LABELS: Record<CylinderPurpose, string> = {
  CARGA: 'Carga (gás novo)',
  RECOLHIMENTO: 'Recolhimento',
};

export interface FluidCylinder {
  id: string;
  finalidade: CylinderPurpose;
  /** The number painted or stamped on the cylinder; unique in the company. */
  identificacao: string;
  tipoGas: string;
  /** Net gas mass when received (supply) or the cylinder's capacity (recovery), kg. */
  massaKg: number;
  /** Supply: required. */
  fornecedor: string | null;
  notaFiscal: string | null;
  lote: string | null;
  ativo: boolean;
  /** Supply: kg charged from it (events not deleted); recovery: kg recovered into it. */
  movimentadoKg: number;
  /** Supply: massaKg − movimentadoKg (negative: more charged than the recorded mass); recovery: null. */
  saldoKg: number | null;
  /** Recovery: kg sent to destinations; supply: null. */
  destinadoKg: number | null;
  criadoPor: string | null;
  criadoEm: string;
}

/** `POST /api/fs/fluidos/cilindros`. */
export interface CreateFluidCylinderRequest {
  finalidade: CylinderPurpose;
  identificacao: string;
  tipoGas: string;
  massaKg: number;
  fornecedor?: string;
  notaFiscal?: string;
  lote?: string;
}

/** `PATCH /api/fs/fluidos/cilindros/:id`: the fields that change (the purpose does not). */
export type UpdateFluidCylinderRequest = Partial<Omit<CreateFluidCylinderRequest, 'finalidade'>>;

/** What the technician's phone keeps to pick a cylinder offline (active ones only). */
export interface CylinderOption {
  id: string;
  finalidade: CylinderPurpose;
  identificacao: string;
  tipoGas: string;
  /** Supply: what remains as of the day package (null for recovery). */
  saldoKg: number | null;
}

/** Where a recovery cylinder's gas went, with the proof. */
export interface FluidDestination {
  id: string;
  cilindroId: string;
  /** `YYYY-MM-DD`. */
  data: string;
  destino: RecoveryDestination;
  /** The reclaimer or destroyer (name and CNPJ); for reuse on site, the contract. */
  destinatarioNome: string | null;
  destinatarioCnpj: string | null;
  contratoId: string | null;
  contratoCodigo: string | null;
  massaKg: number;
  certificadoNumero: string | null;
  /** The certificate file (PDF or image), through `/api/arquivos/:id`. */
  arquivoId: string | null;
  registradoPor: string | null;
  registradoEm: string;
}

/**
 * `POST /api/fs/fluidos/cilindros/:id/destinacoes` (multipart/form-data; the certificate in
 * `certificado`, PDF or image): REGENERACAO and DESTRUICAO need the file, the recipient's
 * name and CNPJ; REUTILIZADO_NO_LOCAL needs the contract.
 */
export interface CreateFluidDestinationRequest {
  data: string;
  destino: RecoveryDestination;
  destinatarioNome?: string;
  destinatarioCnpj?: string;
  contratoId?: string;
  massaKg: number;
  certificadoNumero?: string;
}

/** The report's "Cilindros" section: a supply cylinder charged from in the year. */
export interface SupplyCylinderLine {
  id: string;
  identificacao: string;
  tipoGas: string;
  fornecedor: string | null;
  notaFiscal: string | null;
  lote: string | null;
  massaKg: number;
  /** Counted charges of the report's scope and year from this cylinder. */
  carregadoNoPeriodoKg: number;
}

/** The report's "Cilindros" section: a recovery cylinder with gas of the scope, and its destinations. */
export interface RecoveryCylinderLine {
  id: string;
  identificacao: string;
  tipoGas: string;
  /** Counted recoveries of the report's scope and year into this cylinder. */
  recolhidoNoPeriodoKg: number;
  destinacoes: Array<{
    data: string;
    destino: RecoveryDestination;
    destinatario: string;
    massaKg: number;
    certificadoNumero: string | null;
    certificadoAnexo: boolean;
  }>;
}

export interface FluidCylinderSection {
  carga: SupplyCylinderLine[];
  recolhimento: RecoveryCylinderLine[];
}

/** A destination's recipient in words, the same on screen and on paper. */
export function destinationRecipient(destination: {
  destinatarioNome: string | null;
  destinatarioCnpj: string | null;
  contratoCodigo: string | null;
}): string {
  const cnpj = destination.destinatarioCnpj
    ? ` (CNPJ ${formatCnpj(destination.destinatarioCnpj)})`
    : '';
  if (destination.destinatarioNome) return `${destination.destinatarioNome}${cnpj}`;
  return destination.contratoCodigo ? `Contrato ${destination.contratoCodigo}` : '—';
}
