import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  type CreateIndoorAirAnalysisRequest,
  INDOOR_AIR_QUANTITIES,
  type IndoorAirQuantity,
  type UpdateIndoorAirAnalysisRequest,
} from '@campo/contracts';

const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;
export class IndoorAirValueDto {
  @IsIn(INDOOR_AIR_QUANTITIES, {
    message: `valores.grandeza deve ser uma de: ${INDOOR_AIR_QUANTITIES.join(', ')}`,
  })
  grandeza!: IndoorAirQuantity;

  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'valores.interno deve ser um número' },
  )
  @Min(-1000000, { message: 'valores.interno fora da faixa' })
  @Max(1000000000, { message: 'valores.interno fora da faixa' })
  interno!: number;

  @ValidateIf((_dto, value) => value !== null && value !== undefined)
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'valores.externo deve ser um número, ou null' },
  )
  @Min(-1000000, { message: 'valores.externo fora da faixa' })
  @Max(1000000000, { message: 'valores.externo fora da faixa' })
  externo!: number | null;
}

/**
 * Multipart fields arrive as text: `valores` is JSON, read here into value DTOs (so the
 * nested validation sees their decorators); anything unreadable stays as it is and fails.
 */
const jsonValues = ({ value }: { value: unknown }) => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  return Array.isArray(parsed)
    ? parsed.map((item) =>
        item && typeof item === 'object' ? plainToInstance(IndoorAirValueDto, item) : item,
      )
    : parsed;
};

/**
 * The fungal genera: a JSON list in a multipart field (a plain text is read as one genus
 * per comma or line), a list in JSON; each trimmed, blanks dropped.
 */
const generaList = ({ value }: { value: unknown }) => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = value.split(/[,;\n]/);
    }
  }
  return Array.isArray(parsed)
    ? parsed
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '')
    : parsed;
};

/** The lab's identity and the genera, shared by the creation and the edit of an analysis. */
class LabReportDto {
  /** Digits or punctuated; the check digits are verified by the service (400 with the reason). */
  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'laboratorioCnpj deve ser o CNPJ do laboratório' })
  @MaxLength(20, { message: 'laboratorioCnpj deve ser o CNPJ do laboratório' })
  laboratorioCnpj?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'laboratorioAcreditacao deve ser um texto' })
  @MaxLength(60, { message: 'laboratorioAcreditacao deve ter até 60 caracteres' })
  laboratorioAcreditacao?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'laboratorioResponsavel deve ser um texto' })
  @MaxLength(160, { message: 'laboratorioResponsavel deve ter até 160 caracteres' })
  laboratorioResponsavel?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'laboratorioResponsavelRegistro deve ser um texto' })
  @MaxLength(60, { message: 'laboratorioResponsavelRegistro deve ter até 60 caracteres' })
  laboratorioResponsavelRegistro?: string | null;

  @Transform(generaList)
  @IsOptional()
  @IsArray({ message: 'generosFungos deve ser uma lista de gêneros (ex.: ["Aspergillus"])' })
  @ArrayMaxSize(30, { message: 'generosFungos aceita no máximo 30 gêneros' })
  @IsString({ each: true, message: 'generosFungos deve conter apenas textos' })
  @MaxLength(80, { each: true, message: 'generosFungos: cada gênero deve ter até 80 caracteres' })
  generosFungos?: string[];
}

/** `POST /api/fs/qualidade-ar/analises` (multipart/form-data; the lab's PDF in `laudo`). */
export class CreateIndoorAirAnalysisDto
  extends LabReportDto
  implements CreateIndoorAirAnalysisRequest
{
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId!: string;

  @Transform(blankToNull)
  @IsOptional()
  @IsUUID('all', { message: 'ambienteId deve ser o id de um ambiente do contrato, ou vazio' })
  ambienteId?: string | null;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'laboratorio deve ser um texto' })
  @IsNotEmpty({ message: 'laboratorio: informe o laboratório' })
  @MaxLength(200, { message: 'laboratorio deve ter até 200 caracteres' })
  laboratorio!: string;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'dataColeta deve ser uma data AAAA-MM-DD' })
  dataColeta!: string;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'laudoNumero deve ser um texto' })
  @MaxLength(60, { message: 'laudoNumero deve ter até 60 caracteres' })
  laudoNumero?: string | null;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'observacao deve ser um texto' })
  @MaxLength(2000, { message: 'observacao deve ter até 2000 caracteres' })
  observacao?: string | null;

  @Transform(jsonValues)
  @IsArray({ message: 'valores deve ser uma lista (JSON) de { grandeza, interno, externo }' })
  @ArrayMinSize(1, { message: 'valores: informe ao menos um parâmetro medido' })
  @ArrayMaxSize(INDOOR_AIR_QUANTITIES.length, {
    message: `valores aceita no máximo ${INDOOR_AIR_QUANTITIES.length} parâmetros`,
  })
  @ValidateNested({ each: true })
  valores!: IndoorAirValueDto[];
}

/** `PATCH /api/fs/qualidade-ar/analises/:id`: the report's identity; an omitted field stays. */
export class UpdateIndoorAirAnalysisDto
  extends LabReportDto
  implements UpdateIndoorAirAnalysisRequest
{
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'laboratorio deve ser um texto' })
  @IsNotEmpty({ message: 'laboratorio: informe o laboratório' })
  @MaxLength(200, { message: 'laboratorio deve ter até 200 caracteres' })
  laboratorio?: string;

  @Transform(blankToNull)
  @IsOptional()
  @IsString({ message: 'laudoNumero deve ser um texto' })
  @MaxLength(60, { message: 'laudoNumero deve ter até 60 caracteres' })
  laudoNumero?: string | null;
}

/** `GET /api/fs/qualidade-ar/analises?contratoId=`. */
export class IndoorAirListQueryDto {
  @IsOptional()
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;
}

/** `PUT /api/fs/qualidade-ar/contratos/:id/intervalo`. */
export class IndoorAirIntervalDto {
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'intervaloMeses deve ser um número de meses de 1 a 24, ou null (6 meses)' })
  @Min(1, { message: 'intervaloMeses deve ser um número de meses de 1 a 24, ou null (6 meses)' })
  @Max(24, { message: 'intervaloMeses deve ser um número de meses de 1 a 24, ou null (6 meses)' })
  intervaloMeses!: number | null;
}
