import { PASSWORD_MIN_LENGTH } from '@campo/contracts';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../components/form';

/** The policy, said once wherever a new password is chosen. */
const PASSWORD_HINT = `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres. Não precisa de símbolos nem números: uma frase longa é fácil de lembrar e difícil de adivinhar. Senhas muito comuns são recusadas.`;

interface NewPasswordFieldsProps {
  /** The new password's name in the form (`senha`, `novaSenha`). */
  name: string;
  label: string;
  repeatLabel: string;
  /** The page's only task: the first field takes the focus. */
  focusFirst?: boolean;
}

/** A new password and its repetition (`confirmacao`), which must match. */
export function NewPasswordFields({
  name,
  label,
  repeatLabel,
  focusFirst,
}: NewPasswordFieldsProps) {
  const { getValues } = useFormContext();
  return (
    <>
      <TextField
        type="password"
        name={name}
        label={label}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where choosing the password is the page's task
        autoFocus={focusFirst}
        hint={PASSWORD_HINT}
        rules={{
          required: 'Informe a nova senha.',
          minLength: {
            value: PASSWORD_MIN_LENGTH,
            message: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
          },
        }}
      />
      <TextField
        type="password"
        name="confirmacao"
        label={repeatLabel}
        autoComplete="new-password"
        rules={{
          validate: (value: string) =>
            value === getValues(name) || 'As duas senhas não são iguais.',
        }}
      />
    </>
  );
}
