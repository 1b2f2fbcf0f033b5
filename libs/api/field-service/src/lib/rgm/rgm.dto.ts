import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  ValidateIf,
} from 'class-validator';
import type { CreateRgmRequest, SendRgmRequest } from '@campo/contracts';
import { emptyToUndefined, IsId } from '../common/query-params';
import { IsCalendarDate } from '@campo/platform';

/** The body of a workflow action: only `enviar` takes one (its recipients), and may leave it out. */
export class RgmActionDto implements SendRgmRequest {
  @IsOptional()
  @IsArray({ message: 'destinatarios deve ser uma lista de e-mails' })
  @ArrayMinSize(1, { message: 'destinatarios: informe pelo menos um e-mail' })
  @ArrayMaxSize(50, { message: 'destinatarios aceita no máximo 50 e-mails' })
  @IsEmail({}, { each: true, message: 'destinatarios deve conter apenas e-mails válidos' })
  destinatarios?: string[];
}

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
