import type { ReactNode } from 'react';
import { TextareaField, TextField } from '../../../components/form';

/** The longest name and description the server accepts. */
const MAX_NAME = 120;
const MAX_DESCRIPTION = 500;

/** Name and description: the fields of a new sector and of an edit. */
export function SectorFields({ nameHint }: { nameHint?: ReactNode }) {
  return (
    <div className="sector-fields">
      <TextField
        name="nome"
        label="Nome"
        maxLength={MAX_NAME}
        autoComplete="off"
        placeholder="Ex.: UTI Adulto"
        hint={nameHint}
        rules={{
          validate: (value: string) => value.trim() !== '' || 'Informe o nome do setor.',
        }}
      />
      <TextareaField
        name="descricao"
        label="Descrição"
        optional
        rows={2}
        maxLength={MAX_DESCRIPTION}
        placeholder="Ex.: 3º andar, bloco A"
      />
    </div>
  );
}
