import type { RetentionTermView } from '@campo/contracts';
import { formatNumber, plural } from '../../lib/format';

/** "1.825 dias (5 anos)"; `null`: the data lives as long as the thing it belongs to. */
export function daysText(days: number | null): string {
  if (days === null) return 'Enquanto existir';
  const years = days % 365 === 0 ? ` (${plural(days / 365, 'ano', 'anos')})` : '';
  return `${plural(days, 'dia', 'dias')}${years}`;
}

/** "730 a 3.650 dias", or why the term cannot change. */
export function boundsText(term: RetentionTermView): string {
  if (term.minimoDias === null || term.maximoDias === null) return 'Sem prazo';
  if (!term.editavel) return 'Fixo';
  return `${formatNumber(term.minimoDias)} a ${formatNumber(term.maximoDias)} dias`;
}

/** What the daily job does at the end of the term (what it keeps is `mantem`, a sentence). */
export function endText(term: RetentionTermView): string {
  if (term.dias === null) return 'Fica enquanto existir';
  return term.acao === 'EXCLUIR' ? 'Excluído' : 'Anonimizado';
}
