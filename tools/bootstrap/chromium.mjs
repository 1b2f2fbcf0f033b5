// Finds a Chromium for the browser tests and the PDF renderer, in the order the API's
// PDF service uses (libs/api/platform/src/lib/pdf/chromium.ts): CHROME_PATH or
// PUPPETEER_EXECUTABLE_PATH, then the system's, then a Puppeteer-managed download, then
// the one inside the @sparticuz/chromium npm package (linux-x64).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export async function findChromium(root) {
  const candidates = [
    process.env.CHROME_PATH,
    process.env.PUPPETEER_EXECUTABLE_PATH,
    ...JSON.parse(
      readFileSync(join(root, 'libs/api/platform/src/lib/pdf/chromium-candidates.json'), 'utf8'),
    ),
    ...puppeteerCache(),
  ];
  return (
    candidates.find((candidate) => candidate && existsSync(candidate)) ??
    (await bundledChromium(root))
  );
}

/**
 * The npm package's Chromium, unpacked into the temp dir with the shared libraries it needs
 * and run through a wrapper script that sets them and the fonts; the same steps and paths
 * as bundledChromium() in libs/api/platform/src/lib/pdf/bundled-chromium.ts.
 */
async function bundledChromium(root) {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const require = createRequire(join(root, 'package.json'));
  let entry;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    return undefined;
  }
  const { default: Chromium } = await import(require.resolve('@sparticuz/chromium'));
  const binary = await Chromium.executablePath();
  const home = join(tmpdir(), 'campo-chromium');
  const wrapper = join(home, 'chromium');
  mkdirSync(home, { recursive: true });
  // Rewritten on every start, so an unpack by an earlier version gets today's fonts too.
  writeAtomically(join(home, 'fonts.conf'), fontsConf(home, require));
  if (existsSync(wrapper)) return wrapper;
  const libraries = join(dirname(entry), '..', '..', 'bin', 'al2023.tar.br');
  execFileSync('tar', ['-x', '-C', home], { input: brotliDecompressSync(readFileSync(libraries)) });
  const script = [
    '#!/bin/sh',
    `export LD_LIBRARY_PATH="${join(home, 'lib')}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`,
    `export FONTCONFIG_FILE="${join(home, 'fonts.conf')}"`,
    `exec "${binary}" "$@"`,
  ];
  writeAtomically(wrapper, `${script.join('\n')}\n`, 0o755);
  return wrapper;
}

/**
 * The system's fonts first, then the package's Open Sans, then DejaVu from the
 * dejavu-fonts-ttf npm package for the glyphs Open Sans lacks (arrows, check marks).
 */
function fontsConf(home, require) {
  let dejaVu = [];
  try {
    dejaVu = [
      `  <dir>${join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')}</dir>`,
    ];
  } catch {
    // Not installed: Open Sans alone.
  }
  const lines = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${join(tmpdir(), 'fonts')}</dir>`,
    ...dejaVu,
    `  <cachedir>${join(home, 'fonts-cache')}</cachedir>`,
    '</fontconfig>',
  ];
  return `${lines.join('\n')}\n`;
}

/** Writes aside and renames, so a concurrent reader sees the old file or the new one whole. */
function writeAtomically(path, text, mode = 0o644) {
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, text, { mode });
  renameSync(aside, path);
}

function puppeteerCache() {
  const cache = join(
    process.env.PUPPETEER_CACHE_DIR ?? join(homedir(), '.cache', 'puppeteer'),
    'chrome',
  );
  if (!existsSync(cache)) return [];
  return readdirSync(cache).map((version) => join(cache, version, 'chrome-linux64', 'chrome'));
}

export const CHROMIUM_HELP = [
  'Chromium não encontrado (nem o do pacote npm @sparticuz/chromium, só para linux-x64):',
  'os testes de navegador (e os PDFs) precisam dele.',
  'Instale-o e rode de novo:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  ou aponte para um Chrome/Chromium existente:  CHROME_PATH=/caminho/do/chrome npm test',
].join('\n');
