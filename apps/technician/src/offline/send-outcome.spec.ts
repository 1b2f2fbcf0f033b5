import { ApiError } from '@campo/web-client';
import { sendOutcome } from './send-outcome';

describe('sendOutcome: what a failed send means for the record', () => {
  it('no answer at all: keep it and wait for the network', () => {
    expect(sendOutcome(new ApiError(0, 'SEM_CONEXAO', 'sem conexão'))).toEqual({ kind: 'offline' });
  });

  it('the session ended: keep it for the next sign-in', () => {
    expect(sendOutcome(new ApiError(401, 'NAO_AUTENTICADO', 'entre'))).toEqual({
      kind: 'signedOut',
    });
  });

  it.each([
    [429, 'LIMITE_EXCEDIDO'],
    [503, 'PDF_OCUPADO'],
    [500, 'ERRO_INTERNO'],
    [502, 'RESPOSTA_INVALIDA'],
  ])('HTTP %i %s: the server, not the record, is the problem: back off', (status, codigo) => {
    expect(sendOutcome(new ApiError(status, codigo, 'tente depois')).kind).toBe('later');
  });

  it.each([
    [409, 'ORDEM_CANCELADA'],
    [409, 'ORDEM_REATRIBUIDA'],
    [409, 'ACAO_ID_REUTILIZADO'],
    [404, 'NAO_ENCONTRADO'],
    [400, 'DADOS_INVALIDOS'],
  ])('HTTP %i %s: a definite answer about the record: kept as refused', (status, codigo) => {
    expect(sendOutcome(new ApiError(status, codigo, 'motivo'))).toEqual({
      kind: 'refused',
      refusal: { status, codigo, erro: 'motivo' },
    });
  });

  it('anything else (a bug, storage full) is retried later, never dropped', () => {
    expect(sendOutcome(new TypeError('boom')).kind).toBe('later');
  });
});
