import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { emptyToUndefined } from '../common/query-params';

/** `GET /api/fs/busca`: the text typed in the header's search box. */
export class GlobalSearchQueryDto {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'busca deve ser um texto' })
  busca?: string;
}
