import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import {
  type AcknowledgeRgmRequest,
  ORDER_PRIORITIES,
  type OrderPriority,
  SERVICE_REQUEST_TEXT_MAX,
} from '@campo/contracts';
import { IsId, IsWholeNumber, toNumber } from '../common/query-params';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/portal/rgms/:id/ciente`: the name printed on the RGM as "Ciente do cliente". */
export class AcknowledgeRgmDto implements AcknowledgeRgmRequest {
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @MinLength(1, { message: 'nome é obrigatório: quem confirma o recebimento' })
  @MaxLength(120, { message: 'nome deve ter no máximo 120 caracteres' })
  nome!: string;
}

/** `GET /api/portal/fluidos?ano=`: the year of the client's refrigerant report. */
export class PortalFluidQueryDto {
  @Transform(toNumber)
  @IsWholeNumber('ano: informe o ano', { min: 2000, max: 2100 })
  ano!: number;
}

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/**
 * `POST /api/portal/solicitacoes` (multipart/form-data; the optional photo in `foto`): a
 * unit (its contract follows) or a contract and a room or place, what happens, how urgent,
 * and who to talk to (the signed-in person unless another contact is given).
 */
export class OpenPortalRequestDto {
  @Transform(blankToUndefined)
  @IsOptional()
  @IsId('equipamentoId deve ser o id de um equipamento')
  equipamentoId?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsId('contratoId deve ser o id de um contrato')
  contratoId?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'local deve ser um texto' })
  @MaxLength(200, { message: 'local: até 200 caracteres' })
  local?: string;

  @Transform(trim)
  @IsString({ message: 'descricao deve ser um texto' })
  @Length(1, SERVICE_REQUEST_TEXT_MAX, {
    message: `descricao: descreva o problema (até ${SERVICE_REQUEST_TEXT_MAX} caracteres)`,
  })
  descricao!: string;

  @IsIn(ORDER_PRIORITIES, {
    message: `urgencia deve ser uma destas: ${ORDER_PRIORITIES.join(', ')}`,
  })
  urgencia!: OrderPriority;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'contatoNome deve ser um texto' })
  @MaxLength(120, { message: 'contatoNome: até 120 caracteres' })
  contatoNome?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'contatoEmail deve ser um endereço de e-mail válido' })
  @MaxLength(254, { message: 'contatoEmail: longo demais' })
  contatoEmail?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'contatoTelefone deve ser um texto' })
  @MaxLength(40, { message: 'contatoTelefone: até 40 caracteres' })
  contatoTelefone?: string;
}
