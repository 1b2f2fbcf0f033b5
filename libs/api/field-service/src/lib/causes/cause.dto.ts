import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Length } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Synonyms trimmed, blanks and repeats (without case) dropped; anything else is left for the validators. */
const synonyms = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  return value
    .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
    .filter((item: unknown) => {
      if (typeof item !== 'string') return true;
      const key = item.toLowerCase();
      if (item === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** An entry's name: 2 to 120 characters, trimmed. */
const CauseName = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: 'nome deve ser um texto' }),
    Length(2, 120, { message: 'nome deve ter de 2 a 120 caracteres' }),
  );

/** Up to 50 synonyms of 2 to 120 characters (optional). */
const Synonyms = () =>
  applyDecorators(
    IsOptional(),
    Transform(synonyms),
    IsArray({ message: 'sinonimos deve ser uma lista de textos' }),
    ArrayMaxSize(50, { message: 'sinonimos aceita no máximo 50 termos' }),
    IsString({ each: true, message: 'sinonimos deve ser uma lista de textos' }),
    Length(2, 120, { each: true, message: 'cada sinônimo deve ter de 2 a 120 caracteres' }),
  );

/** `POST /api/fs/causas`. */
export class CreateCauseDto {
  @CauseName()
  nome!: string;

  @Synonyms()
  sinonimos?: string[];
}

/** `PATCH /api/fs/causas/:id`. */
export class UpdateCauseDto {
  @IsOptional()
  @CauseName()
  nome?: string;

  @Synonyms()
  sinonimos?: string[];

  @IsOptional()
  @IsBoolean({ message: 'ativo deve ser true ou false' })
  ativo?: boolean;
}

/** `GET /api/fs/causas?todas=true` also lists deactivated entries. */
export class CauseQueryDto {
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'todas deve ser true ou false' })
  todas?: boolean;
}
