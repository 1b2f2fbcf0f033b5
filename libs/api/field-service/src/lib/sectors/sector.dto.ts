import { IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateSectorDto {
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @Length(1, 120, { message: 'nome deve ter de 1 a 120 caracteres' })
  nome!: string;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'descricao deve ser um texto' })
  @MaxLength(500, { message: 'descricao aceita no máximo 500 caracteres' })
  descricao?: string | null;
}

export class UpdateSectorDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @Length(1, 120, { message: 'nome deve ter de 1 a 120 caracteres' })
  nome?: string;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'descricao deve ser um texto' })
  @MaxLength(500, { message: 'descricao aceita no máximo 500 caracteres' })
  descricao?: string | null;
}
