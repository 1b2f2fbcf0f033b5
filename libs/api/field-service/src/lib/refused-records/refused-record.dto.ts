import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';

export class RefusedRecordQueryDto {
  /** `false`: every refused record, resolved ones included (default: the open ones). */
  @Transform(({ value }) => (value === 'false' ? false : value === 'true' ? true : value))
  @IsOptional()
  @IsIn([true, false], { message: 'abertos: true ou false' })
  abertos?: boolean;
}

export class ResolveRefusedRecordDto {
  @IsString({ message: 'nota é obrigatória' })
  @MinLength(3, { message: 'nota é obrigatória (ao menos 3 caracteres): diga o que foi feito' })
  @MaxLength(1000, { message: 'nota: no máximo 1000 caracteres' })
  nota!: string;
}

/** Body of `POST /api/fs/app/os/:id/descarte` (queued on the phone like any record). */
export class DiscardRefusedRecordDto {
  @IsUUID('all', { message: 'id deve ser um UUID gerado pelo aplicativo' })
  id!: string;

  @IsUUID('all', { message: 'acaoId deve ser o id do registro recusado' })
  acaoId!: string;
}
