import type { SuccessResponse } from '@campo/contracts';

/** The session API's success envelope, `{ sucesso: true, dados }`, built in one place. */
export function ok<T>(dados: T, mensagem?: string): SuccessResponse<T> {
  return mensagem === undefined ? { sucesso: true, dados } : { sucesso: true, dados, mensagem };
}
