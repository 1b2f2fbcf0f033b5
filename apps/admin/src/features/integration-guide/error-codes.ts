/** The ingestion API's error codes, in the order the API checks them (as in docs/integracao.md). */
export const INGESTION_ERRORS: ReadonlyArray<{
  http: number;
  codigo: string;
  quando: string;
  fazer: string;
}> = [
  {
    http: 401,
    codigo: 'TOKEN_AUSENTE',
    quando: 'Falta o cabeçalho Authorization: Bearer.',
    fazer: 'Envie o token.',
  },
  {
    http: 401,
    codigo: 'TOKEN_INVALIDO',
    quando: 'Token não reconhecido (digitado errado, inventado, truncado).',
    fazer: 'Confira o token; não repita.',
  },
  {
    http: 401,
    codigo: 'TOKEN_REVOGADO',
    quando: 'Revogado pelo administrador; definitivo.',
    fazer: 'Peça um token novo.',
  },
  {
    http: 401,
    codigo: 'TOKEN_INATIVO',
    quando: 'Desativado temporariamente.',
    fazer: 'Aguarde a reativação pelo administrador.',
  },
  {
    http: 401,
    codigo: 'TOKEN_EXPIRADO',
    quando: 'Passou da validade; a mensagem traz a data.',
    fazer: 'Peça a renovação ao administrador.',
  },
  {
    http: 401,
    codigo: 'TOKEN_SEM_ESCOPO',
    quando: 'Nenhuma entidade liberada para o token.',
    fazer: 'Peça ao administrador para liberar entidades.',
  },
  {
    http: 429,
    codigo: 'LIMITE_DE_REQUISICOES',
    quando: 'Mais de 60 requisições por minuto.',
    fazer: 'Espere Retry-After segundos e repita, espaçado.',
  },
  {
    http: 404,
    codigo: 'ENTIDADE_DESCONHECIDA',
    quando: 'Não existe entidade com esse nome; traz entidadesExistentes.',
    fazer: 'Corrija o caminho.',
  },
  {
    http: 403,
    codigo: 'ENTIDADE_FORA_DO_ESCOPO',
    quando: 'A entidade existe, mas o token não pode gravá-la; traz entidadesDoToken.',
    fazer: 'Peça a inclusão no escopo.',
  },
  {
    http: 415,
    codigo: 'TIPO_DE_CONTEUDO_INVALIDO',
    quando: 'Corpo não enviado como application/json.',
    fazer: 'Ajuste o Content-Type.',
  },
  {
    http: 400,
    codigo: 'CORPO_INVALIDO',
    quando:
      'O corpo não é JSON válido, não descompacta como diz o Content-Encoding, ou não é um objeto com o array linhas de objetos.',
    fazer: 'Corrija a serialização ou o formato.',
  },
  {
    http: 400,
    codigo: 'LOTE_VAZIO',
    quando: 'linhas está vazio.',
    fazer: 'Não envie lotes vazios.',
  },
  {
    http: 413,
    codigo: 'LOTE_GRANDE_DEMAIS',
    quando: 'Mais de 500 linhas; traz maximo e recebidas.',
    fazer: 'Divida o lote.',
  },
  {
    http: 413,
    codigo: 'CORPO_GRANDE_DEMAIS',
    quando: 'Corpo acima de 10 MiB.',
    fazer: 'Divida o lote.',
  },
  {
    http: 422,
    codigo: 'CHAVE_IDEMPOTENCIA_REUTILIZADA',
    quando: 'Idempotency-Key já usada com outro corpo.',
    fazer: 'Use uma chave nova por lote.',
  },
  {
    http: 404,
    codigo: 'ROTA_NAO_ENCONTRADA',
    quando: 'Caminho inexistente.',
    fazer: 'Confira o caminho.',
  },
  {
    http: 500,
    codigo: 'ERRO_INTERNO',
    quando: 'Falha interna.',
    fazer: 'Repita (seguro em UPSERT ou com Idempotency-Key).',
  },
];
