import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  Matches,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  BRAZIL_UFS,
  type BrazilUf,
  type CouncilRegistration,
  PROFESSIONAL_COUNCILS,
  type ProfessionalCouncil,
  type UpdateCompanyRequest,
  type UploadCertificateRequest,
  type UploadLogoRequest,
} from '@campo/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class DataProtectionOfficerDto {
  @Transform(trim)
  @IsString({ message: 'encarregado.nome deve ser um texto' })
  @MinLength(1, { message: 'encarregado.nome não pode ficar vazio' })
  @MaxLength(160, { message: 'encarregado.nome deve ter no máximo 160 caracteres' })
  nome!: string;

  @Transform(trim)
  @IsEmail({}, { message: 'encarregado.email deve ser um e-mail válido' })
  @MaxLength(254, { message: 'encarregado.email deve ter no máximo 254 caracteres' })
  email!: string;

  /** `null` or an empty text leaves it out. */
  @ValidateIf(
    (dto: DataProtectionOfficerDto) => dto.telefone !== null && dto.telefone !== undefined,
  )
  @Transform(trim)
  @IsString({ message: 'encarregado.telefone deve ser um texto' })
  @MaxLength(40, { message: 'encarregado.telefone deve ter no máximo 40 caracteres' })
  telefone?: string | null;
}

export class CouncilRegistrationDto implements CouncilRegistration {
  @IsIn(PROFESSIONAL_COUNCILS, {
    message: `registroConselho.conselho deve ser um de: ${PROFESSIONAL_COUNCILS.join(', ')}`,
  })
  conselho!: ProfessionalCouncil;

  @Transform(trim)
  @IsString({ message: 'registroConselho.numero deve ser um texto' })
  @Matches(/^[0-9A-Za-z][0-9A-Za-z./-]{2,19}$/, {
    message:
      'registroConselho.numero deve ser o número do registro (3 a 20 letras, dígitos, ponto, barra ou hífen)',
  })
  numero!: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(BRAZIL_UFS, { message: 'registroConselho.uf deve ser a sigla de uma UF (ex.: SP)' })
  uf!: BrazilUf;
}

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

  /** `null` clears it. */
  @ValidateIf((dto: UpdateCompanyDto) => dto.encarregado !== null && dto.encarregado !== undefined)
  @ValidateNested()
  @Type(() => DataProtectionOfficerDto)
  encarregado?: DataProtectionOfficerDto | null;

  /** `null` clears it. */
  @ValidateIf(
    (dto: UpdateCompanyDto) => dto.registroConselho !== null && dto.registroConselho !== undefined,
  )
  @ValidateNested()
  @Type(() => CouncilRegistrationDto)
  registroConselho?: CouncilRegistrationDto | null;
}

export class UploadLogoDto implements UploadLogoRequest {
  @IsString({ message: 'imagem deve ser um texto em base64' })
  @MinLength(1, { message: 'imagem é obrigatória' })
  @MaxLength(4 * 1024 * 1024, { message: 'imagem grande demais' })
  imagem!: string;
}

export class UploadCertificateDto implements UploadCertificateRequest {
  @IsString({ message: 'arquivo deve ser o certificado .pfx/.p12 em base64' })
  @MinLength(1, { message: 'arquivo é obrigatório' })
  @MaxLength(128 * 1024, { message: 'arquivo grande demais (um certificado A1 tem poucos KB)' })
  arquivo!: string;

  @IsString({ message: 'senha deve ser um texto' })
  @MaxLength(200, { message: 'senha deve ter no máximo 200 caracteres' })
  senha!: string;
}
