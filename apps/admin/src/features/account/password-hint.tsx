import { PASSWORD_MIN_LENGTH } from '@campo/contracts';

/** The policy, said once wherever a new password is chosen. */
export function PasswordHint({ id }: { id: string }) {
  return (
    <span className="field__hint" id={id}>
      Pelo menos {PASSWORD_MIN_LENGTH} caracteres. Não precisa de símbolos nem números: uma frase
      longa é fácil de lembrar e difícil de adivinhar. Senhas muito comuns são recusadas.
    </span>
  );
}
