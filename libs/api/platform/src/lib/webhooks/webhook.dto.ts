import { PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  type UpdateWebhookEndpointRequest,
  type WebhookEndpointRequest,
  type WebhookEventType,
  WEBHOOK_SUBSCRIBABLE_EVENTS,
} from '@campo/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const EVENTS_MESSAGE = `eventos: cada um deve ser um de ${WEBHOOK_SUBSCRIBABLE_EVENTS.join(', ')}`;

export class CreateWebhookEndpointDto implements WebhookEndpointRequest {
  @Transform(trim)
  @IsString({ message: 'url deve ser um texto' })
  @MinLength(1, { message: 'url é obrigatória' })
  @MaxLength(2000, { message: 'url deve ter no máximo 2000 caracteres' })
  url!: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'descricao deve ser um texto' })
  @MaxLength(200, { message: 'descricao deve ter no máximo 200 caracteres' })
  descricao?: string;

  @IsArray({ message: 'eventos deve ser uma lista' })
  @ArrayMinSize(1, { message: 'eventos: escolha ao menos um evento' })
  @IsIn(WEBHOOK_SUBSCRIBABLE_EVENTS, { each: true, message: EVENTS_MESSAGE })
  eventos!: WebhookEventType[];
}

/** Any of the creation's fields, and `ativo` to pause or resume. */
export class UpdateWebhookEndpointDto
  extends PartialType(CreateWebhookEndpointDto)
  implements UpdateWebhookEndpointRequest
{
  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}
