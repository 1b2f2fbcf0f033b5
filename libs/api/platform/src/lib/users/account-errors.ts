import { HttpStatus } from '@nestjs/common';
import type { AccountErrorCode } from '@campo/contracts';
import { errorFactory } from '../common/app-exception';

/** Errors of users, passwords and company settings, with their HTTP status. */
export const accountError = errorFactory<AccountErrorCode>({
  USUARIO_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  EMAIL_JA_CADASTRADO: HttpStatus.CONFLICT,
  ULTIMO_ADMIN: HttpStatus.CONFLICT,
  PERFIL_DE_CLIENTE: HttpStatus.CONFLICT,
  CONVITE_INDISPONIVEL: HttpStatus.CONFLICT,
  LINK_INVALIDO: HttpStatus.BAD_REQUEST,
  LINK_JA_USADO: HttpStatus.GONE,
  LINK_EXPIRADO: HttpStatus.GONE,
  SENHA_FRACA: HttpStatus.BAD_REQUEST,
  SENHA_ATUAL_INCORRETA: HttpStatus.BAD_REQUEST,
  MUITAS_SOLICITACOES: HttpStatus.TOO_MANY_REQUESTS,
  LOGO_INVALIDO: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  LOGO_GRANDE_DEMAIS: HttpStatus.PAYLOAD_TOO_LARGE,
  CERTIFICADO_INVALIDO: HttpStatus.BAD_REQUEST,
  CERTIFICADO_SENHA_INCORRETA: HttpStatus.BAD_REQUEST,
  CERTIFICADO_FORA_DA_VALIDADE: HttpStatus.UNPROCESSABLE_ENTITY,
});

export const userNotFound = () =>
  accountError('USUARIO_NAO_ENCONTRADO', 'Usuário não encontrado nesta empresa.');
