import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_PRIORITIES, type OrderPriority } from '@campo/contracts';

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/**
 * The public page's form (multipart fields, all text). Only shapes are checked here;
 * the request's rules (required text, e-mail, lengths) are the service's, so the page
 * can show each problem next to its field.
 */
export class PublicRequestDto {
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'descricao deve ser um texto' })
  @MaxLength(4000, { message: 'descricao: até 2000 caracteres' })
  descricao?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(ORDER_PRIORITIES, {
    message: `urgencia deve ser uma destas: ${ORDER_PRIORITIES.join(', ')}`,
  })
  urgencia?: OrderPriority;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'contatoNome deve ser um texto' })
  @MaxLength(400, { message: 'contatoNome: até 120 caracteres' })
  contatoNome?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'contatoTelefone deve ser um texto' })
  @MaxLength(400, { message: 'contatoTelefone: até 40 caracteres' })
  contatoTelefone?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'contatoEmail deve ser um texto' })
  @MaxLength(400, { message: 'contatoEmail: até 254 caracteres' })
  contatoEmail?: string;
}
