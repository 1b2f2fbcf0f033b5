import { IsNumber, Max, Min } from 'class-validator';
import { IsCalendarDate } from '@campo/platform';

/** `POST /api/fs/horimetro/:equipamentoId`: the reading of one day. */
export class RecordReadingDto {
  @IsCalendarDate('data deve ser uma data AAAA-MM-DD')
  data!: string;

  @IsNumber(
    { maxDecimalPlaces: 1, allowNaN: false, allowInfinity: false },
    { message: 'horas deve ser um número de horas, com até uma casa decimal' },
  )
  @Min(0, { message: 'horas não pode ser negativo' })
  @Max(10_000_000, { message: 'horas deve ser no máximo 10.000.000' })
  horas!: number;
}
