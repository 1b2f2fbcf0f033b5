import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { CreateLegalHoldRequest } from '@campo/contracts';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class CreateLegalHoldDto implements CreateLegalHoldRequest {
  @IsUUID('all', { message: 'Informe o cliente.' })
  clienteId!: string;

  @IsOptional()
  @ValidateIf((dto: CreateLegalHoldDto) => dto.contratoId !== null)
  @IsUUID('all', { message: 'Contrato inválido.' })
  contratoId?: string | null;

  @Transform(trimmed)
  @IsString({ message: 'Informe o motivo do bloqueio.' })
  @MinLength(1, { message: 'Informe o motivo do bloqueio.' })
  @MaxLength(500, { message: 'O motivo deve ter no máximo 500 caracteres.' })
  motivo!: string;
}
