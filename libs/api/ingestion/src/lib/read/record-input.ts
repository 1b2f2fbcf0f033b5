import type { BatchResponse, RowResult } from '@campo/contracts';
import { platformError } from '@campo/platform';
import type { EntityDefinition } from '../registry/entity-registry';

/**
 * What a person sends from the admin app is one ingestion row: these checks come before
 * the validator (a name that is no field of the entity) and after it (a refused row is
 * answered as 400 DADOS_INVALIDOS, one `campo: reason` detail per problem).
 */
export function rejectUnknownFields(
  entity: EntityDefinition,
  body: Record<string, unknown>,
  more: (campo: string, value: unknown) => string | undefined = () => undefined,
) {
  const problems: string[] = [];
  for (const [campo, value] of Object.entries(body)) {
    if (!entity.fieldsByCampo.has(campo))
      problems.push(`${campo}: não é um campo de ${entity.nome}`);
    else {
      const problem = more(campo, value);
      if (problem) problems.push(problem);
    }
  }
  if (problems.length > 0) throw invalidRow(problems, `${problems.join('; ')}.`);
}

/** The one row's result of a batch written for a person; a refused row is thrown as DADOS_INVALIDOS. */
export function onlyRow(body: unknown): RowResult {
  const [result] = (body as BatchResponse).dados.resultados;
  if (result.status === 'ERRO') throw invalidRow(result.erros!, result.erros!.join(' '));
  return result;
}

function invalidRow(problems: string[], text: string) {
  return platformError('DADOS_INVALIDOS', `Dados inválidos: ${text}`, { detalhes: problems });
}
