import type { AllowedValue, FieldType } from '@campo/contracts';

/** A reference from a field to a record of another entity (by its key) or to a company user. */
export interface ReferenceOptions {
  /** Registry entity name, or `usuario` for a company user matched by e-mail. */
  entidade: string;
  /** The referred entity's key field (ignored for `usuario`). */
  campo?: string;
  /**
   * Unknown target: `aviso` stores the row without the link and warns;
   * `erro` refuses the row (a required reference, like a contract's client).
   */
  seDesconhecida: 'aviso' | 'erro';
}

/** Options of one `@IngestionField`, in the discovery's vocabulary. */
export interface FieldOptions {
  rotulo: string;
  tipo: FieldType;
  obrigatorio?: boolean;
  descricao: string;
  exemplo: string;
  tamanhoMaximo?: number;
  /**
   * Text fields: a prefix (compared case-insensitively) that integrations may not use,
   * because the product generates codes with it (service orders opened in the app).
   * A value starting with it refuses the row.
   */
  prefixoReservado?: string;
  valores?: AllowedValue[];
  /** Integer/decimal bounds. */
  minimo?: number;
  maximo?: number;
  referencia?: ReferenceOptions;
  /** Column name; by default the `campo` in snake_case. */
  coluna?: string;
  /**
   * UPSERT keeps the stored value when the row brings none (absent or empty): for fields
   * added after integrations were built, so an old client resending its records does not
   * erase what was filled in by hand or by a newer source. Cleared only on the record's page.
   */
  mantidoSeAusente?: boolean;
}

/** Options of one `@IngestionEntity`. */
export interface EntityOptions {
  nome: string;
  rotulo: string;
  descricao: string;
  /** Table name; by default the entity name. */
  tabela?: string;
  /** Key field(s) used for UPSERT matching, in order. */
  chave: string[];
  /**
   * Records can be retired and reactivated by hand (the owning domain decides): the table
   * then has `desativado_em` and `desativado_por` columns, which ingestion never writes.
   */
  desativavel?: boolean;
  /**
   * A company created from now on starts with this entity enabled (the field-service
   * master data); the others wait until its ADMIN enables them. Companies created
   * before the entity set existed use every entity.
   */
  novaEmpresa?: boolean;
  /**
   * The fields the list's search box matches (by part of a word, without accents or case),
   * in this order: the read API's `busca` compares `campo_busca(<their columns>)`, which a
   * migration of the owning domain indexes with the same expression (a test compares them).
   */
  busca?: string[];
  /**
   * The text field that names a record beside its code (a client's `nome`): a list of an
   * entity that refers to this one shows it next to the code (the read API's `nomes`).
   */
  campoNome?: string;
}
