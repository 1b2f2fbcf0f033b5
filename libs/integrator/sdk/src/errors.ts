/** The API refused a request: HTTP status, the envelope's `codigo` and `erro`, and the whole body. */
export class IngestionApiError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    message: string,
    readonly corpo: unknown,
  ) {
    super(message);
    this.name = 'IngestionApiError';
  }
}

/** The request never got an HTTP answer (connection refused or reset, time-out), after every retry. */
export class IngestionNetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IngestionNetworkError';
  }
}

/** Token errors that no retry can fix: the message tells the person what to ask for. */
export const TOKEN_ERRORS: Record<string, string> = {
  TOKEN_AUSENTE: 'Informe o token (--token ou a variável CAMPO_TOKEN).',
  TOKEN_INVALIDO: 'Token não reconhecido: confira se foi copiado inteiro.',
  TOKEN_REVOGADO: 'Token revogado: peça um novo ao administrador.',
  TOKEN_INATIVO: 'Token desativado: peça ao administrador que o reative.',
  TOKEN_EXPIRADO: 'Token expirado: peça a renovação ao administrador.',
  TOKEN_SEM_ESCOPO: 'O token não tem entidades liberadas: peça ao administrador que as libere.',
};
