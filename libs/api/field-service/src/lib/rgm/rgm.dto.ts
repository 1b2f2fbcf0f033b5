import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, Matches, ValidateIf } from 'class-validator';
import type { CreateRgmRequest } from '@campo/contracts';
import { emptyToUndefined, IsId } from '../common/query-params';
import { IsCalendarDate } from '@campo/platform';

export class CreateRgmDto implements CreateRgmRequest {
  @ValidateIf((dto: CreateRgmDto) => !dto.consolidado)
  @IsUUID('all', {
    message: 'contratoId deve ser o id de um contrato (ou envie consolidado: true)',
  })
  contratoId?: string;

  @IsOptional()
  @IsBoolean({ message: 'consolidado deve ser true ou false' })
  consolidado?: boolean;

  @IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')
  inicio!: string;

  @IsCalendarDate('fim deve ser uma data AAAA-MM-DD')
  fim!: string;
}

/** `GET /api/fs/rgm`: optionally one contract's, or one state's (the page comes through `@Paging()`). */
export class ListRgmQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsId('contratoId: id de contrato')
  contratoId?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  estado?: string;
}

/** `GET /api/fs/rgm/clientes/:id?mes=AAAA-MM`: the client's consolidated month. */
export class ClientRgmQueryDto {
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'mes deve ser um mês AAAA-MM' })
  mes!: string;
}
