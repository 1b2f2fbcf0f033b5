import { IsString, MaxLength, MinLength } from 'class-validator';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  SetPasswordRequest,
} from '@campo/contracts';

export class SetPasswordDto implements SetPasswordRequest {
  @IsString({ message: 'token deve ser um texto' })
  @MinLength(1, { message: 'token é obrigatório' })
  @MaxLength(200, { message: 'token deve ter no máximo 200 caracteres' })
  token!: string;

  @IsString({ message: 'senha deve ser um texto' })
  @MaxLength(1024, { message: 'senha deve ter no máximo 1024 caracteres' })
  senha!: string;
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsString({ message: 'email deve ser um texto' })
  @MinLength(3, { message: 'email é obrigatório' })
  @MaxLength(320, { message: 'email deve ter no máximo 320 caracteres' })
  email!: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @IsString({ message: 'senhaAtual deve ser um texto' })
  @MinLength(1, { message: 'senhaAtual é obrigatória' })
  @MaxLength(1024, { message: 'senhaAtual deve ter no máximo 1024 caracteres' })
  senhaAtual!: string;

  @IsString({ message: 'novaSenha deve ser um texto' })
  @MaxLength(1024, { message: 'novaSenha deve ter no máximo 1024 caracteres' })
  novaSenha!: string;
}
