import { ArrayMaxSize, ArrayMinSize, IsArray, IsString } from 'class-validator';

/** `PUT /api/admin/empresa/entidades`. */
export class CompanyEntitySetDto {
  @IsArray({ message: 'entidades deve ser uma lista de nomes de entidade' })
  @ArrayMinSize(1, { message: 'entidades: habilite ao menos uma entidade' })
  @ArrayMaxSize(100, { message: 'entidades aceita no máximo 100 nomes' })
  @IsString({ each: true, message: 'entidades deve ser uma lista de nomes de entidade' })
  entidades!: string[];
}
