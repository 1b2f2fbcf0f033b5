/**
 * A text section's HTML. The API sanitizes every section when it is stored (an
 * allow-list of formatting tags, no scripts, handlers or styles), so it is
 * rendered as is; marked blanks (`mark.preencher`) show in yellow.
 */
export function RichHtml({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
