import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';

const ROOT = join(__dirname, '../../../..');
const CLI = join(ROOT, 'libs/integrator/sdk/src/cli/main.ts');

/** The app on a real port on loopback, for a client in another process. */
export async function listen(app: NestExpressApplication) {
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

export const scratchDir = () => mkdtempSync(join(tmpdir(), 'campo-cli-'));

/** Writes a file of `ativo_informacao` rows as an ERP would export it: BOM, semicolons, labels. */
export function assetsCsv(dir: string, rows: number, invalidLines: readonly number[] = []) {
  const lines = ['\uFEFFCódigo;Nome;Tipo;Criticidade'];
  for (let line = 2; line <= rows + 1; line++) {
    const tipo = invalidLines.includes(line) ? 'Ransomware' : 'Hardware';
    lines.push(`ATV-${String(line).padStart(7, '0')};Ativo da linha ${line};${tipo};Alta`);
  }
  const file = join(dir, `ativos-${rows}.csv`);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** How the tests start the CLI: from its TypeScript sources, as `npm run ingestao` does. */
export const CLI_COMMAND = [process.execPath, '-r', '@swc-node/register', CLI];
export const CLI_ENV = { SWC_NODE_PROJECT: 'tsconfig.base.json' };

export interface CliRun {
  child: ChildProcess;
  /** Resolves with the exit code and everything printed. */
  done: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>;
  /** Resolves once stdout + stderr contain the text. */
  printed(text: string): Promise<void>;
}

/** `campo-ingestao` as an integrator runs it: a separate Node process, token in CAMPO_TOKEN. */
export function runCli(args: string[], env: { url: string; token: string }): CliRun {
  const [node, ...prefix] = CLI_COMMAND;
  const child = spawn(node, [...prefix, ...args, '--url', env.url], {
    cwd: ROOT,
    env: { ...process.env, ...CLI_ENV, CAMPO_TOKEN: env.token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      if ((stdout + stderr).includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    check();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    check();
  });
  const done = new Promise<Awaited<CliRun['done']>>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return {
    child,
    done,
    printed: (text) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ text, resolve });
        check();
        void done.then(({ stdout: out, stderr: err }) =>
          reject(new Error(`the CLI ended without printing "${text}":\n${out}\n${err}`)),
        );
      }),
  };
}
