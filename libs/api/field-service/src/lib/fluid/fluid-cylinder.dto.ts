import { Transform } from 'class-transformer';
import {
  CYLINDER_PURPOSES,
  type CreateFluidCylinderRequest,
  type CreateFluidDestinationRequest,
  type CylinderPurpose,
  RECOVERY_DESTINATIONS,
  type RecoveryDestination,
  type UpdateFluidCylinderRequest,
} from '@campo/contracts';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { emptyToUndefined } from '../common/query-params';
import { kgFromText } from './fluid-event.dto';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** The fields of a cylinder that may change. */
class CylinderFieldsDto {
  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'identificacao deve ser o número do cilindro' })
  @MaxLength(60, { message: 'identificacao: no máximo 60 caracteres' })
  identificacao?: string;

  @IsOptional()
  @IsString({ message: 'tipoGas deve ser o código do gás, ex.: R-410A' })
  @MaxLength(20, { message: 'tipoGas deve ser o código do gás, ex.: R-410A' })
  tipoGas?: string;

  @IsOptional()
  @Transform(kgFromText)
  @IsNumber(
    { maxDecimalPlaces: 3 },
    { message: 'massaKg deve ser um número com até 3 casas decimais' },
  )
  @Min(0.001, { message: 'massaKg deve ser maior que zero' })
  @Max(2000, { message: 'massaKg deve ser no máximo 2000 kg' })
  massaKg?: number;

  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'fornecedor deve ser um texto' })
  @MaxLength(200, { message: 'fornecedor: no máximo 200 caracteres' })
  fornecedor?: string;

  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'notaFiscal deve ser o número da nota fiscal' })
  @MaxLength(60, { message: 'notaFiscal: no máximo 60 caracteres' })
  notaFiscal?: string;

  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'lote deve ser o lote do fabricante' })
  @MaxLength(60, { message: 'lote: no máximo 60 caracteres' })
  lote?: string;
}

/** `POST /api/fs/fluidos/cilindros`: the service checks what each purpose requires. */
export class CreateFluidCylinderDto
  extends CylinderFieldsDto
  implements CreateFluidCylinderRequest
{
  @IsIn(CYLINDER_PURPOSES, { message: 'finalidade deve ser CARGA ou RECOLHIMENTO' })
  finalidade!: CylinderPurpose;

  declare identificacao: string;
  declare tipoGas: string;
  declare massaKg: number;
}

/** `PATCH /api/fs/fluidos/cilindros/:id`. */
export class UpdateFluidCylinderDto
  extends CylinderFieldsDto
  implements UpdateFluidCylinderRequest {}

/** `GET /api/fs/fluidos/cilindros`: filters by purpose, gas and whether active. */
export class FluidCylinderQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(CYLINDER_PURPOSES, { message: 'finalidade deve ser CARGA ou RECOLHIMENTO' })
  finalidade?: CylinderPurpose;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  tipoGas?: string;

  @Transform(({ value }) => (value === 'false' ? false : value === 'true' ? true : value))
  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

/** `POST /api/fs/fluidos/cilindros/:id/destinacoes` (multipart/form-data; the file in `certificado`). */
export class CreateFluidDestinationDto implements CreateFluidDestinationRequest {
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'data deve ser uma data AAAA-MM-DD' })
  data!: string;

  @IsIn(RECOVERY_DESTINATIONS, {
    message: 'destino deve ser REUTILIZADO_NO_LOCAL, REGENERACAO ou DESTRUICAO',
  })
  destino!: RecoveryDestination;

  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'destinatarioNome deve ser o nome do regenerador ou destruidor' })
  @IsNotEmpty({ message: 'destinatarioNome: informe o nome do regenerador ou destruidor' })
  @MaxLength(200, { message: 'destinatarioNome: no máximo 200 caracteres' })
  destinatarioNome?: string;

  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'destinatarioCnpj deve ser o CNPJ do destinatário' })
  @MaxLength(20, { message: 'destinatarioCnpj deve ser o CNPJ do destinatário' })
  destinatarioCnpj?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;

  @Transform(kgFromText)
  @IsNumber(
    { maxDecimalPlaces: 3 },
    { message: 'massaKg deve ser um número com até 3 casas decimais' },
  )
  @Min(0.001, { message: 'massaKg deve ser maior que zero' })
  @Max(2000, { message: 'massaKg deve ser no máximo 2000 kg' })
  massaKg!: number;

  @Transform(trimmed)
  @IsOptional()
  @IsString({ message: 'certificadoNumero deve ser o número do certificado' })
  @MaxLength(60, { message: 'certificadoNumero: no máximo 60 caracteres' })
  certificadoNumero?: string;
}
