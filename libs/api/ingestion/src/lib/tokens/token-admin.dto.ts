import { Transform } from 'class-transformer';
import type { CreateIngestionTokenRequest, UpdateIngestionTokenRequest } from '@campo/contracts';
import {
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { INGESTION_MODES, IngestionMode } from '@campo/contracts';
import { IsCalendarInstant } from '@campo/platform';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateTokenDto implements CreateIngestionTokenRequest {
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @MinLength(1, { message: 'nome é obrigatório' })
  @MaxLength(120, { message: 'nome deve ter no máximo 120 caracteres' })
  nome!: string;

  @IsOptional()
  @IsIn(INGESTION_MODES, { message: 'modo deve ser UPSERT ou INSERT' })
  modo?: IngestionMode;

  @IsArray({ message: 'entidades deve ser uma lista de nomes de entidade' })
  @ArrayUnique({ message: 'entidades não pode repetir nomes' })
  @IsString({ each: true, message: 'entidades deve conter apenas textos' })
  entidades!: string[];

  @IsOptional()
  @IsCalendarInstant('expiraEm deve ser uma data e hora ISO 8601')
  expiraEm?: string;
}

export class UpdateTokenDto implements UpdateIngestionTokenRequest {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @MinLength(1, { message: 'nome não pode ser vazio' })
  @MaxLength(120, { message: 'nome deve ter no máximo 120 caracteres' })
  nome?: string;

  @IsOptional()
  @IsIn(INGESTION_MODES, { message: 'modo deve ser UPSERT ou INSERT' })
  modo?: IngestionMode;

  @IsOptional()
  @IsArray({ message: 'entidades deve ser uma lista de nomes de entidade' })
  @ArrayUnique({ message: 'entidades não pode repetir nomes' })
  @IsString({ each: true, message: 'entidades deve conter apenas textos' })
  entidades?: string[];

  /** An ISO date-time, or null to remove the expiry. */
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @IsCalendarInstant('expiraEm deve ser uma data e hora ISO 8601 ou null')
  expiraEm?: string | null;
}
