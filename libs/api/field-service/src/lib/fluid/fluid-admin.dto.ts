import { Transform } from 'class-transformer';
import {
  GWP_SETS,
  type GwpSet,
  RECOVERY_DESTINATIONS,
  type RecoveryDestination,
} from '@campo/contracts';
import {
  IsIn,
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
import { CaptureFluidEventDto, kgFromText } from './fluid-event.dto';

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
  @Transform(kgFromText)
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

  @IsOptional()
  @IsIn(RECOVERY_DESTINATIONS, {
    message: 'destino deve ser REUTILIZADO_NO_LOCAL, REGENERACAO ou DESTRUICAO',
  })
  destino?: RecoveryDestination;

  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'cilindro: no máximo 60 caracteres' })
  cilindro?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'certificado: no máximo 60 caracteres' })
  certificado?: string;

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

/** A supervisor's confirmation of a flagged event, and why (kept in the audit trail). */
export class ConfirmFluidEventDto extends DeleteFluidEventDto {}

/** A change of an equipment's gas (a retrofit), or its gas registered for the first time. */
export class GasChangeDto {
  @IsString({ message: 'tipoGas deve ser o código do gás, ex.: R-32' })
  @MaxLength(20, { message: 'tipoGas deve ser o código do gás, ex.: R-32' })
  tipoGas!: string;

  @IsOptional()
  @Transform(kgFromText)
  @IsNumber(
    { maxDecimalPlaces: 3 },
    { message: 'cargaGasKg deve ser um número com até 3 casas decimais' },
  )
  @Min(0.001, { message: 'cargaGasKg deve ser maior que zero' })
  @Max(10000, { message: 'cargaGasKg deve ser no máximo 10000 kg' })
  cargaGasKg?: number;

  @Matches(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/, {
    message: 'data deve ser DD/MM/AAAA ou AAAA-MM-DD',
  })
  data!: string;

  @IsString({ message: 'motivo é obrigatório' })
  @MinLength(3, { message: 'motivo é obrigatório (ao menos 3 caracteres)' })
  @MaxLength(500)
  motivo!: string;
}

/** The company's GWP set and its CTF/APP number (absent: unchanged; empty: removed). */
export class FluidSettingsDto {
  @IsIn(GWP_SETS, { message: 'conjuntoGwp deve ser AR4, AR5 ou AR6' })
  conjuntoGwp!: GwpSet;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^([0-9]{1,12})?$/, {
    message: 'ctfApp deve ser o número do CTF/APP do Ibama (só dígitos, até 12)',
  })
  ctfApp?: string | null;
}

/** A unit's leak test and repair, the answer to its leak flag. */
export class LeakRepairDto {
  @IsUUID('all', { message: 'id deve ser um UUID (gerado pelo cliente)' })
  id!: string;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'data deve ser uma data AAAA-MM-DD' })
  data!: string;

  @IsOptional()
  @IsUUID('all', { message: 'ordemServicoId deve ser um UUID' })
  ordemServicoId?: string;

  @IsString({ message: 'testeEstanqueidade é obrigatório' })
  @MinLength(3, { message: 'testeEstanqueidade: informe o método e o resultado do teste' })
  @MaxLength(500)
  testeEstanqueidade!: string;

  @IsString({ message: 'reparo é obrigatório' })
  @MinLength(3, { message: 'reparo: descreva o que foi reparado' })
  @MaxLength(1000)
  reparo!: string;
}
