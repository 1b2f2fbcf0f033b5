import type { IngestionMode, TokenState } from '@campo/contracts';

export const TOKEN_STATE_LABELS: Record<TokenState, string> = {
  ATIVO: 'Ativo',
  INATIVO: 'Inativo',
  REVOGADO: 'Revogado',
  EXPIRADO: 'Expirado',
  SEM_ESCOPO: 'Sem escopo',
};

export const TOKEN_STATE_TONES: Record<TokenState, string> = {
  ATIVO: 'success',
  INATIVO: 'warning',
  REVOGADO: 'danger',
  EXPIRADO: 'muted',
  SEM_ESCOPO: 'warning',
};

/** What a request with the token meets now, and what the administrator can do about it. */
export const TOKEN_STATE_DESCRIPTIONS: Record<TokenState, string> = {
  ATIVO: 'A API de ingestão aceita este token nas entidades do escopo.',
  INATIVO:
    'Desativado temporariamente: as requisições são recusadas com TOKEN_INATIVO até que o token seja reativado.',
  REVOGADO:
    'Revogado definitivamente: as requisições são recusadas com TOKEN_REVOGADO. Para voltar a integrar o sistema, crie um token novo.',
  EXPIRADO:
    'Passou da validade: as requisições são recusadas com TOKEN_EXPIRADO. Defina uma nova validade ou remova-a para voltar a usá-lo.',
  SEM_ESCOPO:
    'Nenhuma entidade liberada: as requisições são recusadas com TOKEN_SEM_ESCOPO. Marque ao menos uma entidade no escopo.',
};

export const MODE_OPTIONS: ReadonlyArray<{
  value: IngestionMode;
  label: string;
  description: string;
}> = [
  {
    value: 'UPSERT',
    label: 'Atualizar ou criar (UPSERT) — recomendado',
    description:
      'Um registro reenviado com a mesma chave atualiza o existente em vez de duplicar. O sistema pode reenviar toda a janela de dados a cada execução; reenvios idênticos não regravam nada.',
  },
  {
    value: 'INSERT',
    label: 'Somente inserir (INSERT)',
    description:
      'Registros que já existem voltam como duplicados e não são alterados. Use quando o sistema de origem nunca corrige o que já enviou.',
  },
];

export const MODE_LABELS: Record<IngestionMode, string> = {
  UPSERT: 'Atualizar ou criar',
  INSERT: 'Somente inserir',
};
