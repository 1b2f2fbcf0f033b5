// Finds a Chromium for the browser tests and the PDF renderer: CHROME_PATH or
// PUPPETEER_EXECUTABLE_PATH, then the system's, then a Puppeteer-managed download.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function findChromium(root) {
  const candidates = [
    process.env.CHROME_PATH,
    process.env.PUPPETEER_EXECUTABLE_PATH,
    ...JSON.parse(
      readFileSync(join(root, 'libs/api/platform/src/lib/pdf/chromium-candidates.json'), 'utf8'),
    ),
    ...puppeteerCache(),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
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
  'Chromium não encontrado: os testes de navegador (e os PDFs) precisam dele.',
  'Instale-o e rode de novo:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  ou aponte para um Chrome/Chromium existente:  CHROME_PATH=/caminho/do/chrome npm test',
].join('\n');
