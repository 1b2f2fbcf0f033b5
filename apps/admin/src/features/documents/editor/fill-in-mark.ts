import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Mark, mergeAttributes } from '@tiptap/react';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    fillIn: {
      /** Marks the selection as a blank to fill in, or unmarks it. */
      toggleFillIn: () => ReturnType;
    };
  }
}

/**
 * A blank to fill in: `<mark class="preencher">[preencher]</mark>`, as the
 * PMOC generator writes what it does not know. Without this mark the editor
 * would drop the highlight. Text typed over or inside a blank is plain text: the
 * blank is being filled, so it no longer shows as one.
 */
export const FillInMark = Mark.create({
  name: 'fillIn',
  inclusive: false,

  parseHTML() {
    return [{ tag: 'mark.preencher' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['mark', mergeAttributes(HTMLAttributes, { class: 'preencher' }), 0];
  },

  addCommands() {
    return {
      toggleFillIn:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },

  addProseMirrorPlugins() {
    const type = this.type;
    return [
      new Plugin({
        key: new PluginKey('fillInTyping'),
        props: {
          handleTextInput(view, from, to, text) {
            const { doc, storedMarks } = view.state;
            const $from = doc.resolve(from);
            const marks =
              storedMarks ??
              (from === to ? $from.marks() : ($from.marksAcross(doc.resolve(to)) ?? []));
            if (!type.isInSet(marks)) return false;
            view.dispatch(
              view.state.tr.insertText(text, from, to).removeMark(from, from + text.length, type),
            );
            return true;
          },
        },
      }),
    ];
  },
});
