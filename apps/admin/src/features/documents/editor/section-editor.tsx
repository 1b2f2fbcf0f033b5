import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { SECTION_EXTENSIONS } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';

interface SectionEditorProps {
  sectionId: string;
  title: string;
  html: string;
  /**
   * Hands over each editor TipTap creates for the section (the latest one is the
   * live one), so the form can read every section on save.
   */
  register: (sectionId: string, editor: Editor) => void;
  /** Any change of the text. */
  onChange: () => void;
}

/** One text section in a TipTap editor, with its toolbar. */
export function SectionEditor({ sectionId, title, html, register, onChange }: SectionEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: SECTION_EXTENSIONS,
    content: html,
    editorProps: {
      attributes: {
        class: 'rich-text rich-text--editable',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `Texto de “${title}”`,
      },
    },
    // From the editor's own lifecycle: a React effect may still hold an instance
    // that TipTap has destroyed and replaced (StrictMode remounts).
    onCreate: ({ editor: created }) => register(sectionId, created),
    onUpdate: () => changed.current(),
  });

  return (
    <div className="section-editor">
      <EditorToolbar editor={editor} label={title} />
      <EditorContent editor={editor} />
    </div>
  );
}
