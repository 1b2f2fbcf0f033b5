import type { EntityDescriptor, FieldDescriptor } from '@campo/contracts';
import { normalizeWord } from './allowed-values';
import type { EntityOptions, FieldOptions, ReferenceOptions } from './entity-options';
import { EntityClass, readEntityMetadata } from './ingestion-entity.decorator';

/** PostgreSQL type of each field type's column. */
const PG_TYPES: Record<FieldOptions['tipo'], string> = {
  texto: 'text',
  email: 'text',
  cnpj: 'text',
  enum: 'text',
  inteiro: 'integer',
  decimal: 'numeric',
  data: 'date',
  dataHora: 'timestamptz',
  competencia: 'date',
  simNao: 'boolean',
  cep: 'text',
};

export interface FieldDefinition extends FieldOptions {
  campo: string;
  obrigatorio: boolean;
  coluna: string;
  pgType: string;
  chave: boolean;
  /** Column holding the id of the referred record, for reference fields. */
  colunaReferencia?: string;
}

export interface EntityDefinition extends Omit<EntityOptions, 'tabela'> {
  tabela: string;
  fields: FieldDefinition[];
  keyFields: FieldDefinition[];
  /** `campo_busca(...)` over the `busca` fields' columns; absent when the list has no search. */
  searchExpression?: string;
  fieldsByCampo: ReadonlyMap<string, FieldDefinition>;
  /** Normalized rótulo → campo, to point a client that used the label as key to the right campo. */
  campoByRotulo: ReadonlyMap<string, string>;
  descriptor: EntityDescriptor;
}

/**
 * The entity registry: built once at start from the decorated classes, then
 * read-only. Discovery, validation, the write SQL, the read API and the
 * spreadsheet templates all read it, so they cannot disagree.
 */
export class EntityRegistry {
  private readonly byName: ReadonlyMap<string, EntityDefinition>;

