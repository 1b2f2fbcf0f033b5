import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
  ValidateIf,
} from 'class-validator';
import { isCalendarInstant } from '@campo/platform';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/** What every write of the technician's app carries: the UUID the phone generated for it. */
class AppActionDto {
  @IsUUID('all', { message: 'id deve ser um UUID gerado pelo aplicativo' })
  id!: string;
}

/** An ISO 8601 instant with its offset, as the phone recorded it. */
function IsFieldTime(field: string) {
  return ValidateBy({
    name: 'isFieldTime',
    validator: {
      validate: (value) =>
        typeof value === 'string' &&
        isCalendarInstant(value) &&
        /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value),
      defaultMessage: () =>
        `${field} deve ser data e hora ISO 8601 com fuso (ex.: 2026-11-24T08:30:00-03:00)`,
    },
  });
}

/** `POST /api/fs/app/os/:id/inicio`. */
export class StartAttendanceDto extends AppActionDto {
  @IsFieldTime('em')
  em!: string;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'km deve ser um número com até 1 casa decimal' })
  @Min(0, { message: 'km não pode ser negativo' })
  @Max(5000, { message: 'km deve ser no máximo 5000' })
  km?: number;
}

export class ChecklistAnswerDto {
  @Transform(trim)
  @IsString({ message: 'item deve ser o nome de um item do checklist' })
  @Length(1, 120, { message: 'item deve ter de 1 a 120 caracteres' })
  item!: string;

  @IsBoolean({ message: 'conforme deve ser true ou false' })
  conforme!: boolean;

  @Transform(blankToNull)
  @ValidateBy({
    name: 'observacao',
    validator: {
      validate: (value, args) =>
        value == null
          ? (args?.object as ChecklistAnswerDto).conforme !== false
          : typeof value === 'string' && value.length <= 500,
      defaultMessage: (args) =>
        args?.value == null
          ? 'observacao: obrigatória quando o item não está conforme'
          : 'observacao deve ser um texto de até 500 caracteres',
    },
  })
  observacao?: string | null;
}

/** `POST /api/fs/app/os/:id/checklist`. */
export class ChecklistDto extends AppActionDto {
  @IsArray({ message: 'respostas deve ser uma lista' })
  @ArrayMinSize(1, { message: 'respostas: informe ao menos um item' })
  @ArrayMaxSize(50, { message: 'respostas aceita no máximo 50 itens' })
  @ValidateNested({ each: true })
  @Type(() => ChecklistAnswerDto)
  respostas!: ChecklistAnswerDto[];
}

/** `POST /api/fs/app/os/:id/causa-raiz`. */
export class RootCauseDto extends AppActionDto {
  /** The catalogue entry (`GET /api/fs/causas`); without it, the text is matched to one. */
  @IsOptional()
  @IsUUID('all', { message: 'causaId deve ser o id de uma causa do catálogo' })
  causaId?: string;

  /** Required without `causaId`, and with "Outra"; optional beside another entry. */
  @ValidateIf((dto: RootCauseDto) => dto.causaId === undefined || dto.causaRaiz !== undefined)
  @Transform(trim)
  @IsString({ message: 'causaRaiz deve ser um texto' })
  @Length(3, 500, { message: 'causaRaiz deve ter de 3 a 500 caracteres' })
  causaRaiz?: string;
}

/** `POST /api/fs/app/os/:id/fim`. */
export class FinishAttendanceDto extends AppActionDto {
  @IsFieldTime('em')
  em!: string;

  @IsOptional()
  @IsUUID('all', { message: 'causaId deve ser o id de uma causa do catálogo' })
  causaId?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'causaRaiz deve ser um texto' })
  @Length(3, 500, { message: 'causaRaiz deve ter de 3 a 500 caracteres' })
  causaRaiz?: string;
}
