import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * The Chromium shipped inside the `@sparticuz/chromium` npm package (linux-x64), the last
 * resort when no other is found: `npm install` brings it, so a machine with only Node and
 * npm still renders PDFs. On first use its binary and fonts are unpacked into the temp
 * dir, with the three shared libraries it needs (NSS, NSPR, expat), and a wrapper script
 * runs it with those libraries and the fonts (the system's first, when there are any).
 * Returns the wrapper's path, or undefined off linux-x64 or when the package is missing.
 *
 * `tools/bootstrap/chromium.mjs` does the same for `npm start` and `npm test`.
 */
export async function bundledChromium(): Promise<string | undefined> {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  let entry: string;
  try {
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    return undefined;
  }
  const { default: Chromium } = await import('@sparticuz/chromium');
  const binary = await Chromium.executablePath();
  const home = join(tmpdir(), 'campo-chromium');
  const wrapper = join(home, 'chromium');
  mkdirSync(home, { recursive: true });
  // Rewritten on every start, so an unpack by an earlier version gets today's fonts too.
  writeAtomically(join(home, 'fonts.conf'), fontsConf(home));
  if (existsSync(wrapper)) return wrapper;
  const libraries = brotliDecompressSync(
    readFileSync(join(dirname(entry), '..', '..', 'bin', 'al2023.tar.br')),
  );
  execFileSync('tar', ['-x', '-C', home], { input: libraries });
  // Written aside and renamed, so a concurrent caller never runs a half-written script.
  writeAtomically(
    wrapper,
    `#!/bin/sh
export LD_LIBRARY_PATH="${join(home, 'lib')}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export FONTCONFIG_FILE="${join(home, 'fonts.conf')}"
exec "${binary}" "$@"
`,
    0o755,
  );
  return wrapper;
}

/**
 * Fontconfig for the bundled Chromium: the system's fonts first, when there are any, then
 * the package's Open Sans, then DejaVu from the `dejavu-fonts-ttf` npm package, which
 * holds the glyphs Open Sans lacks (arrows, check marks, box drawing): on a machine with no
 * fonts at all a "→" in a PDF would otherwise print as a blank.
 */
function fontsConf(home: string): string {
  let dejaVu = '';
  try {
    dejaVu = `  <dir>${join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')}</dir>\n`;
  } catch {
    // Not installed (a pruned production install): Open Sans alone.
  }
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(tmpdir(), 'fonts')}</dir>
${dejaVu}  <cachedir>${join(home, 'fonts-cache')}</cachedir>
</fontconfig>
`;
}

/** Writes aside and renames, so a concurrent reader sees the old file or the new one whole. */
function writeAtomically(path: string, text: string, mode = 0o644) {
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, text, { mode });
  renameSync(aside, path);
}
