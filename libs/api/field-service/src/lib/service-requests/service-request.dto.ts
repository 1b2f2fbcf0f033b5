import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  ValidateIf,
} from 'class-validator';
import {
  type AcceptServiceRequest,
  SERVICE_REQUEST_STATES,
  SERVICE_REQUEST_TEXT_MAX,
  TIME_OF_DAY_PATTERN,
} from '@campo/contracts';
import { IsCalendarDate } from '@campo/platform';
import { emptyToUndefined, IsId } from '../common/query-params';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `GET /api/fs/solicitacoes`: one state, or all, of one contract or all (the page comes apart, through `@Paging()`). */
export class ServiceRequestListQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(SERVICE_REQUEST_STATES, {
    message: `situacao deve ser uma destas: ${SERVICE_REQUEST_STATES.join(', ')}`,
  })
  situacao?: (typeof SERVICE_REQUEST_STATES)[number];

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUUID('all', { message: 'contratoId deve ser o id de um contrato' })
  contratoId?: string;

  /** Part of the code, text or place of the request, its unit's or its client's. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'busca deve ser um texto' })
  busca?: string;
}

/** Scheduling is asked for when any of its three fields is sent: then all three are. */
const scheduling = (dto: AcceptServiceRequestDto) =>
  dto.tecnicoId !== undefined || dto.dia !== undefined || dto.hora !== undefined;

/** `POST /api/fs/solicitacoes/:id/aceitar`: nothing, or the call's technician, day and time. */
export class AcceptServiceRequestDto implements AcceptServiceRequest {
  @ValidateIf(scheduling)
  @IsDefined({ message: 'tecnicoId: informe o técnico junto com o dia e a hora' })
  @IsId('tecnicoId deve ser o id de um usuário')
  tecnicoId?: string;

  @ValidateIf(scheduling)
  @IsDefined({ message: 'dia: informe o dia junto com o técnico e a hora' })
  @IsCalendarDate('dia deve ser uma data AAAA-MM-DD')
  dia?: string;

  @ValidateIf(scheduling)
  @IsDefined({ message: 'hora: informe a hora junto com o técnico e o dia' })
  @Matches(TIME_OF_DAY_PATTERN, { message: 'hora deve ser um horário HH:MM' })
  hora?: string;
}

/** `POST /api/fs/solicitacoes/:id/recusar`. */
export class DeclineServiceRequestDto {
  @Transform(trim)
  @Length(1, SERVICE_REQUEST_TEXT_MAX, {
    message: `motivo: explique a recusa ao solicitante (até ${SERVICE_REQUEST_TEXT_MAX} caracteres)`,
  })
  motivo!: string;
}
