import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { kgFromText } from './fluid-event.dto';

/** Body of `POST /api/fs/app/os/:id/gas-do-equipamento` (queued on the phone). */
export class GasDeclarationDto {
  @IsUUID('all', { message: 'id deve ser um UUID gerado pelo aplicativo' })
  id!: string;

  @IsString({ message: 'tipoGas deve ser o código do gás, ex.: R-410A' })
  @MaxLength(20, { message: 'tipoGas deve ser o código do gás, ex.: R-410A' })
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

  @IsOptional()
  @IsString({ message: 'observacao deve ser um texto' })
  @MaxLength(500, { message: 'observacao: no máximo 500 caracteres' })
  observacao?: string;
}

export class DecideGasDeclarationDto {
  @IsString({ message: 'motivo é obrigatório' })
  @MinLength(3, { message: 'motivo é obrigatório (ao menos 3 caracteres)' })
  @MaxLength(500, { message: 'motivo: no máximo 500 caracteres' })
  motivo!: string;
}

export class GasDeclarationQueryDto {
  @Transform(({ value }) => (value === 'false' ? false : value === 'true' ? true : value))
  @IsOptional()
  @IsIn([true, false], { message: 'pendentes: true ou false' })
  pendentes?: boolean;
}
