import { type CompanySettingsView, LOGO_MAX_BYTES } from '@campo/contracts';
import type { ChangeEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { useCompanyLogo } from '../hooks/use-company-logo';

/** The logo printed in the PDFs' letterhead: PNG or JPEG, up to 512 KiB. */
export function LogoCard({ company }: { company: CompanySettingsView }) {
  const logo = useCompanyLogo();

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) logo.mutate(file);
  }

  return (
    <section className="card form" aria-labelledby="logo-title">
      <h2 id="logo-title" className="section-title">
        Logotipo
      </h2>
      <p className="muted">
        Aparece no cabeçalho dos relatórios em PDF. PNG ou JPEG de até {LOGO_MAX_BYTES / 1024} KiB;
        sem logotipo, o cabeçalho mostra as iniciais da empresa.
      </p>
      <div className="logo-preview">
        {company.logo ? (
          <img src={company.logo} alt={`Logotipo de ${company.nome}`} />
        ) : (
          <span className="muted">Nenhum logotipo.</span>
        )}
      </div>
      <FormError error={logo.error} />
      <div className="form__actions">
        <label className="button button--primary">
          {company.logo ? 'Trocar logotipo' : 'Enviar logotipo'}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            onChange={handleFile}
            disabled={logo.isPending}
          />
        </label>
        {company.logo && (
          <button
            type="button"
            className="button"
            onClick={() => logo.mutate(null)}
            disabled={logo.isPending}
          >
            Remover
          </button>
        )}
      </div>
    </section>
  );
}
