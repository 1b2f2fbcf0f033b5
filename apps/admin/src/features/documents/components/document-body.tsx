import type { DocumentView } from '../api/documents.types';
import { DataTableSection } from './data-table-section';
import { RichHtml } from './rich-html';

/** A version's sections in order, read-only. */
export function DocumentBody({ document }: { document: DocumentView }) {
  return (
    <article className="card document-paper" data-versao={document.versao}>
      {document.conteudo.secoes.map((section) => (
        <section key={section.id} className="document-section" data-secao={section.id}>
          <h2 className="document-section__title">{section.titulo}</h2>
          {section.tipo === 'texto' ? (
            <RichHtml html={section.html} />
          ) : (
            <DataTableSection section={section} />
          )}
        </section>
      ))}
    </article>
  );
}
