import type { FieldDescriptor, FieldType } from '@campo/contracts';

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  texto: 'texto',
  inteiro: 'número inteiro',
  decimal: 'número',
  data: 'data (DD/MM/AAAA)',
  dataHora: 'data e hora',
  competencia: 'mês (MM/AAAA)',
  simNao: 'Sim/Não',
  enum: 'lista',
  email: 'e-mail',
  cnpj: 'CNPJ',
  cep: 'CEP',
};

/** The field's description without the trailing list of allowed values (shown apart). */
export function descriptionWithoutValues(field: FieldDescriptor): string {
  return field.valores?.length
    ? field.descricao.replace(/\s*Valores aceitos:[^]*$/, '')
    : field.descricao;
}
