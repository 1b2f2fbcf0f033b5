import { IsDefined, IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { SetRetentionTermRequest } from '@campo/contracts';

export class SetRetentionTermDto implements SetRetentionTermRequest {
  /** Days, checked against the category's bounds by the policy; `null` restores the default. */
  @IsDefined({ message: 'Informe o prazo em dias, ou nulo para voltar ao padrão.' })
  @ValidateIf((dto: SetRetentionTermDto) => dto.dias !== null)
  @IsInt({ message: 'O prazo deve ser um número inteiro de dias.' })
  @Min(1, { message: 'O prazo deve ser de pelo menos 1 dia.' })
  @Max(36500, { message: 'O prazo deve ser de no máximo 36500 dias.' })
  dias!: number | null;
}
