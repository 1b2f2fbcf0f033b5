/** What each document type reads as. */
const TYPE_LABELS: Record<string, string> = {
  PMOC: 'PMOC',
};

export function documentTypeLabel(tipo: string): string {
  return TYPE_LABELS[tipo] ?? tipo;
}

/** The first 12 hex digits of a SHA-256, enough to tell versions apart on screen. */
export function shortHash(sha256: string): string {
  return sha256.slice(0, 12);
}

export function signatureCount(count: number): string {
  if (count === 0) return 'Sem assinatura';
  return count === 1 ? '1 assinatura' : `${count} assinaturas`;
}
