import type { Editor } from '@tiptap/react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '@campo/web-client';
import type { DocumentView } from '../api/documents.types';
import { SectionEditor } from '../editor/section-editor';
import { isOutdated, useSaveDocument } from '../hooks/use-save-document';
import { DataTableSection } from './data-table-section';
import { CancelButton, SubmitButton } from '../../../components/form';

interface DocumentEditorProps {
  document: DocumentView;
  onSaved: (saved: DocumentView) => void;
  /** Someone saved a newer version first: the page reloads and says so. */
  onOutdated: () => void;
  onCancel: () => void;
}

/**
 * The current version in edit mode: the title and each text section in an
 * editor; data tables stay read-only. Saving sends only what changed, as a new
 * version based on the one on screen.
 */
export function DocumentEditor({ document, onSaved, onOutdated, onCancel }: DocumentEditorProps) {
  const save = useSaveDocument(document.id);
  const editors = useRef(new Map<string, { editor: Editor; initial: string }>());
  const [title, setTitle] = useState(document.titulo);
  const [dirty, setDirty] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  // The editor's first HTML is the baseline: its own serialization of the stored HTML.
  const register = useCallback((sectionId: string, editor: Editor) => {
    editors.current.set(sectionId, { editor, initial: editor.getHTML() });
  }, []);
  const touched = useCallback(() => {
    setDirty(true);
    setUnchanged(false);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const secoes = [...editors.current]
      .filter(([, entry]) => !entry.editor.isDestroyed && entry.editor.getHTML() !== entry.initial)
      .map(([id, entry]) => ({ id, html: entry.editor.getHTML() }));
    const titulo = title.trim();
    const retitled = titulo !== '' && titulo !== document.titulo;
    if (secoes.length === 0 && !retitled) return setUnchanged(true);
    save.mutate(
      { versaoBase: document.versao, ...(retitled ? { titulo } : {}), secoes },
      { onSuccess: onSaved, onError: (error) => isOutdated(error) && onOutdated() },
    );
  }

  return (
    <form className="document-editor" onSubmit={handleSubmit} aria-label="Editar documento">
      <div className="document-editor__bar">
        <p>
          Editando a partir da versão {document.versao}. Salvar cria a versão {document.versao + 1}
          {document.assinaturas.length > 0
            ? ', sem assinatura; a versão assinada continua como está'
            : ''}
          .
        </p>
        <div className="document-editor__actions">
          {unchanged && (
            <span className="muted" role="status">
              Nada mudou desde a versão {document.versao}.
            </span>
          )}
          <CancelButton
            pending={save.isPending}
            onClick={() => (dirty ? setDiscarding(true) : onCancel())}
          />
          <SubmitButton pending={save.isPending} busyLabel="Salvando…">
            Salvar nova versão
          </SubmitButton>
        </div>
      </div>
      {save.isError && !isOutdated(save.error) && (
        <p className="alert" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <article className="card document-paper document-paper--editing">
        <label className="field">
          <span>Título</span>
          <input
            name="titulo"
            value={title}
            maxLength={300}
            required
            onChange={(event) => {
              setTitle(event.target.value);
              touched();
            }}
          />
        </label>
        {document.conteudo.secoes.map((section) => (
          <section key={section.id} className="document-section" data-secao={section.id}>
            <h2 className="document-section__title">{section.titulo}</h2>
            {section.tipo === 'texto' ? (
              <SectionEditor
                sectionId={section.id}
                title={section.titulo}
                html={section.html}
                register={register}
                onChange={touched}
              />
            ) : (
              <DataTableSection section={section} />
            )}
          </section>
        ))}
      </article>
      {discarding && (
        <ConfirmDialog
          open
          title="Descartar as alterações?"
          confirmLabel="Descartar"
          danger
          onCancel={() => setDiscarding(false)}
          onConfirm={onCancel}
        >
          <p>O que você mudou desde a versão {document.versao} não será salvo.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
