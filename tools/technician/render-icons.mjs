#!/usr/bin/env node
// Renders the technician app's PNG icons from its SVGs with the same Chromium the PDFs use:
// `node tools/technician/render-icons.mjs`. The PNGs are committed (the build needs no
// browser); run this again after changing an SVG.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const icons = join(root, 'apps/technician/public/icons');
const outputs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  // iOS draws its own rounded corners: the full-bleed drawing.
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { svg, png, size } of outputs) {
    await page.setViewport({ width: size, height: size });
    const markup = readFileSync(join(icons, svg), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await page.screenshot({ path: join(icons, png), omitBackground: true });
    process.stdout.write(`${png} (${size}×${size})\n`);
  }
} finally {
  await browser.close();
}
