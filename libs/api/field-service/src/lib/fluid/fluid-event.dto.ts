import { Transform } from 'class-transformer';
import { RECOVERY_DESTINATIONS, type RecoveryDestination } from '@campo/contracts';
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
} from 'class-validator';

/** A quantity in kg as a number, or as the text a phone or a form sends (`0,8`, `1.5`). */
export const kgFromText = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+([.,]\d+)?$/.test(value.trim())
    ? Number(value.trim().replace(',', '.'))
    : value;

/** Body of `POST /api/fs/app/os/:id/fluido` (the phone app's offline-safe capture). */
export class CaptureFluidEventDto {
  @IsUUID('all', { message: 'id deve ser um UUID gerado pelo aplicativo' })
  id!: string;

  @IsString({ message: 'tipoGas deve ser o código do gás, ex.: R-410A' })
  @MaxLength(20, { message: 'tipoGas deve ser o código do gás, ex.: R-410A' })
  tipoGas!: string;

  @IsString({ message: 'tipoEvento deve ser Recarga, Retirada ou Vazamento' })
  @MaxLength(40, { message: 'tipoEvento deve ser Recarga, Retirada ou Vazamento' })
  tipoEvento!: string;

  @Transform(kgFromText)
  @IsNumber(
    { maxDecimalPlaces: 3 },
    { message: 'quantidadeKg deve ser um número com até 3 casas decimais' },
  )
  @Min(0.001, { message: 'quantidadeKg deve ser maior que zero' })
  @Max(1000, { message: 'quantidadeKg deve ser no máximo 1000 kg por evento' })
  quantidadeKg!: number;

  @Matches(/^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})/, {
    message: 'dataEvento deve ser DD/MM/AAAA ou AAAA-MM-DD',
  })
  dataEvento!: string;

  @IsOptional()
  @IsUUID('all', { message: 'equipamentoId deve ser o id de um equipamento' })
  equipamentoId?: string;

  /** Withdrawals: where the gas went (required then). */
  @IsOptional()
  @IsIn(RECOVERY_DESTINATIONS, {
    message: 'destino deve ser REUTILIZADO_NO_LOCAL, REGENERACAO ou DESTRUICAO',
  })
  destino?: RecoveryDestination;

  /**
   * A registered cylinder: an active supply cylinder of the event's gas for a recharge, an
   * active recovery cylinder of its gas for a withdrawal.
   */
  @IsOptional()
  @IsUUID('all', { message: 'cilindroId deve ser o id de um cilindro cadastrado' })
  cilindroId?: string;

  /** Withdrawals recorded before cylinders were registered: the cylinder as free text. */
  @IsOptional()
  @IsString({ message: 'cilindro deve ser a identificação do cilindro' })
  @MaxLength(60, { message: 'cilindro: no máximo 60 caracteres' })
  cilindro?: string;

  /** Withdrawals: the regeneration or destruction certificate, when there is one. */
  @IsOptional()
  @IsString({ message: 'certificado deve ser o número do certificado' })
  @MaxLength(60, { message: 'certificado: no máximo 60 caracteres' })
  certificado?: string;
}
