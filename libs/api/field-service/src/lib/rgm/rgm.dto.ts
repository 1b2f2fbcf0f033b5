import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, Matches, ValidateIf } from 'class-validator';
import type { CreateRgmRequest } from '@campo/contracts';
import { emptyToUndefined, IsId } from '../common/query-params';

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
