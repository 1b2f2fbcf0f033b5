import { IsBoolean, IsOptional, IsUUID, Matches, ValidateIf } from 'class-validator';
import type { CreateRgmRequest } from '@campo/contracts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class CreateRgmDto implements CreateRgmRequest {
  @ValidateIf((dto: CreateRgmDto) => !dto.consolidado)
  @IsUUID('all', {
    message: 'contratoId deve ser o id de um contrato (ou envie consolidado: true)',
  })
  contratoId?: string;

  @IsOptional()
  @IsBoolean({ message: 'consolidado deve ser true ou false' })
  consolidado?: boolean;

  @Matches(DATE, { message: 'inicio deve ser uma data AAAA-MM-DD' })
  inicio!: string;

  @Matches(DATE, { message: 'fim deve ser uma data AAAA-MM-DD' })
  fim!: string;
}
