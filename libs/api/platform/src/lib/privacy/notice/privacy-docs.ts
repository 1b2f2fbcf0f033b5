import type { ProcessingActivity } from '../personal-data';
import { categoryView } from './privacy-notice';
import { daysInWords } from './privacy-words';

/** Markers around the part of docs/privacidade.md written from the registry. */
export const PRIVACY_DOCS_BEGIN =
  '<!-- prettier-ignore-start -->\n<!-- categorias: gerado do registro de tratamento -->';
export const PRIVACY_DOCS_END = '<!-- fim das categorias -->\n<!-- prettier-ignore-end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * Each category as docs/privacidade.md states it, in the words the notice and the
 * record print (the default terms; the ADMIN may set each within its bounds).
 */
export function privacyDocsSection(activities: readonly ProcessingActivity[]): string {
  const sections = activities.map((activity) => {
    const view = categoryView(activity, activity.retention);
    const { minDays, maxDays } = activity.retention;
    const bounds =
      minDays !== null && maxDays !== null && minDays !== maxDays
        ? ` O ADMIN pode ajustar entre ${daysInWords(minDays)} e ${daysInWords(maxDays)}.`
        : '';
    const places = activity.storage
      .map((place) => `\`${place.table}\` (${place.columns.join(', ') || '—'})`)
      .join('; ');
    return [
      `### ${view.titulo}`,
      '',
      `Código \`${view.codigo}\`${view.sensivel ? ' — pode incluir dado sensível (LGPD, art. 11)' : ''}.`,
      '',
      '| | |',
      '|---|---|',
      `| De quem | ${cell(view.titular)} |`,
      `| Papel da empresa | ${cell(view.papelTexto)} |`,
      `| Finalidade | ${cell(view.finalidade)} |`,
      `| Base legal | ${cell(view.baseLegal)} |`,
      `| Onde fica | ${cell(places)} |`,
      `| Quem vê | ${cell(view.quemVe)} |`,
      `| Retenção | ${cell(view.retencao + bounds)} |`,
    ].join('\n');
  });
  return [PRIVACY_DOCS_BEGIN, '', ...sections.flatMap((s) => [s, '']), PRIVACY_DOCS_END].join('\n');
}