  constructor(classes: readonly EntityClass[]) {
    const definitions = classes.map(define);
    this.byName = new Map(definitions.map((definition) => [definition.nome, definition]));
    if (this.byName.size !== definitions.length)
      throw new Error('Entidades de ingestão com nomes repetidos');
    for (const definition of definitions) this.checkReferences(definition);
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  all(): EntityDefinition[] {
    return [...this.byName.values()];
  }

  get(name: string): EntityDefinition | undefined {
    return this.byName.get(name);
  }

  has(name: string) {
    return this.byName.has(name);
  }

  private checkReferences(definition: EntityDefinition) {
    for (const field of definition.fields) {
      const reference = field.referencia;
      if (!reference || reference.entidade === 'usuario') continue;
      const target = this.byName.get(reference.entidade);
      if (!target || !target.fieldsByCampo.has(reference.campo ?? '')) {
        throw new Error(
          `${definition.nome}.${field.campo} refere ${reference.entidade}.${reference.campo}, que não existe`,
        );
      }
    }
  }
}

function define(target: EntityClass): EntityDefinition {
  const { entity, fields: declared } = readEntityMetadata(target);
  const fields = declared.map(([campo, options]): FieldDefinition => {
    const coluna = options.coluna ?? snakeCase(campo);
    return {
      ...options,
      campo,
      obrigatorio: options.obrigatorio ?? false,
      coluna,
      pgType: PG_TYPES[options.tipo],
      chave: entity.chave.includes(campo),
      ...(options.referencia ? { colunaReferencia: `${coluna}_id` } : {}),
    };
  });
  const fieldsByCampo = new Map(fields.map((field) => [field.campo, field]));
  const keyFields = entity.chave.map((campo) => {
    const field = fieldsByCampo.get(campo);
    if (!field?.obrigatorio)
      throw new Error(`${entity.nome}: a chave ${campo} deve ser um campo obrigatório`);
    return field;
  });
  for (const field of fields) {
    if (field.tipo === 'enum' && !field.valores?.length)
      throw new Error(`${entity.nome}.${field.campo}: enum sem valores`);
    if (field.prefixoReservado !== undefined && field.tipo !== 'texto')
      throw new Error(`${entity.nome}.${field.campo}: prefixoReservado só vale para texto`);
  }
  if (entity.campoNome !== undefined && fieldsByCampo.get(entity.campoNome)?.tipo !== 'texto')
    throw new Error(`${entity.nome}: campoNome ${entity.campoNome} deve ser um campo de texto`);
  const searchColumns = (entity.busca ?? []).map((campo) => {
    const field = fieldsByCampo.get(campo);
    if (!field || !['texto', 'enum'].includes(field.tipo))
      throw new Error(`${entity.nome}: busca ${campo} deve ser um campo de texto`);
    return field.coluna;
  });
  return {
    ...entity,
    tabela: entity.tabela ?? entity.nome,
    fields,
    keyFields,
    ...(searchColumns.length > 0
      ? { searchExpression: `campo_busca(${searchColumns.join(', ')})` }
      : {}),
    fieldsByCampo,
    campoByRotulo: new Map(fields.map((field) => [normalizeWord(field.rotulo), field.campo])),
    descriptor: describe(entity, fields),
  };
}

function describe(entity: EntityOptions, fields: FieldDefinition[]): EntityDescriptor {
  return {
    entidade: entity.nome,
    nome: entity.rotulo,
    descricao: entity.descricao,
    endpoint: `POST /api/ingestao-pub/${entity.nome}`,
    chave: entity.chave,
    ...(entity.desativavel ? { desativavel: true } : {}),
    ...(entity.busca?.length ? { busca: entity.busca } : {}),
    campos: fields.map((field): FieldDescriptor => ({
      campo: field.campo,
      rotulo: field.rotulo,
      obrigatorio: field.obrigatorio,
      tipo: field.tipo,
      descricao: describeField(field),
      exemplo: field.exemplo,
      ...(field.chave ? { chave: true } : {}),
      ...(field.tamanhoMaximo ? { tamanhoMaximo: field.tamanhoMaximo } : {}),
      ...(field.prefixoReservado ? { prefixoReservado: field.prefixoReservado } : {}),
      ...(field.valores ? { valores: field.valores } : {}),
      ...(field.referencia ? { referencia: referenceLabel(field.referencia) } : {}),
    })),
  };
}

const FORMAT_HINTS: Partial<Record<FieldOptions['tipo'], string>> = {
  data: 'Data DD/MM/AAAA (ou AAAA-MM-DD).',
  dataHora: 'Data e hora DD/MM/AAAA HH:mm[:ss] no fuso da empresa, ou ISO 8601.',
  competencia: 'Mês de referência MM/AAAA (ou AAAA-MM).',
  simNao: 'Sim ou Não (também S/N, true/false, 1/0).',
  decimal: 'Número; em texto, vírgula é o separador decimal ("1.234,5").',
  inteiro: 'Número inteiro.',
  email: 'Endereço de e-mail.',
  cnpj: 'CNPJ com ou sem pontuação; os dígitos verificadores são conferidos.',
  cep: 'CEP 00000-000 ou só os 8 dígitos; gravado como 00000-000.',
};

function describeField(field: FieldDefinition) {
  const parts = [field.descricao, FORMAT_HINTS[field.tipo]];
  if (field.valores)
    parts.push(`Valores aceitos: ${field.valores.map((value) => value.rotulo).join(', ')}.`);
  if (field.minimo !== undefined && field.maximo !== undefined)
    parts.push(`De ${field.minimo} a ${field.maximo}.`);
  if (field.tamanhoMaximo) parts.push(`Máximo de ${field.tamanhoMaximo} caracteres.`);
  if (field.mantidoSeAusente)
    parts.push('Se a linha não trouxer este campo (ou vier vazio), o valor já gravado é mantido.');
  if (field.prefixoReservado)
    parts.push(
      `Não pode começar com "${field.prefixoReservado}" (prefixo reservado aos códigos gerados pelo aplicativo); a linha é recusada.`,
    );
  if (field.referencia) {
    parts.push(
      field.referencia.seDesconhecida === 'erro'
        ? `Deve existir (${referenceLabel(field.referencia)}); se não existir, a linha é recusada.`
        : `Se não for encontrado (${referenceLabel(field.referencia)}), o registro é gravado sem o vínculo, com aviso.`,
    );
  }
  return parts.filter(Boolean).join(' ');
}

function referenceLabel(reference: ReferenceOptions) {
  return reference.entidade === 'usuario'
    ? 'e-mail de um usuário da empresa'
    : `${reference.entidade}.${reference.campo}`;
}

function snakeCase(campo: string) {
  return campo.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * A row message (`campo: motivo`, as the validator words it for integrators) with the field's
 * label instead (`CNPJ: motivo`): for people, who know the fields by the labels of the
 * spreadsheet's headers and of the screens. Other messages are returned as they are.
 */
export function labelMessage(entity: EntityDefinition, message: string): string {
  const match = /^([\w.]+): /.exec(message);
  const field = match && entity.fieldsByCampo.get(match[1]);
  return field ? `${field.rotulo}: ${message.slice(match[0].length)}` : message;
}
