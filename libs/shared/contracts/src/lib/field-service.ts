/** Wire types and codes of the field-service area (B). */

export const FieldServiceErrorCode = {
  TRANSICAO_INVALIDA: 'TRANSICAO_INVALIDA',
  RGM_NAO_ENCONTRADO: 'RGM_NAO_ENCONTRADO',
  /** An RGM of the same scope and period already exists; `rgmId` and `estado` say which. */
  RGM_JA_EXISTE: 'RGM_JA_EXISTE',
  CONTRATO_NAO_ENCONTRADO: 'CONTRATO_NAO_ENCONTRADO',
  SEM_DESTINATARIOS: 'SEM_DESTINATARIOS',
  EMAIL_NAO_ENVIADO: 'EMAIL_NAO_ENVIADO',
  PMOC_EXISTENTE: 'PMOC_EXISTENTE',
  FLUIDO_ID_REUTILIZADO: 'FLUIDO_ID_REUTILIZADO',
  SETOR_NAO_ENCONTRADO: 'SETOR_NAO_ENCONTRADO',
  SETOR_DUPLICADO: 'SETOR_DUPLICADO',
  SETOR_EM_USO: 'SETOR_EM_USO',
} as const;
export type FieldServiceErrorCode =
  (typeof FieldServiceErrorCode)[keyof typeof FieldServiceErrorCode];

export const RGM_STATES = ['rascunho', 'liberado', 'enviado'] as const;
export type RgmState = (typeof RGM_STATES)[number];

/** `POST /api/fs/pmoc/gerar`: the PMOC of one contract and year. */
export interface GeneratePmocRequest {
  contratoId?: string;
  /** Refused: a PMOC is per contract (kept so the answer says so). */
  consolidado?: boolean;
  ano: number;
}

/** `POST /api/fs/rgm`: one contract, or the whole company with `consolidado: true`. Dates YYYY-MM-DD, inclusive. */
export interface CreateRgmRequest {
  contratoId?: string;
  consolidado?: boolean;
  inicio: string;
  fim: string;
}
