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

/** A position the phone took (check-in, check-out): degrees and accuracy in metres. */
export class FieldPositionDto {
  @IsNumber({}, { message: 'posicao.latitude deve ser um número' })
  @Min(-90, { message: 'posicao.latitude deve estar entre -90 e 90' })
  @Max(90, { message: 'posicao.latitude deve estar entre -90 e 90' })
  latitude!: number;

  @IsNumber({}, { message: 'posicao.longitude deve ser um número' })
  @Min(-180, { message: 'posicao.longitude deve estar entre -180 e 180' })
  @Max(180, { message: 'posicao.longitude deve estar entre -180 e 180' })
  longitude!: number;

  @IsNumber({}, { message: 'posicao.precisao deve ser um número (metros)' })
  @Min(0, { message: 'posicao.precisao não pode ser negativa' })
  @Max(100000, { message: 'posicao.precisao deve ser no máximo 100000 m' })
  precisao!: number;
}

/** `POST /api/fs/app/os/:id/inicio`. */
export class StartAttendanceDto extends AppActionDto {
  /** The check-in position, when the company records it and the technician consented. */
  @IsOptional()
  @ValidateNested()
  @Type(() => FieldPositionDto)
  posicao?: FieldPositionDto;

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

  /** The item does not apply at this visit: `observacao` is then its reason (required). */
  @IsOptional()
  @IsBoolean({ message: 'naoSeAplica deve ser true ou false' })
  naoSeAplica?: boolean;

  /** Required, unless the item does not apply (then only true, or left out). */
  @ValidateBy({
    name: 'conforme',
    validator: {
      validate: (value, args) =>
        (args?.object as ChecklistAnswerDto).naoSeAplica === true
          ? value === undefined || value === true
          : typeof value === 'boolean',
      defaultMessage: (args) =>
        (args?.object as ChecklistAnswerDto).naoSeAplica === true
          ? 'conforme: um item que não se aplica não pode estar não conforme'
          : 'conforme deve ser true ou false',
    },
  })
  conforme?: boolean;

  @Transform(blankToNull)
  @ValidateBy({
    name: 'observacao',
    validator: {
      validate: (value, args) => {
        const answer = args?.object as ChecklistAnswerDto;
        if (value == null) return answer.naoSeAplica !== true && answer.conforme !== false;
        return typeof value === 'string' && value.length <= (answer.naoSeAplica ? 1000 : 500);
      },
      defaultMessage: (args) => {
        const answer = args?.object as ChecklistAnswerDto;
        if (answer.naoSeAplica === true)
          return args?.value == null
            ? 'observacao: informe o motivo de o item não se aplicar'
            : 'observacao (motivo) deve ser um texto de até 1000 caracteres';
        return args?.value == null
          ? 'observacao: obrigatória quando o item não está conforme'
          : 'observacao deve ser um texto de até 500 caracteres';
      },
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
