import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  type InviteUserRequest,
  STAFF_ROLES,
  type StaffRole,
  type UpdateUserRequest,
} from '@campo/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// Client users (CLIENTE) are invited from the client's page, tied to that client.
const ROLE_MESSAGE = `perfil deve ser um de: ${STAFF_ROLES.join(', ')}`;

/** Who is invited: name and e-mail (the e-mail is the login). */
export class InvitedPersonDto implements Omit<InviteUserRequest, 'perfil'> {
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @MinLength(1, { message: 'nome é obrigatório' })
  @MaxLength(120, { message: 'nome deve ter no máximo 120 caracteres' })
  nome!: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'email deve ser um endereço de e-mail válido' })
  @MaxLength(320, { message: 'email deve ter no máximo 320 caracteres' })
  email!: string;
}

export class InviteUserDto extends InvitedPersonDto implements InviteUserRequest {
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  perfil!: StaffRole;
}

export class UpdateUserDto implements UpdateUserRequest {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'nome deve ser um texto' })
  @MinLength(1, { message: 'nome não pode ficar vazio' })
  @MaxLength(120, { message: 'nome deve ter no máximo 120 caracteres' })
  nome?: string;

  @IsOptional()
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  perfil?: StaffRole;

  /** An empty text unmarks, as null does. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'registroProfissional deve ser um texto (ex.: CREA-SP 5061234567) ou null' })
  @MaxLength(60, { message: 'registroProfissional deve ter no máximo 60 caracteres' })
  registroProfissional?: string | null;
}
