import {
  BRAZIL_UFS,
  type BrazilUf,
  type CompanySettingsView,
  formatCnpj,
  PROFESSIONAL_COUNCILS,
  type ProfessionalCouncil,
} from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { useUpdateCompany } from '../hooks/use-update-company';
import { timeZoneOptions } from '../time-zones';
import { SaveRow } from '../../../components/save-row';

const TIME_ZONES = timeZoneOptions();
const KNOWN_ZONES = new Set(TIME_ZONES.map((zone) => zone.zona));

/** Name, CNPJ, phone, time zone, the data-protection officer and the council registration. */
export function CompanyForm({ company }: { company: CompanySettingsView }) {
  const update = useUpdateCompany();
  const [saved, setSaved] = useState(false);
  const [zoneError, setZoneError] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const cnpj = String(data.get('cnpj')).trim();
    const zone = String(data.get('fusoHorario')).trim();
    const telefone = String(data.get('telefone')).trim();
    const officerName = String(data.get('encarregadoNome')).trim();
    const officerEmail = String(data.get('encarregadoEmail')).trim();
    const officerPhone = String(data.get('encarregadoTelefone')).trim();
    const councilNumber = String(data.get('conselhoNumero')).trim();
    setSaved(false);
    setZoneError(!KNOWN_ZONES.has(zone) && zone !== company.fusoHorario);
    if (!KNOWN_ZONES.has(zone) && zone !== company.fusoHorario) return;
    update.mutate(
      {
        nome: String(data.get('nome')).trim(),
        cnpj: cnpj === '' ? null : cnpj,
        fusoHorario: zone,
        telefone: telefone === '' ? null : telefone,
        encarregado:
          officerName === '' && officerEmail === ''
            ? null
            : { nome: officerName, email: officerEmail, telefone: officerPhone || null },
        registroConselho:
          councilNumber === ''
            ? null
            : {
                conselho: String(data.get('conselho')) as ProfessionalCouncil,
                numero: councilNumber,
                uf: String(data.get('conselhoUf')) as BrazilUf,
              },
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
          defaultValue={company.cnpj ? formatCnpj(company.cnpj) : ''}
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          maxLength={30}
        />
      </label>
      <label className="field">
        <span>
          Telefone <span className="field__optional">(opcional)</span>
        </span>
        <input
          name="telefone"
          type="tel"
          defaultValue={company.telefone ?? ''}
          placeholder="(11) 4000-1234"
          maxLength={40}
        />
        <span className="field__hint">
          Impresso nas etiquetas QR dos equipamentos e na página que elas abrem.
        </span>
      </label>
      <label className="field">
        <span>Fuso horário</span>
        <input
          name="fusoHorario"
          list="company-time-zones"
          defaultValue={company.fusoHorario}
          required
          autoComplete="off"
          spellCheck={false}
          aria-describedby="company-time-zone-hint"
          aria-invalid={zoneError || undefined}
          onFocus={(event) => event.currentTarget.select()}
        />
        <datalist id="company-time-zones">
          {TIME_ZONES.map((zone) => (
            <option key={zone.zona} value={zone.zona} label={zone.rotulo ?? undefined}>
              {zone.rotulo ?? zone.zona}
            </option>
          ))}
        </datalist>
        {zoneError && (
          <span className="field__error" role="alert">
            Escolha um fuso da lista (ex.: America/Sao_Paulo).
          </span>
        )}
        <span id="company-time-zone-hint" className="field__hint">
          Digite para buscar (cidade ou estado); os fusos do Brasil vêm primeiro. Datas e horas sem
          fuso (de planilhas e integrações) são lidas neste fuso.
        </span>
      </label>
      <fieldset className="fieldset" aria-describedby="encarregado-hint">
        <legend>Encarregado de dados (LGPD)</legend>
        <span id="encarregado-hint" className="field__hint">
          Quem responde às pessoas e à ANPD sobre os dados pessoais (LGPD, art. 41). Aparece no
          aviso de privacidade de todas as telas e no anexo de tratamento dos contratos. Deixe nome
          e e-mail em branco para retirar.
        </span>
        <label className="field">
          <span>Nome</span>
          <input
            name="encarregadoNome"
            defaultValue={company.encarregado?.nome ?? ''}
            maxLength={160}
            autoComplete="off"
          />
        </label>
        <label className="field">
          <span>E-mail</span>
          <input
            name="encarregadoEmail"
            type="email"
            defaultValue={company.encarregado?.email ?? ''}
            maxLength={254}
            autoComplete="off"
          />
        </label>
        <label className="field">
          <span>
            Telefone <span className="field__optional">(opcional)</span>
          </span>
          <input
            name="encarregadoTelefone"
            type="tel"
            defaultValue={company.encarregado?.telefone ?? ''}
            maxLength={40}
            autoComplete="off"
          />
        </label>
      </fieldset>
      <fieldset className="fieldset" aria-describedby="conselho-hint">
        <legend>Registro da empresa no conselho profissional</legend>
        <span id="conselho-hint" className="field__hint">
          O registro da empresa de manutenção no CREA ou no CFT, impresso com o CNPJ na
          identificação do PMOC (Lei 13.589/2018). Deixe o número em branco para retirar.
        </span>
        <label className="field">
          <span>Conselho</span>
          <select name="conselho" defaultValue={company.registroConselho?.conselho ?? 'CREA'}>
            {PROFESSIONAL_COUNCILS.map((council) => (
              <option key={council} value={council}>
                {council}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Número do registro</span>
          <input
            name="conselhoNumero"
            defaultValue={company.registroConselho?.numero ?? ''}
            maxLength={20}
            autoComplete="off"
            placeholder="1234567"
          />
        </label>
        <label className="field">
          <span>UF</span>
          <select name="conselhoUf" defaultValue={company.registroConselho?.uf ?? 'SP'}>
            {BRAZIL_UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <SaveRow
        error={update.error}
        saved={saved && 'Dados da empresa salvos.'}
        pending={update.isPending}
      />
    </form>
  );
}
