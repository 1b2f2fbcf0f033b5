import type { EntityDescriptor, FieldDescriptor } from './types';

/** TypeScript type of a field's value, as the API accepts it. */
function valueType(field: FieldDescriptor) {
  if (field.valores?.length)
    return field.valores.map((value) => `'${quote(value.rotulo)}'`).join(' | ');
  switch (field.tipo) {
    case 'inteiro':
    case 'decimal':
      return 'number | string';
    case 'data':
    case 'dataHora':
      return 'string | Date';
    case 'simNao':
      return "boolean | 'Sim' | 'Não'";
    default:
      return 'string';
  }
}

const quote = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
const comment = (text: string) => text.replace(/\*\//g, '* /');

/** A property line, broken as Prettier breaks a long union (the generated file stays formatted). */
function property(field: FieldDescriptor) {
  const name = `  ${field.campo}${field.obrigatorio ? '' : '?'}:`;
  const members = [valueType(field), ...(field.obrigatorio ? [] : ['null'])];
  const line = `${name} ${members.join(' | ')};`;
  if (line.length <= 100) return line;
  const next = `    ${members.join(' | ')};`;
  if (next.length <= 100) return `${name}\n${next}`;
  const split = members.flatMap((member) => member.split(' | '));
  return [name, ...split.map((member) => `    | ${member}`)].join('\n') + ';';
}

/** `incidente_seguranca` → `LinhaIncidenteSeguranca`. */
export function rowTypeName(entity: string) {
  return `Linha${entity
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}`;
}

/**
 * The SDK's row types, one interface per entity, from the discovery descriptors (the
 * registry's own description of itself). `campo-ingestao tipos` renders them for a token's
 * scope; `npm run sdk:tipos` for every entity of the product, into `entities.generated.ts`.
 */
export function renderTypes(entities: readonly EntityDescriptor[]) {
  const lines = [
    '// GERADO a partir do registro de entidades (npm run sdk:tipos). Não edite à mão.',
    '',
  ];
  for (const entity of entities) {
    lines.push(`/** ${comment(entity.nome)} (\`${entity.entidade}\`). */`);
    lines.push(`export interface ${rowTypeName(entity.entidade)} {`);
    for (const field of entity.campos) {
      const notes = [field.rotulo, field.obrigatorio ? 'obrigatório' : '', field.descricao ?? '']
        .filter(Boolean)
        .join(' — ');
      lines.push(`  /** ${comment(notes)} Exemplo: ${comment(field.exemplo)} */`);
      lines.push(property(field));
    }
    lines.push('}', '');
  }
  lines.push('/** The row type of each entity, by its name in the path. */');
  lines.push('export interface LinhasPorEntidade {');
  for (const entity of entities)
    lines.push(`  ${entity.entidade}: ${rowTypeName(entity.entidade)};`);
  lines.push('}', '');
  return lines.join('\n');
}
