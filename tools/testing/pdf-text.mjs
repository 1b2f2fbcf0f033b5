#!/usr/bin/env node
// Prints the text of a PDF, page by page (pages separated by a form feed), with
// Mozilla's pdf.js. Used by the integration tests to read back what a PDF shows.
// Usage: node tools/testing/pdf-text.mjs file.pdf
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, verbosity: 0, isEvalSupported: false, disableFontFace: true })
  .promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const content = await (await pdf.getPage(number)).getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str + (item.hasEOL ? '\n' : '');
  }
  pages.push(text);
}
process.stdout.write(`${pdf.numPages}\n${pages.join('\f')}`);
