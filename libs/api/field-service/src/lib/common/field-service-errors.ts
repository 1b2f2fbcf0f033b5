import { HttpStatus } from '@nestjs/common';
import { FieldServiceErrorCode } from '@campo/contracts';
import { errorFactory } from '@campo/platform';

export const fieldServiceError = errorFactory<FieldServiceErrorCode>({
  TRANSICAO_INVALIDA: HttpStatus.CONFLICT,
  RGM_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  RGM_JA_EXISTE: HttpStatus.CONFLICT,
  CONTRATO_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  SEM_DESTINATARIOS: HttpStatus.UNPROCESSABLE_ENTITY,
  EMAIL_NAO_ENVIADO: HttpStatus.BAD_GATEWAY,
  PMOC_EXISTENTE: HttpStatus.CONFLICT,
  FLUIDO_ID_REUTILIZADO: HttpStatus.CONFLICT,
  SETOR_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
  SETOR_DUPLICADO: HttpStatus.CONFLICT,
  SETOR_EM_USO: HttpStatus.CONFLICT,
  RESPONSAVEL_TECNICO_INVALIDO: HttpStatus.UNPROCESSABLE_ENTITY,
  EQUIPAMENTO_NAO_ENCONTRADO: HttpStatus.NOT_FOUND,
});
