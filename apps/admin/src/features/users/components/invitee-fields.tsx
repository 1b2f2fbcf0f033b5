import { TextField } from '../../../components/form';

/** The invited person's name and e-mail, in a form whose values hold `nome` and `email`. */
export function InviteeFields() {
  return (
    <>
      <TextField
        name="nome"
        label="Nome"
        maxLength={120}
        autoComplete="off"
        rules={{ required: 'Informe o nome.' }}
      />
      <TextField
        name="email"
        type="email"
        label="E-mail"
        maxLength={320}
        autoComplete="off"
        rules={{ required: 'Informe o e-mail.' }}
      />
    </>
  );
}
