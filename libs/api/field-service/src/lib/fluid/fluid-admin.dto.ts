import { Transform } from 'class-transformer';
import {
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { CaptureFluidEventDto } from './fluid-event.dto';

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+([.,]\d+)?$/.test(value.trim())
    ? Number(value.trim().replace(',', '.'))
    : value;

/** An event added by hand in the admin app: the equipment is required, the order optional. */
export class ManualFluidEventDto extends CaptureFluidEventDto {
  @IsUUID('all', { message: 'equipamentoId deve ser o id de um equipamento' })
  declare equipamentoId: string;

  @IsOptional()
  @IsUUID('all', { message: 'ordemServicoId deve ser o id de uma ordem de serviço' })
  ordemServicoId?: string;
}

/** A correction: any of the values, and why (kept in the audit trail). */
export class CorrectFluidEventDto {
  @IsOptional()
  @IsString()
  @MaxLength(20)
  tipoGas?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  tipoEvento?: string;

  @IsOptional()
  @Transform(toNumber)
  @IsNumber(
    { maxDecimalPlaces: 3 },
    { message: 'quantidadeKg deve ser um número com até 3 casas decimais' },
  )
  @Min(0.001, { message: 'quantidadeKg deve ser maior que zero' })
  @Max(1000, { message: 'quantidadeKg deve ser no máximo 1000 kg por evento' })
  quantidadeKg?: number;

  @IsOptional()
  @Matches(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})/, {
    message: 'dataEvento deve ser DD/MM/AAAA ou AAAA-MM-DD',
  })
  dataEvento?: string;

  @IsString({ message: 'motivo é obrigatório' })
  @MinLength(3, { message: 'motivo é obrigatório (ao menos 3 caracteres)' })
  @MaxLength(500)
  motivo!: string;
}

export class DeleteFluidEventDto {
  @IsString({ message: 'motivo é obrigatório' })
  @MinLength(3, { message: 'motivo é obrigatório (ao menos 3 caracteres)' })
  @MaxLength(500)
  motivo!: string;
}
