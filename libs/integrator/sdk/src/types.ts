/**
 * Wire types of the public ingestion API, as an integrator sees them. The package ships
 * alone, so it keeps its own copy rather than importing the server's contracts.
 */

export type IngestionMode = 'UPSERT' | 'INSERT';

/** One row as sent: each key is a field's `campo`. */
export type Row = Record<string, unknown>;

export interface AllowedValue {
  rotulo: string;
  valor: string;
  sinonimos?: string[];
}

/** A field as the discovery operation describes it. */
export interface FieldDescriptor {
  campo: string;
  rotulo: string;
  obrigatorio: boolean;
  tipo: string;
  descricao?: string;
  exemplo: string;
  chave?: boolean;
  tamanhoMaximo?: number;
  valores?: AllowedValue[];
  referencia?: string;
}

export interface EntityDescriptor {
  entidade: string;
  nome: string;
  descricao?: string;
  endpoint: string;
  chave?: string[];
  campos: FieldDescriptor[];
}

/** `dados` of `GET /api/ingestao-pub/entidades`. */
export interface Discovery {
  token: { nome: string; prefixo: string; modo: IngestionMode };
  maxLinhasPorRequisicao: number;
  entidades: EntityDescriptor[];
}

export type RowStatus = 'OK' | 'ERRO' | 'DUPLICADO';

/** A row result as the API returns it (`linha` is the position in the batch). */
export interface WireRowResult {
  linha: number;
  status: RowStatus;
  id?: string;
  acao?: 'CRIADO' | 'ATUALIZADO' | 'INALTERADO';
  aviso?: string;
  erros?: string[];
}

/** `dados` of a batch response. */
export interface BatchData {
  entidade: string;
  modo: IngestionMode;
  preview: boolean;
  loteId: string;
  totalLinhas: number;
  gravadas: number;
  recusadas: number;
  duplicadas?: number;
  resultados: WireRowResult[];
}
