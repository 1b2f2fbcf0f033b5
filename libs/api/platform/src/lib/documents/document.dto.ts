import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { SignDocumentRequest } from '@campo/contracts';

export class SectionEditDto {
  @IsString({ message: 'secoes[].id deve ser um texto' })
  id!: string;

  @IsString({ message: 'secoes[].html deve ser um texto' })
  @MaxLength(200_000, { message: 'secoes[].html: seção longa demais' })
  html!: string;
}

export class EditDocumentDto {
  @IsInt({ message: 'versaoBase deve ser o número da versão editada' })
  @Min(1)
  versaoBase!: number;

  @IsOptional()
  @IsString({ message: 'titulo deve ser um texto' })
  @MaxLength(300, { message: 'titulo deve ter no máximo 300 caracteres' })
  titulo?: string;

  @IsArray({ message: 'secoes deve ser uma lista de {id, html}' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => SectionEditDto)
  secoes!: SectionEditDto[];
}

export class SignDocumentDto implements SignDocumentRequest {
  @IsInt({ message: 'versao deve ser o número da versão assinada' })
  @Min(1)
  versao!: number;

  @IsOptional()
  @IsString({ message: 'senha deve ser um texto' })
  @MaxLength(1000, { message: 'senha longa demais' })
  senha?: string;
}

/** `GET /documentos?tipo=`: only the documents of one type. */
export class DocumentListQueryDto {
  @IsOptional()
  @IsString({ message: 'tipo deve ser um texto' })
  tipo?: string;
}
