import { IsString, MaxLength, MinLength } from 'class-validator';
import type { LoginRequest } from '@campo/contracts';

export class LoginDto implements LoginRequest {
  @IsString({ message: 'email deve ser um texto' })
  @MinLength(3, { message: 'email é obrigatório' })
  @MaxLength(320, { message: 'email deve ter no máximo 320 caracteres' })
  email!: string;

  @IsString({ message: 'senha deve ser um texto' })
  @MinLength(1, { message: 'senha é obrigatória' })
  @MaxLength(1024, { message: 'senha deve ter no máximo 1024 caracteres' })
  senha!: string;
}
