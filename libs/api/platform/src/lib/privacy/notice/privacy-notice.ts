import type {
  DataProtectionOfficer,
  PrivacyCategoryView,
  PrivacyNoticeView,
  PrivacySurface,
} from '@campo/contracts';
import type { DataSubject, ProcessingActivity, RetentionRule } from '../personal-data';
import { LEGAL_BASIS_TEXT, retentionInWords, ROLE_TEXT, SUBJECT_TEXT } from './privacy-words';

/** Whose data each surface's people meet, and so which categories its notice lists. */
export const SURFACE_SUBJECTS: Record<PrivacySurface, readonly DataSubject[]> = {
  ADMIN: [
    'EQUIPE',
    'USUARIO_CLIENTE',
    'CONTATO_CLIENTE',
    'SOLICITANTE',
    'PESSOAS_EM_IMAGEM',
    'PROFISSIONAL_EXTERNO',
  ],
  TECNICO: ['EQUIPE', 'CONTATO_CLIENTE', 'PESSOAS_EM_IMAGEM'],
  PORTAL: ['USUARIO_CLIENTE', 'CONTATO_CLIENTE', 'SOLICITANTE', 'PROFISSIONAL_EXTERNO'],
  QR: ['SOLICITANTE'],
  RELATORIO: ['EQUIPE', 'CONTATO_CLIENTE', 'PESSOAS_EM_IMAGEM'],
};

/** Who runs the platform for the company: a processor of everything here. */
export const PLATFORM_OPERATOR =
  'A operadora da plataforma Campo hospeda e mantém o sistema em nome da empresa, como operadora (LGPD, art. 5º, VII): trata os dados só para prestar o serviço, sob as instruções da empresa.';

/** A category in the words the notice, the record and the annex print. */
export function categoryView(
  activity: ProcessingActivity,
  retention: RetentionRule,
): PrivacyCategoryView {
  return {
    codigo: activity.code,
    titulo: activity.title,
    titular: SUBJECT_TEXT[activity.subject],
    papel: activity.role,
    papelTexto: ROLE_TEXT[activity.role],
    finalidade: activity.purpose,
    baseLegal: LEGAL_BASIS_TEXT[activity.basis],
    sensivel: activity.sensitive ?? false,
    quemVe: activity.seenBy,
    retencao: retentionInWords(retention),
  };
}

export interface NoticeCompany {
  name: string;
  cnpj: string | null;
  encarregado: DataProtectionOfficer | null;
}

/** The notice for one surface: the company, its DPO, and the categories that surface meets. */
export function privacyNotice(
  surface: PrivacySurface,
  company: NoticeCompany,
  categories: readonly { activity: ProcessingActivity; retention: RetentionRule }[],
): PrivacyNoticeView {
  const subjects = SURFACE_SUBJECTS[surface];
  const officer = company.encarregado;
  return {
    superficie: surface,
    empresa: { nome: company.name, cnpj: company.cnpj, encarregado: officer },
    operadoraDaPlataforma: PLATFORM_OPERATOR,
    categorias: categories
      .filter(({ activity }) => subjects.includes(activity.subject))
      .map(({ activity, retention }) => categoryView(activity, retention)),
    direitos: `Você pode pedir confirmação de que tratamos seus dados, acesso, correção, anonimização, bloqueio ou eliminação do que for desnecessário, portabilidade e informação sobre com quem compartilhamos (LGPD, art. 18). Peça ${
      officer
        ? `ao encarregado de dados da ${company.name}, ${officer.nome} (${officer.email}${officer.telefone ? `, ${officer.telefone}` : ''})`
        : `à ${company.name}`
    }. Quando a empresa trata os dados em nome de um cliente, o pedido é levado a ele, que é o controlador.`,
  };
}
