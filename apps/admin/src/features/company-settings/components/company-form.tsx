import type { CompanySettingsView } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { useUpdateCompany } from '../hooks/use-update-company';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

function formatCnpj(digits: string | null) {
  return digits ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') : '';
}

/** Name, CNPJ and time zone. */
export function CompanyForm({ company }: { company: CompanySettingsView }) {
  const update = useUpdateCompany();
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const cnpj = String(data.get('cnpj')).trim();
    setSaved(false);
    update.mutate(
      {
        nome: String(data.get('nome')).trim(),
        cnpj: cnpj === '' ? null : cnpj,
        fusoHorario: String(data.get('fusoHorario')),
      },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="company-title">
      <h2 id="company-title" className="section-title">
        Dados da empresa
      </h2>
      <label className="field">
        <span>Nome</span>
        <input name="nome" defaultValue={company.nome} required maxLength={160} />
      </label>
      <label className="field">
        <span>
          CNPJ <span className="field__optional">(opcional)</span>
        </span>
        <input
          name="cnpj"
          defaultValue={formatCnpj(company.cnpj)}
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          maxLength={30}
        />
      </label>
      <label className="field">
        <span>Fuso horário</span>
        <select name="fusoHorario" defaultValue={company.fusoHorario}>
          {(TIME_ZONES.includes(company.fusoHorario)
            ? TIME_ZONES
            : [company.fusoHorario, ...TIME_ZONES]
          ).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <span className="field__hint">
          Datas e horas sem fuso (de planilhas e integrações) são lidas neste fuso.
        </span>
      </label>
      <FormError error={update.error} />
      {saved && (
        <p className="notice notice--success" role="status">
          Dados da empresa salvos.
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          Salvar
        </button>
      </div>
    </form>
  );
}
