import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type {
  AnswerDataSubjectRequest,
  DataSubjectQuery,
  OpenDataSubjectRequest,
} from '@campo/contracts';

/** One of the three, checked by the service (exactly one, and well formed). */
export class DataSubjectQueryDto implements DataSubjectQuery {
  @IsOptional()
  @IsString()
  @MaxLength(36)
  usuarioId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  telefone?: string;
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** What a person writes when asking about their data. */
export class OpenDataSubjectRequestDto implements OpenDataSubjectRequest {
  @Transform(trimmed)
  @IsString({ message: 'Diga o que deseja: acesso, correção ou eliminação dos seus dados.' })
  @MinLength(1, { message: 'Diga o que deseja: acesso, correção ou eliminação dos seus dados.' })
  @MaxLength(2000, { message: 'O pedido deve ter no máximo 2000 caracteres.' })
  pedido!: string;
}

export class AnswerDataSubjectRequestDto implements AnswerDataSubjectRequest {
  @Transform(trimmed)
  @IsString({ message: 'Descreva o atendimento.' })
  @MinLength(1, { message: 'Descreva o atendimento.' })
  @MaxLength(2000, { message: 'A resposta deve ter no máximo 2000 caracteres.' })
  resposta!: string;
}
