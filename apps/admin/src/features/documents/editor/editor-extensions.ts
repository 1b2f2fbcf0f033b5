import StarterKit from '@tiptap/starter-kit';
import { FillInMark } from './fill-in-mark';

/**
 * What a text section may hold: what the server keeps when it sanitizes
 * (paragraphs, bold, italic, underline, strike, lists, h3/h4, quotes, links,
 * marked blanks). Code, code blocks and rules are left out: the server would drop them.
 */
export const SECTION_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false },
  }),
  FillInMark,
];
