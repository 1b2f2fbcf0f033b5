import { PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  ORDER_PRIORITIES,
  ORDER_STATES,
  ORDER_TIMELINESS_OUTCOMES,
  ORDER_TYPES,
} from '@campo/contracts';
import { emptyToUndefined, IsId, IsWholeNumber, toNumber } from '../common/query-params';
import { IsCalendarDate, IsCalendarInstant } from '@campo/platform';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** `POST /api/fs/ordens`. */
export class CreateServiceOrderDto {
  @IsId('equipamentoId deve ser o id de um equipamento')
  equipamentoId!: string;

  @IsIn(ORDER_TYPES, { message: `tipo deve ser um destes: ${ORDER_TYPES.join(', ')}` })
  tipo!: (typeof ORDER_TYPES)[number];

  @Transform(trim)
  @Length(1, 4000, { message: 'descricao deve ter de 1 a 4000 caracteres' })
  descricao!: string;

  @IsOptional()
  @IsIn(ORDER_PRIORITIES, {
    message: `prioridade deve ser uma destas: ${ORDER_PRIORITIES.join(', ')}`,
  })
  prioridade?: (typeof ORDER_PRIORITIES)[number];

  @IsOptional()
  @IsCalendarInstant('agendadaPara deve ser data e hora ISO 8601')
  agendadaPara?: string;
}

/** `GET /api/fs/ordens`: the filters (the page comes apart, through `@Paging()`). */
export class ServiceOrderListQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(ORDER_STATES, { message: `situacao deve ser uma destas: ${ORDER_STATES.join(', ')}` })
  situacao?: (typeof ORDER_STATES)[number];

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsId('tecnicoId deve ser o id de um usuário')
  tecnicoId?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsId('contratoId deve ser o id de um contrato')
  contratoId?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsCalendarDate('desde deve ser uma data AAAA-MM-DD')
  desde?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsCalendarDate('ate deve ser uma data AAAA-MM-DD')
  ate?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(ORDER_TIMELINESS_OUTCOMES, {
    message: `resultado deve ser um destes: ${ORDER_TIMELINESS_OUTCOMES.join(', ')}`,
  })
  resultado?: (typeof ORDER_TIMELINESS_OUTCOMES)[number];

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['recentes', 'antigas', 'prazo'], { message: 'ordem: recentes, antigas ou prazo' })
  ordem?: 'recentes' | 'antigas' | 'prazo';

  /** Part of the code, description, unit (code, sector, place), contract or client name. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'busca deve ser um texto' })
  busca?: string;
}

/** `GET /api/fs/despacho`: the first day shown (default today) and how many days. */
export class DispatchQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')
  inicio?: string;

  @Transform(toNumber)
  @IsOptional()
  @IsWholeNumber('dias deve ser um número inteiro de 1 a 14', { min: 1, max: 14 })
  dias?: number;
}

/** `GET /api/fs/despacho/triagem`: the triage's filters (the contract as the order list's). */
export class DispatchTriageQueryDto extends PickType(ServiceOrderListQueryDto, ['contratoId']) {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(ORDER_PRIORITIES, {
    message: `prioridade deve ser uma destas: ${ORDER_PRIORITIES.join(', ')}`,
  })
  prioridade?: (typeof ORDER_PRIORITIES)[number];

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(ORDER_TYPES, { message: `tipo deve ser um destes: ${ORDER_TYPES.join(', ')}` })
  tipo?: (typeof ORDER_TYPES)[number];
}

/** `PATCH /api/fs/ordens/:id/programacao`: a technician's local day and time. */
export class ScheduleOrderDto {
  @IsId('tecnicoId deve ser o id de um usuário')
  tecnicoId!: string;

  @IsCalendarDate('dia deve ser uma data AAAA-MM-DD')
  dia!: string;

  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'hora deve ser um horário HH:MM' })
  hora!: string;

  @IsOptional()
  @IsId('deTecnicoId deve ser o id de um usuário')
  deTecnicoId?: string;
}

export class AssignTechnicianDto {
  @IsId('tecnicoId deve ser o id de um usuário')
  tecnicoId!: string;
}

export class RescheduleDto {
  @ValidateIf((_dto, value) => value !== null)
  @IsCalendarInstant('agendadaPara deve ser data e hora ISO 8601 ou null')
  agendadaPara!: string | null;
}

export class CancelOrderDto {
  @Transform(trim)
  @Length(3, 500, { message: 'motivo: informe o motivo do cancelamento (3 a 500 caracteres)' })
  motivo!: string;
}

export class CloseOrderDto {
  /** The catalogue entry (`GET /api/fs/causas`); "Outra" needs `causaRaiz`. */
  @IsOptional()
  @IsUUID('all', { message: 'causaId deve ser o id de uma causa do catálogo' })
  causaId?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'causaRaiz deve ser um texto' })
  @MaxLength(500, { message: 'causaRaiz aceita no máximo 500 caracteres' })
  causaRaiz?: string;
}

export class GeneratePreventiveOrdersDto {
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'mes deve ser um mês AAAA-MM' })
  mes!: string;
}
