import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { ContractTechnicalLeadInput } from '@campo/contracts';
import { IsCalendarDate } from '@campo/platform';

/** `PATCH /api/fs/contratos/:id/rgm`: the automatic closing day and who receives the RGM. */
export class ContractRgmSettingsDto {
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'diaFechamentoRgm deve ser um dia de 1 a 31, ou null' })
  @Min(1, { message: 'diaFechamentoRgm deve ser um dia de 1 a 31, ou null' })
  @Max(31, { message: 'diaFechamentoRgm deve ser um dia de 1 a 31, ou null' })
  diaFechamentoRgm!: number | null;

  @IsArray({ message: 'emailsRgm deve ser uma lista de e-mails' })
  @ArrayMaxSize(50, { message: 'emailsRgm aceita no máximo 50 e-mails' })
  @IsEmail({}, { each: true, message: 'emailsRgm deve conter apenas e-mails válidos' })
  emailsRgm!: string[];
}

/** `PUT /api/fs/contratos/:id/responsavel-tecnico`: the contract's responsável técnico and ART/TRT. */
export class ContractTechnicalLeadDto implements ContractTechnicalLeadInput {
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', { message: 'usuarioId deve ser o id de um usuário, ou null' })
  usuarioId!: string | null;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'art deve ser o número da ART/TRT, ou null' })
  @MaxLength(60, { message: 'art deve ter no máximo 60 caracteres' })
  art!: string | null;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsCalendarDate('artValidade deve ser a data AAAA-MM-DD até a qual a ART/TRT vale, ou null')
  artValidade?: string | null;
}
