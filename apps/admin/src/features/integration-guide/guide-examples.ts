import type { EntityDescriptor } from '@campo/contracts';

/** A row built from every field's example value, keyed by `campo`. */
export function exampleRow(entity: EntityDescriptor): Record<string, string> {
  return Object.fromEntries(entity.campos.map((field) => [field.campo, field.exemplo]));
}

/** The request body of one example row, as the API expects it. */
export function exampleBody(entity: EntityDescriptor): string {
  return JSON.stringify({ linhas: [exampleRow(entity)] }, null, 2);
}

/** Single-quoted for a POSIX shell. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const AUTH = '-H "Authorization: Bearer $TOKEN"';
const JSON_TYPE = '-H "Content-Type: application/json"';

function batchUrl(baseUrl: string, entidade: string, preview: boolean) {
  return `${baseUrl}/api/ingestao-pub/${entidade}${preview ? '/preview' : ''}`;
}

export function discoveryCommand(baseUrl: string): string {
  return `curl -s ${baseUrl}/api/ingestao-pub/entidades \\\n  ${AUTH}`;
}

/** A batch sent from a file (`lote.json`), as an integration script would. */
export function fileBatchCommand(baseUrl: string, entidade: string, preview: boolean): string {
  return [
    `curl -s -X POST ${batchUrl(baseUrl, entidade, preview)} \\`,
    `  ${AUTH} \\`,
    `  ${JSON_TYPE} \\`,
    '  --data-binary @lote.json',
  ].join('\n');
}

/** A self-contained command with the example row in the body, ready to paste. */
export function inlineBatchCommand(
  baseUrl: string,
  entity: EntityDescriptor,
  preview: boolean,
): string {
  return [
    `curl -s -X POST ${batchUrl(baseUrl, entity.entidade, preview)} \\`,
    `  ${AUTH} \\`,
    `  ${JSON_TYPE} \\`,
    `  -d ${shellQuote(exampleBody(entity))}`,
  ].join('\n');
}

/** The CLI's commands for an entity, from the template to the write. */
export function cliCommands(baseUrl: string, entidade: string): string {
  return [
    `export CAMPO_URL=${baseUrl} CAMPO_TOKEN=ing_…`,
    'campo-ingestao entidades',
    `campo-ingestao modelo ${entidade} --saida modelo.csv`,
    `campo-ingestao enviar ${entidade} export.csv --preview`,
    `campo-ingestao enviar ${entidade} export.csv`,
  ].join('\n');
}

/** The SDK in a program: discovery, preview and a send of any number of rows. */
export function sdkExample(baseUrl: string, entidade: string): string {
  return [
    "import { IngestionClient } from '@campo/sdk-ingestao';",
    '',
    `const campo = new IngestionClient({ url: '${baseUrl}', token: process.env.CAMPO_TOKEN! });`,
    `const previa = await campo.preview('${entidade}', linhas); // array, gerador ou async iterable`,
    `const resumo = await campo.enviar('${entidade}', linhas);`,
    'for (const linha of resumo.linhasRecusadas) console.warn(linha.linha, linha.erros);',
  ].join('\n');
}
