/** Every successful session-API answer: `{ sucesso: true, dados }`. */
export interface SuccessResponse<T> {
  sucesso: true;
  dados: T;
  mensagem?: string;
}

/**
 * Every error, from every route: a stable `codigo` for programs and `erro`, a
 * Portuguese sentence for people and logs. Some codes add fields (listed in the docs).
 */
export interface ErrorResponse {
  sucesso: false;
  codigo: string;
  erro: string;
  [extra: string]: unknown;
}

export type ApiResponse<T> = SuccessResponse<T> | ErrorResponse;
