import { type FormEvent, useState } from 'react';
import { CancelButton, SubmitButton } from '../../../components/form';
import { FormError } from '../../../components/form-error';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import { useUpdateContractSettings } from '../hooks/use-update-contract-settings';
import { recipientsOf } from '../recipients';
import { EmailListField } from './email-list-field';

interface ContractSettingsFormProps {
  contract: ContractEntry;
  onDone: () => void;
}

export function ContractSettingsForm({ contract, onDone }: ContractSettingsFormProps) {
  const update = useUpdateContractSettings(contract.id);
  const [automatic, setAutomatic] = useState(contract.diaFechamentoRgm !== null);
  const [day, setDay] = useState(String(contract.diaFechamentoRgm ?? 5));
  const [emails, setEmails] = useState(() => recipientsOf(contract.emailsRgm));
  const dayNumber = Number(day);
  const dayValid = !automatic || (Number.isInteger(dayNumber) && dayNumber >= 1 && dayNumber <= 31);
  const titleId = `settings-${contract.id}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { diaFechamentoRgm: automatic ? dayNumber : null, emailsRgm: emails },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className="form stack contract-settings"
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>Configurar {contract.codigo}</h3>
      <fieldset className="fieldset">
        <legend>Fechamento automático</legend>
        <div className="choice-list">
          <label className="choice choice--compact">
            <input
              type="radio"
              name="fechamento"
              checked={!automatic}
              onChange={() => setAutomatic(false)}
            />
            <span className="choice__label">Sem fechamento automático</span>
          </label>
          <label className="choice choice--compact contract-settings__day">
            <input
              type="radio"
              name="fechamento"
              checked={automatic}
              onChange={() => setAutomatic(true)}
            />
            <span className="choice__label">Fechar no dia</span>
            <input
              type="number"
              name="diaFechamentoRgm"
              aria-label="Dia do fechamento"
              min={1}
              max={31}
              value={day}
              disabled={!automatic}
              required={automatic}
              onChange={(event) => setDay(event.target.value)}
            />
            <span className="choice__hint">de cada mês (1 a 31)</span>
          </label>
        </div>
        <span className="field__hint">
          Nesse dia, o RGM do mês anterior é calculado, liberado e avisado por e-mail aos
          destinatários e aos supervisores. Dia 31 num mês de 30 dias (ou em fevereiro) fecha no
          último dia.
        </span>
      </fieldset>

      <EmailListField value={emails} onChange={setEmails} />

      <FormError error={update.error} />

      <div className="form__actions">
        <CancelButton pending={update.isPending} onClick={onDone} />
        <SubmitButton pending={update.isPending} busyLabel="Salvando…" disabled={!dayValid}>
          Salvar
        </SubmitButton>
      </div>
    </form>
  );
}
