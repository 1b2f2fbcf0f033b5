import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import type { UpdateCompanyRequest, UploadLogoRequest } from '@campo/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UpdateCompanyDto implements UpdateCompanyRequest {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @MinLength(1, { message: 'nome não pode ficar vazio' })
  @MaxLength(160, { message: 'nome deve ter no máximo 160 caracteres' })
  nome?: string;

  /** `null` or an empty text clears it. */
  @ValidateIf((dto: UpdateCompanyDto) => dto.cnpj !== null && dto.cnpj !== undefined)
  @Transform(trim)
  @IsString({ message: 'cnpj deve ser um texto' })
  @MaxLength(30, { message: 'cnpj deve ter no máximo 30 caracteres' })
  cnpj?: string | null;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'fusoHorario deve ser um texto' })
  @MaxLength(64, { message: 'fusoHorario deve ter no máximo 64 caracteres' })
  fusoHorario?: string;

  /** `null` or an empty text clears it. */
  @ValidateIf((dto: UpdateCompanyDto) => dto.telefone !== null && dto.telefone !== undefined)
  @Transform(trim)
  @IsString({ message: 'telefone deve ser um texto' })
  @MaxLength(40, { message: 'telefone deve ter no máximo 40 caracteres' })
  telefone?: string | null;
}

export class UploadLogoDto implements UploadLogoRequest {
  @IsString({ message: 'imagem deve ser um texto em base64' })
  @MinLength(1, { message: 'imagem é obrigatória' })
  @MaxLength(4 * 1024 * 1024, { message: 'imagem grande demais' })
  imagem!: string;
}
