import type { DataProtectionOfficer } from './accounts';
import type { Role } from './auth';

/** Where a privacy notice is shown; each surface lists the categories its people meet. */
export const PRIVACY_SURFACES = ['ADMIN', 'TECNICO', 'PORTAL', 'QR', 'RELATORIO'] as const;
export type PrivacySurface = (typeof PRIVACY_SURFACES)[number];

/** Who may read the record of processing and export it (LGPD art. 37). */
export const PROCESSING_RECORD_ROLES: readonly Role[] = ['ADMIN'];

/** One category of personal data as the notice and the record state it, all in pt-BR words. */
export interface PrivacyCategoryView {
  codigo: string;
  titulo: string;
  /** "Equipe da empresa", "Quem pede atendimento"… */
  titular: string;
  papel: 'CONTROLADORA' | 'OPERADORA';
  /** "A empresa é controladora" / "A empresa trata em nome do cliente (operadora)". */
  papelTexto: string;
  finalidade: string;
  /** The basis in words with its article ("Execução de contrato (LGPD, art. 7º, V)"). */
  baseLegal: string;
  sensivel: boolean;
  quemVe: string;
  /** The term as the company has it, in words ("180 dias do fechamento da solicitação; depois, excluído"). */
  retencao: string;
}

/** `dados` of `GET /api/privacidade/aviso` and what the public pages render. */
export interface PrivacyNoticeView {
  superficie: PrivacySurface;
  empresa: {
    nome: string;
    cnpj: string | null;
    encarregado: DataProtectionOfficer | null;
  };
  /** Who runs the platform for the company (a processor, LGPD art. 5º, VII). */
  operadoraDaPlataforma: string;
  categorias: PrivacyCategoryView[];
  /** The person's rights (art. 18) in one paragraph, with whom to ask. */
  direitos: string;
}

/** One line of the record of processing (`GET /api/admin/privacidade/registro`). */
export interface ProcessingRecordRow extends PrivacyCategoryView {
  /** `tabela(coluna, coluna)` for each table that holds it. */
  ondeFica: string[];
  /** Days as configured for the company; null where it lives as long as what it belongs to. */
  retencaoDias: number | null;
  retencaoMinDias: number | null;
  retencaoMaxDias: number | null;
  acaoAoFim: 'EXCLUIR' | 'ANONIMIZAR';
}

/** The formats `GET /api/admin/privacidade/registro/exportar?formato=` answers. */
export const PROCESSING_RECORD_FORMATS = ['csv', 'json'] as const;
export type ProcessingRecordFormat = (typeof PROCESSING_RECORD_FORMATS)[number];
