#!/usr/bin/env node
// Renders each page of a PDF to a PNG file, with Mozilla's pdf.js drawing on a canvas of
// @napi-rs/canvas (the one pdf.js itself uses in Node): what `pdftoppm -r <dpi> -png`
// does, from npm packages only, so that a test that reads a PDF's pixels back (the QR
// codes of a label sheet) runs on a machine with nothing but Node and npm.
// Usage: node tools/testing/pdf-pages.mjs file.pdf out-dir dpi
// Writes out-dir/page-01.png, page-02.png... (numbers padded to the page count's width).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const [file, outDir, dpi = '150'] = process.argv.slice(2);
const scale = Number(dpi) / 72; // PDF user space is 72 units per inch
const pdf = await getDocument({
  data: new Uint8Array(readFileSync(file)),
  verbosity: 0,
  isEvalSupported: false,
}).promise;
const width = String(pdf.numPages).length;
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // White paper under the page, as a printer (and pdftoppm) shows it.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: /** @type {any} */ (canvas), viewport }).promise;
  const name = `page-${String(number).padStart(width, '0')}.png`;
  writeFileSync(join(outDir, name), canvas.toBuffer('image/png'));
  page.cleanup();
}
await pdf.destroy();
