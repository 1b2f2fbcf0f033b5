import { TextField } from '../../../components/form';

/** The e-mail a person signs in with (the form's `email`), focused on the public pages that ask for it. */
export function LoginEmailField() {
  return (
    <TextField
      name="email"
      type="email"
      label="E-mail"
      autoComplete="username"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- typing the e-mail is the first task of the pages that ask for it (login, forgotten password), and their heading names it
      autoFocus
      rules={{ required: 'Informe o e-mail.' }}
    />
  );
}
