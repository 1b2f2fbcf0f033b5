import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Length } from 'class-validator';
import { SERVICE_REQUEST_STATES, SERVICE_REQUEST_TEXT_MAX } from '@campo/contracts';
import { emptyToUndefined } from '../common/query-params';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `GET /api/fs/solicitacoes`: one state, or all (the page comes apart, through `@Paging()`). */
export class ServiceRequestListQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(SERVICE_REQUEST_STATES, {
    message: `situacao deve ser uma destas: ${SERVICE_REQUEST_STATES.join(', ')}`,
  })
  situacao?: (typeof SERVICE_REQUEST_STATES)[number];
}

/** `POST /api/fs/solicitacoes/:id/recusar`. */
export class DeclineServiceRequestDto {
  @Transform(trim)
  @Length(1, SERVICE_REQUEST_TEXT_MAX, {
    message: `motivo: explique a recusa ao solicitante (até ${SERVICE_REQUEST_TEXT_MAX} caracteres)`,
  })
  motivo!: string;
}
