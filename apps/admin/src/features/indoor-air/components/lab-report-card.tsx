import {
  formatCnpj,
  type IndoorAirAnalysis,
  INDOOR_AIR_REPORT_MAX_FILES,
  INDOOR_AIR_REPORT_MAX_PAGES,
} from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { SaveRow } from '../../../components/save-row';
import { formatDateTime } from '../../../lib/format';
import { useAttachIndoorAirReport, useUpdateIndoorAirAnalysis } from '../hooks/use-indoor-air';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim() || null;

/**
 * The analysis' report as the PMOC prints it: the lab's identity (name, CNPJ, ISO/IEC
 * 17025 accreditation, responsible and registration), the report number, the fungal
 * genera, and the report's PDFs (appended to the PMOC's PDF), with one more to attach.
 */
export function LabReportCard({ analysis }: { analysis: IndoorAirAnalysis }) {
  const update = useUpdateIndoorAirAnalysis();
  const attach = useAttachIndoorAirReport();
  const [saved, setSaved] = useState(false);
  const [attached, setAttached] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(false);
    update.mutate(
      {
        id: analysis.id,
        body: {
          laboratorio: String(data.get('laboratorio')).trim(),
          laboratorioCnpj: text(data, 'laboratorioCnpj'),
          laboratorioAcreditacao: text(data, 'laboratorioAcreditacao'),
          laboratorioResponsavel: text(data, 'laboratorioResponsavel'),
          laboratorioResponsavelRegistro: text(data, 'laboratorioResponsavelRegistro'),
          laudoNumero: text(data, 'laudoNumero'),
          generosFungos: String(data.get('generosFungos') ?? '')
            .split(/[,;\n]/)
            .map((genus) => genus.trim())
            .filter(Boolean),
        },
      },
      { onSuccess: () => setSaved(true) },
    );
  }

  function handleAttach(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setAttached(false);
    attach.mutate(
      { id: analysis.id, form },
      {
        onSuccess: () => {
          setAttached(true);
          (event.target as HTMLFormElement).reset();
        },
      },
    );
  }

  return (
    <>
      <form className="card form" onSubmit={handleSubmit} aria-labelledby="lab-title">
        <h2 id="lab-title" className="section-title">
          Laboratório e laudo
        </h2>
        <label className="field">
          <span>Laboratório</span>
          <input name="laboratorio" defaultValue={analysis.laboratorio} required maxLength={200} />
        </label>
        <label className="field">
          <span>CNPJ do laboratório</span>
          <input
            name="laboratorioCnpj"
            defaultValue={analysis.laboratorioCnpj ? formatCnpj(analysis.laboratorioCnpj) : ''}
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            maxLength={20}
          />
        </label>
        <label className="field">
          <span>Acreditação ABNT NBR ISO/IEC 17025 (nº)</span>
          <input
            name="laboratorioAcreditacao"
            defaultValue={analysis.laboratorioAcreditacao ?? ''}
            placeholder="CRL 1234"
            maxLength={60}
          />
        </label>
        <label className="field">
          <span>Responsável técnico do laudo</span>
          <input
            name="laboratorioResponsavel"
            defaultValue={analysis.laboratorioResponsavel ?? ''}
            maxLength={160}
          />
        </label>
        <label className="field">
          <span>Registro do responsável no conselho</span>
          <input
            name="laboratorioResponsavelRegistro"
            defaultValue={analysis.laboratorioResponsavelRegistro ?? ''}
            placeholder="CRQ-SP 04123456"
            maxLength={60}
          />
        </label>
        <label className="field">
          <span>Número do laudo</span>
          <input name="laudoNumero" defaultValue={analysis.laudoNumero ?? ''} maxLength={60} />
        </label>
        <label className="field">
          <span>Gêneros de fungos identificados</span>
          <input
            name="generosFungos"
            defaultValue={analysis.generosFungos.join(', ')}
            placeholder="Aspergillus, Penicillium"
          />
          <span className="field__hint">Separe os gêneros por vírgula.</span>
        </label>
        <SaveRow error={update.error} saved={saved && 'Laudo salvo.'} pending={update.isPending} />
      </form>
      <form className="card form" onSubmit={handleAttach} aria-labelledby="lab-files-title">
        <h2 id="lab-files-title" className="section-title">
          PDFs do laudo
        </h2>
        {analysis.laudos.length === 0 ? (
          <p className="muted">Nenhum PDF do laudo anexado.</p>
        ) : (
          <ul>
            {analysis.laudos.map((file, index) => (
              <li key={file.id}>
                <a
                  href={`/api/arquivos/${encodeURIComponent(file.id)}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  PDF {index + 1}
                </a>{' '}
                — {Math.ceil(file.tamanhoBytes / 1024)} KiB, enviado em{' '}
                {formatDateTime(file.criadoEm)}
              </li>
            ))}
          </ul>
        )}
        <p className="field__hint">
          As páginas destes PDFs são acrescentadas ao final do PDF do PMOC. Até{' '}
          {INDOOR_AIR_REPORT_MAX_FILES} PDFs por análise, de até {INDOOR_AIR_REPORT_MAX_PAGES}{' '}
          páginas cada, sem senha.
        </p>
        <label className="field">
          <span>Anexar PDF do laudo</span>
          <input name="laudo" type="file" accept="application/pdf" required />
        </label>
        <FormError error={attach.error} />
        {attached && (
          <p className="notice notice--success" role="status">
            PDF anexado.
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="button" disabled={attach.isPending}>
            Anexar
          </button>
        </div>
      </form>
    </>
  );
}
