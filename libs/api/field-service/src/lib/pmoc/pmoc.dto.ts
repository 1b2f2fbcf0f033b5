import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min, ValidateIf } from 'class-validator';

export class GeneratePmocDto {
  @IsOptional()
  @IsBoolean()
  consolidado?: boolean;

  @ValidateIf((dto: GeneratePmocDto) => !dto.consolidado)
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;

  @IsInt({ message: 'ano deve ser um ano, ex.: 2027' })
  @Min(2000)
  @Max(2100)
  ano!: number;
}
