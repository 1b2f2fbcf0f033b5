import type { DataSubject, LegalBasis, ProcessingRole, RetentionRule } from '../personal-data';

/** Each legal basis in words, with its article of the LGPD (Lei 13.709/2018). */
export const LEGAL_BASIS_TEXT: Record<LegalBasis, string> = {
  EXECUCAO_CONTRATO: 'Execução de contrato (LGPD, art. 7º, V)',
  OBRIGACAO_LEGAL: 'Cumprimento de obrigação legal ou regulatória (LGPD, art. 7º, II)',
  EXERCICIO_DIREITOS:
    'Exercício regular de direitos em processo judicial, administrativo ou arbitral (LGPD, art. 7º, VI)',
  LEGITIMO_INTERESSE: 'Legítimo interesse (LGPD, art. 7º, IX)',
  TUTELA_SAUDE_SENSIVEL:
    'Tutela da saúde, em serviço de saúde (LGPD, art. 11, II, f); imagem captada só de forma incidental em área de assistência',
};

export const SUBJECT_TEXT: Record<DataSubject, string> = {
  EQUIPE: 'Equipe da empresa',
  USUARIO_CLIENTE: 'Usuários do portal do cliente',
  CONTATO_CLIENTE: 'Contatos do cliente',
  SOLICITANTE: 'Quem pede atendimento',
  PESSOAS_EM_IMAGEM: 'Pessoas que aparecem em fotos',
  PROFISSIONAL_EXTERNO: 'Profissionais de outras empresas (laboratórios)',
};

export const ROLE_TEXT: Record<ProcessingRole, string> = {
  CONTROLADORA: 'A empresa é a controladora (decide por que e como trata).',
  OPERADORA: 'A empresa trata em nome do cliente, que é o controlador (a empresa é operadora).',
};

const ACTION_TEXT: Record<RetentionRule['action'], string> = {
  EXCLUIR: 'excluído',
  ANONIMIZAR: 'anonimizado',
};

/** A term in days in words: whole years or months when it is one, else days. */
export function daysInWords(days: number): string {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  if (days % 365 === 0) return plural(days / 365, 'ano', 'anos');
  if (days % 30 === 0) return plural(days / 30, 'mês', 'meses');
  return plural(days, 'dia', 'dias');
}

/** "180 dias do fechamento da solicitação; depois, excluído. Fica: …" */
export function retentionInWords(rule: RetentionRule): string {
  const term =
    rule.defaultDays === null
      ? `Guardado ${rule.from}`
      : `${daysInWords(rule.defaultDays)} ${rule.from}; depois, ${ACTION_TEXT[rule.action]}`;
  const keeps = rule.keeps && rule.keeps.charAt(0).toLowerCase() + rule.keeps.slice(1);
  return keeps ? `${term}. Fica guardado: ${keeps}` : `${term}.`;
}
