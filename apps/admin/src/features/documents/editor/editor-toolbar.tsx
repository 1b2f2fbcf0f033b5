import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, active, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="editor-toolbar__button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the selection in the text while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Bold, italic, heading, lists, blanks, undo and redo for one section's editor. */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      fillIn: current.isActive('fillIn'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="editor-toolbar" role="toolbar" aria-label={`Formatação de “${label}”`}>
      <ToolButton
        label="Negrito (Ctrl+B)"
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <strong>N</strong>
      </ToolButton>
      <ToolButton
        label="Itálico (Ctrl+I)"
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <em>I</em>
      </ToolButton>
      <span className="editor-toolbar__separator" aria-hidden="true" />
      <ToolButton
        label="Subtítulo"
        active={state.heading}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton
        label="Lista com marcadores"
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        • Lista
      </ToolButton>
      <ToolButton
        label="Lista numerada"
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. Lista
      </ToolButton>
      <span className="editor-toolbar__separator" aria-hidden="true" />
      <ToolButton
        label="Marcar ou desmarcar trecho a preencher"
        active={state.fillIn}
        onClick={() => chain().toggleFillIn().run()}
      >
        <mark className="preencher">A preencher</mark>
      </ToolButton>
      <span className="editor-toolbar__separator" aria-hidden="true" />
      <ToolButton
        label="Desfazer (Ctrl+Z)"
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      >
        ↶
      </ToolButton>
      <ToolButton
        label="Refazer (Ctrl+Shift+Z)"
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        ↷
      </ToolButton>
    </div>
  );
}
