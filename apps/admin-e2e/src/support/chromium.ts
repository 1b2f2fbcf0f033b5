import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

/** The one list of system paths, shared with the API's PDF service and the bootstrap. */
const candidates: string[] = JSON.parse(
  readFileSync(
    join(__dirname, '../../../../libs/api/platform/src/lib/pdf/chromium-candidates.json'),
    'utf8',
  ),
);

/** The Chromium to drive: CHROME_PATH, PUPPETEER_EXECUTABLE_PATH, then the usual system paths. */
export function findChromium(): string {
  const found = [
    process.env.CHROME_PATH,
    process.env.PUPPETEER_EXECUTABLE_PATH,
    ...candidates,
  ].find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (!found) {
    throw new Error(
      'Chromium não encontrado: instale-o (sudo apt-get install -y chromium) ou defina CHROME_PATH.',
    );
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--lang=pt-BR',
    ],
  });
}
