/**
 * The skip link every app opens with: the first Tab stop, shown only when focused, that
 * takes the keyboard past the bar and the menu to the page's content (WCAG 2.4.1). The
 * apps render `<a className="skip-link" href={`#${SKIP_LINK.target}`} onClick={skipToContent}>`
 * and give their `<main>` the target's id and `tabIndex={-1}`.
 */
export const SKIP_LINK = { target: 'conteudo', label: 'Pular para o conteúdo' } as const;

/** Focuses the content without touching the address (a hash would reach the router). */
export function skipToContent(event: { preventDefault(): void }) {
  const main = document.getElementById(SKIP_LINK.target);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}
