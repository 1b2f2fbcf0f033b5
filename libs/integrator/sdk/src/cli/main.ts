#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { IngestionApiError, IngestionNetworkError, TOKEN_ERRORS } from '../errors';
import { IngestionClient } from '../ingestion-client';
import { renderTypes } from '../render-types';
import type { Discovery } from '../types';
import { CliError } from './cli-error';
import { HELP } from './help';
import { Progress } from './progress';
import { sendFile } from './send-command';

const EXIT_OK = 0;
const EXIT_FAILURE = 1;
const EXIT_REFUSED = 2;

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  preview: { type: 'boolean' },
  recomecar: { type: 'boolean' },
  saida: { type: 'string' },
  separador: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  versao: { type: 'boolean', short: 'v' },
} as const;

type Options = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/** Runs one command line; resolves to the exit code. */
export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new CliError(
      `${optionProblem(error as Error & { code?: string })} Veja campo-ingestao --help.`,
    );
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.versao) {
    process.stdout.write(`${version()}\n`);
    return EXIT_OK;
  }
  if (values.help || !command || command === 'ajuda') {
    process.stdout.write(HELP);
    return EXIT_OK;
  }
  // Arguments first: a missing file is reported before a missing token.
  switch (command) {
    case 'entidades':
      return listEntities(connect(values), values);
    case 'modelo': {
      const entity = required(rest, 1, 'modelo <entidade>');
      return template(connect(values), entity[0], values);
    }
    case 'tipos':
      return types(connect(values), values);
    case 'enviar': {
      const [entity, file] = required(rest, 2, 'enviar <entidade> <arquivo>');
      return send(connect(values), entity, file, values);
    }
    default:
      throw new CliError(`Comando desconhecido: ${command}. Veja campo-ingestao --help.`);
  }
}

/** Node's parseArgs messages, in Portuguese. */
function optionProblem(error: Error & { code?: string }) {
  const option = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Opção desconhecida: ${option}.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `Falta o valor da opção ${option.split(' ')[0]}.`;
    default:
      return `${error.message}.`;
  }
}

function required(args: string[], count: number, usage: string) {
  if (args.length < count) throw new CliError(`Faltam argumentos. Uso: campo-ingestao ${usage}`);
  if (args.length > count)
    throw new CliError(
      `Argumentos a mais: ${args.slice(count).join(' ')}. Uso: campo-ingestao ${usage}`,
    );
  return args;
}

