import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '@campo/web-client';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { generatedDocumentId } from '../api/pmoc.api';
import { existingPmocId, useGeneratePmoc } from '../hooks/use-generate-pmoc';

/** The years the API accepts. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

interface GeneratePmocDialogProps {
  initialContractId?: string;
  initialYear: number;
  onClose: () => void;
}

/**
 * Contract and year, then the PMOC is generated and opened in the editor. When
 * that contract and year already have one, the dialog offers to open it instead.
 */
export function GeneratePmocDialog({
  initialContractId = '',
  initialYear,
  onClose,
}: GeneratePmocDialogProps) {
  const navigate = useNavigate();
  const { entries } = useContractDirectory();
  const generate = useGeneratePmoc();
  const [contractId, setContractId] = useState(initialContractId);
  const [year, setYear] = useState(String(initialYear));
  const yearValid = /^\d{4}$/.test(year) && Number(year) >= MIN_YEAR && Number(year) <= MAX_YEAR;
  const [missingContract, setMissingContract] = useState(false);
  const existing = existingPmocId(generate.error);
  const contract = entries.find((entry) => entry.id === contractId);

  function change(apply: () => void) {
    generate.reset();
    apply();
  }

  function confirm() {
    if (existing) return void navigate(`/documentos/${existing}`);
    if (!contractId) return setMissingContract(true);
    if (!yearValid) return;
    generate.mutate(
      { contratoId: contractId, ano: Number(year) },
      { onSuccess: (result) => void navigate(`/documentos/${generatedDocumentId(result)}`) },
    );
  }

  return (
    <ConfirmDialog
      open
      title="Gerar PMOC"
      confirmLabel={
        existing ? 'Abrir o PMOC existente' : generate.isPending ? 'Gerando…' : 'Gerar PMOC'
      }
      busy={generate.isPending}
      error={generate.isError && !existing ? errorMessage(generate.error) : undefined}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <p>
        O plano de manutenção, operação e controle do contrato no ano, com o inventário dos
        equipamentos e o cronograma anual. O que a plataforma não sabe fica marcado{' '}
        <mark className="preencher">[preencher]</mark> para completar no editor.
      </p>
      <label className="field">
        <span>Contrato</span>
        <select
          name="pmocContratoId"
          value={contractId}
          aria-invalid={missingContract}
          onChange={(event) =>
            change(() => {
              setContractId(event.target.value);
              setMissingContract(false);
            })
          }
        >
          <option value="">Escolha o contrato</option>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.codigo} — {entry.clienteNome}
            </option>
          ))}
        </select>
        {missingContract && <span className="field__error">Escolha o contrato do PMOC.</span>}
      </label>
      <label className="field field--inline-width">
        <span>Ano</span>
        <input
          type="number"
          name="pmocAno"
          min={MIN_YEAR}
          max={MAX_YEAR}
          step={1}
          value={year}
          aria-invalid={!yearValid}
          onChange={(event) => change(() => setYear(event.target.value))}
        />
        {!yearValid && (
          <span className="field__error">
            Informe um ano entre {MIN_YEAR} e {MAX_YEAR}.
          </span>
        )}
      </label>
      {existing && (
        <p className="notice notice--warning" role="status">
          O PMOC de {year} do contrato {contract?.codigo ?? 'escolhido'} já existe. Só há um PMOC
          por contrato e ano: abra-o para editar ou assinar.
        </p>
      )}
    </ConfirmDialog>
  );
}
