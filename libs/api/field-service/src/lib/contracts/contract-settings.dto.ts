import { ArrayMaxSize, IsArray, IsEmail, IsInt, Max, Min, ValidateIf } from 'class-validator';

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