function connect(values: Options) {
  const token = values.token ?? process.env.CAMPO_TOKEN;
  if (!token)
    throw new CliError('Informe o token de ingestão: --token ing_... ou a variável CAMPO_TOKEN.');
  const url = values.url ?? process.env.CAMPO_URL ?? 'http://localhost:3000';
  if (!/^https?:\/\//.test(url))
    throw new CliError(`URL inválida: ${url} (use http:// ou https://).`);
  const progress: { current?: Progress } = {};
  const client = new IngestionClient({
    url,
    token,
    aoEsperar: (wait) => progress.current?.wait(wait),
  });
  return { client, progress };
}

async function listEntities({ client }: ReturnType<typeof connect>, values: Options) {
  const discovery = await client.entidades();
  if (values.json) {
    process.stdout.write(`${JSON.stringify(discovery, null, 2)}\n`);
    return EXIT_OK;
  }
  const { token } = discovery;
  process.stdout.write(
    `Token "${token.nome}" (${token.prefixo}…), modo ${token.modo}; até ${discovery.maxLinhasPorRequisicao} linhas por requisição.\n\n`,
  );
  const width = Math.max(...discovery.entidades.map((entity) => entity.entidade.length), 8);
  for (const entity of discovery.entidades) {
    const required = entity.campos.filter((field) => field.obrigatorio).map((field) => field.campo);
    process.stdout.write(
      `${entity.entidade.padEnd(width)}  ${entity.nome}\n${' '.repeat(width)}  ` +
        `${entity.campos.length} campos; obrigatórios: ${required.join(', ')}\n`,
    );
  }
  process.stdout.write('\nModelo de arquivo: campo-ingestao modelo <entidade>\n');
  return EXIT_OK;
}

async function findEntity(client: IngestionClient, name: string) {
  const discovery = await client.entidades();
  const entity = discovery.entidades.find((candidate) => candidate.entidade === name);
  if (!entity) {
    const names = discovery.entidades.map((candidate) => candidate.entidade).join(', ');
    throw new CliError(`O token não pode gravar "${name}". Entidades do token: ${names}.`);
  }
  return { discovery, entity };
}

async function template({ client }: ReturnType<typeof connect>, name: string, values: Options) {
  const { entity } = await findEntity(client, name);
  const delimiter = values.separador ?? ';';
  if (delimiter !== ';' && delimiter !== ',') throw new CliError('--separador deve ser ; ou ,');
  const csv = stringify(
    [entity.campos.map((field) => field.rotulo), entity.campos.map((field) => field.exemplo)],
    { delimiter, bom: Boolean(values.saida) },
  );
  output(csv, values.saida, `Modelo de ${entity.nome}`);
  return EXIT_OK;
}

async function types({ client }: ReturnType<typeof connect>, values: Options) {
  const discovery = await client.entidades();
  output(renderTypes(discovery.entidades), values.saida, 'Tipos');
  return EXIT_OK;
}

function output(text: string, file: string | undefined, what: string) {
  if (!file) {
    process.stdout.write(text);
    return;
  }
  writeFileSync(file, text);
  process.stderr.write(`${what} gravado em ${file}\n`);
}

async function send(
  { client, progress }: ReturnType<typeof connect>,
  name: string,
  file: string,
  values: Options,
) {
  const { discovery, entity } = await findEntity(client, name);
  const preview = Boolean(values.preview);
  const result = await sendFile({
    client,
    entity,
    maxRows: discovery.maxLinhasPorRequisicao,
    file,
    preview,
    restart: Boolean(values.recomecar),
    progress: (fraction, totals) =>
      (progress.current = new Progress(process.stderr, fraction, totals)),
  });
  summarise(discovery, result.totais, preview, result.recusadasArquivo);
  return result.totais.recusadas > 0 ? EXIT_REFUSED : EXIT_OK;
}

function summarise(
  discovery: Discovery,
  totals: Awaited<ReturnType<typeof sendFile>>['totais'],
  preview: boolean,
  refusedFile: string | undefined,
) {
  const verb = preview ? 'seriam gravadas' : 'gravadas';
  const lines = [
    `${preview ? 'Prévia (nada foi gravado)' : 'Envio concluído'}: ${totals.linhas} linhas, ` +
      `${totals.gravadas} ${verb}, ${totals.recusadas} recusadas` +
      (discovery.token.modo === 'INSERT' ? `, ${totals.duplicadas} duplicadas (já existiam)` : '') +
      '.',
  ];
  if (totals.lotesRepetidos > 0)
    lines.push(
      `${totals.lotesRepetidos} lotes já tinham sido gravados antes e não foram gravados de novo (o servidor repetiu a resposta).`,
    );
  if (refusedFile)
    lines.push(`Linhas recusadas, com o número da linha e os motivos: ${refusedFile}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

function version() {
  return (require('../../package.json') as { version: string }).version;
}

function describeFailure(error: unknown) {
  if (error instanceof IngestionApiError) {
    const hint = TOKEN_ERRORS[error.codigo];
    return hint ? `${error.message}\n${hint}` : error.message;
  }
  if (error instanceof CliError || error instanceof IngestionNetworkError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

if (require.main === module) {
  process.on('SIGINT', () => {
    process.stderr.write('\nInterrompido. Rode o mesmo comando para continuar de onde parou.\n');
    process.exit(130);
  });
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`\nErro: ${describeFailure(error)}\n`);
      process.exitCode = EXIT_FAILURE;
    },
  );
}
