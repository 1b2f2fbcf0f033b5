import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CYLINDER_PURPOSE_LABELS,
  CYLINDER_PURPOSES,
  type CylinderPurpose,
  destinationRecipient,
  RECOVERY_DESTINATION_LABELS,
  RECOVERY_DESTINATIONS,
} from '@campo/contracts';
import { DataTable } from '../../../components/data-table';
import {
  DateField,
  FileField,
  Form,
  NumberField,
  problemsResolver,
  SelectInput,
  TextField,
} from '../../../components/form';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { EMPTY, todayInputValue } from '../../../lib/format';
import { contractOptions } from '../../contracts/contract-options';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import type { FluidCylinder } from '../api/fluids.types';
import { formatDay, formatKg } from '../fluid-format';
import { parseKg } from '../fluid-draft';
import {
  useAddDestination,
  useCreateCylinder,
  useCylinders,
  useDeactivateCylinder,
  useDestinations,
} from '../hooks/use-cylinders';
import { useFluidFilters } from '../hooks/use-fluid-filters';
import { useGases } from '../hooks/use-gases';
import { FluidsHeader } from './fluids-tabs';

const PURPOSES = CYLINDER_PURPOSES.map((purpose) => ({
  value: purpose,
  label: CYLINDER_PURPOSE_LABELS[purpose],
}));
const DESTINATIONS = RECOVERY_DESTINATIONS.map((destination) => ({
  value: destination,
  label: RECOVERY_DESTINATION_LABELS[destination],
}));

/**
 * The company's cylinders, recorded once: supply cylinders (new gas: supplier, invoice,
 * lot) and recovery cylinders, with what was charged from or recovered into each, and the
 * destinations of the recovery ones with their certificates.
 */
export function CylindersPage() {
  const { search } = useFluidFilters();
  const cylinders = useCylinders({});
  const deactivate = useDeactivateCylinder();
  const [open, setOpen] = useState<string | null>(null);
  const chosen = cylinders.data?.find((cylinder) => cylinder.id === open) ?? null;

  return (
    <section className="page">
      <FluidsHeader search={search} />
      <section className="card card--flush" aria-labelledby="fluidos-cilindros">
        <h2 id="fluidos-cilindros" className="fluid-report__title">
          Cilindros
        </h2>
        <p className="muted fluid-review__lead">
          Cada cilindro é cadastrado uma vez; o técnico escolhe no celular de qual cilindro saiu a
          recarga e para qual foi o gás recolhido. O saldo é a massa recebida menos as recargas
          lançadas: um saldo negativo não bloqueia o campo, mas a recarga vai para a revisão.
        </p>
        <QueryView
          query={cylinders}
          loading="Carregando os cilindros…"
          empty={
            <EmptyState title="Nenhum cilindro cadastrado">
              Cadastre abaixo os cilindros de gás novo (com fornecedor, nota fiscal e lote) e os de
              recolhimento.
            </EmptyState>
          }
        >
          {(rows) => (
            <DataTable<FluidCylinder>
              className="table--dense fluid-cylinders"
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'cilindro',
                  label: 'Cilindro',
                  card: 'title',
                  cell: (row) => (
                    <>
                      <span className="table__strong">{row.identificacao}</span>
                      <span className="table__sub">
                        {CYLINDER_PURPOSE_LABELS[row.finalidade]}
                        {row.ativo ? '' : ' · desativado'}
                      </span>
                    </>
                  ),
                },
                { key: 'gas', label: 'Gás', className: 'nowrap', cell: (row) => row.tipoGas },
                {
                  key: 'origem',
                  label: 'Fornecedor, NF e lote',
                  cell: (row) =>
                    row.fornecedor
                      ? `${row.fornecedor} · ${row.notaFiscal ?? EMPTY} · lote ${row.lote ?? EMPTY}`
                      : EMPTY,
                },
                {
                  key: 'massa',
                  label: 'Massa',
                  numeric: true,
                  className: 'nowrap',
                  cell: (row) => formatKg(row.massaKg),
                },
                {
                  key: 'movimentado',
                  label: 'Carregado / recolhido',
                  numeric: true,
                  className: 'nowrap',
                  cell: (row) => formatKg(row.movimentadoKg),
                },
                {
                  key: 'saldo',
                  label: 'Saldo / destinado',
                  numeric: true,
                  className: 'nowrap',
                  card: 'state',
                  cell: (row) =>
                    row.saldoKg !== null ? (
                      <span className={row.saldoKg < 0 ? 'text-danger' : undefined}>
                        {formatKg(row.saldoKg)}
                      </span>
                    ) : (
                      `${formatKg(row.destinadoKg ?? 0)} destinados`
                    ),
                },
                {
                  key: 'acoes',
                  label: 'Ações',
                  cell: (row) => (
                    <span className="table__actions">
                      {row.finalidade === 'RECOLHIMENTO' && (
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => setOpen(open === row.id ? null : row.id)}
                        >
                          Destinações
                        </button>
                      )}
                      {row.ativo && (
                        <button
                          type="button"
                          className="button button--ghost"
                          disabled={deactivate.isPending}
                          onClick={() => deactivate.mutate(row.id)}
                        >
                          Desativar
                        </button>
                      )}
                    </span>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </section>
      {chosen && <DestinationsCard cylinder={chosen} />}
      <CylinderForm />
    </section>
  );
}

interface CylinderDraft {
  finalidade: CylinderPurpose;
  identificacao: string;
  tipoGas: string;
  massaKg: string;
  fornecedor: string;
  notaFiscal: string;
  lote: string;
}

const cylinderProblems = (draft: CylinderDraft) => {
  const kg = parseKg(draft.massaKg);
  const supply = draft.finalidade === 'CARGA';
  return {
    identificacao: draft.identificacao.trim() ? undefined : 'Informe o número do cilindro.',
    tipoGas: draft.tipoGas ? undefined : 'Escolha o gás.',
    massaKg: kg > 0 ? undefined : 'Informe a massa líquida de gás, em kg.',
    fornecedor: supply && !draft.fornecedor.trim() ? 'Informe o fornecedor.' : undefined,
    notaFiscal: supply && !draft.notaFiscal.trim() ? 'Informe a nota fiscal.' : undefined,
    lote: supply && !draft.lote.trim() ? 'Informe o lote.' : undefined,
  };
};

const EMPTY_CYLINDER: CylinderDraft = {
  finalidade: 'CARGA',
  identificacao: '',
  tipoGas: '',
  massaKg: '',
  fornecedor: '',
  notaFiscal: '',
  lote: '',
};

/** Registers a cylinder; supply ones need supplier, invoice and lot. */
function CylinderForm() {
  const gases = useGases();
  const create = useCreateCylinder();
  const form = useForm<CylinderDraft>({
    defaultValues: EMPTY_CYLINDER,
    resolver: problemsResolver(cylinderProblems),
  });
  const purpose = useWatch({ control: form.control, name: 'finalidade' });

  function save(draft: CylinderDraft) {
    const supply = draft.finalidade === 'CARGA';
    create.mutate(
      {
        finalidade: draft.finalidade,
        identificacao: draft.identificacao.trim(),
        tipoGas: draft.tipoGas,
        massaKg: parseKg(draft.massaKg),
        ...(supply
          ? {
              fornecedor: draft.fornecedor.trim(),
              notaFiscal: draft.notaFiscal.trim(),
              lote: draft.lote.trim(),
            }
          : {}),
      },
      { onSuccess: () => form.reset(EMPTY_CYLINDER) },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Cadastrar cilindro"
      className="card form fluid-form"
      error={create.error}
      submit={{ label: 'Cadastrar cilindro', busyLabel: 'Cadastrando…', pending: create.isPending }}
    >
      <div className="card__header">
        <h2>Cadastrar cilindro</h2>
      </div>
      <div className="fluid-fields">
        <SelectInput name="finalidade" label="Finalidade" options={PURPOSES} />
        <TextField name="identificacao" label="Identificação" autoComplete="off" maxLength={60} />
        <SelectInput
          name="tipoGas"
          label="Gás"
          emptyLabel={gases.isPending ? 'Carregando…' : 'Escolha o gás'}
          options={(gases.data ?? []).map((gas) => ({ value: gas.codigo, label: gas.codigo }))}
        />
        <NumberField
          name="massaKg"
          label={purpose === 'CARGA' ? 'Massa líquida recebida (kg)' : 'Capacidade (kg)'}
          placeholder="0,000"
        />
        {purpose === 'CARGA' && (
          <>
            <TextField name="fornecedor" label="Fornecedor" maxLength={200} />
            <TextField name="notaFiscal" label="Nota fiscal" maxLength={60} />
            <TextField name="lote" label="Lote" maxLength={60} />
          </>
        )}
      </div>
    </Form>
  );
}

interface DestinationDraft {
  data: string;
  destino: string;
  destinatarioNome: string;
  destinatarioCnpj: string;
  contratoId: string;
  massaKg: string;
  certificadoNumero: string;
  certificado: FileList | null;
}

const destinationProblems = (draft: DestinationDraft) => {
  const offSite = draft.destino !== 'REUTILIZADO_NO_LOCAL';
  return {
    data: draft.data ? undefined : 'Informe a data.',
    destino: draft.destino ? undefined : 'Escolha o destino.',
    massaKg: parseKg(draft.massaKg) > 0 ? undefined : 'Informe a massa destinada, em kg.',
    destinatarioNome:
      draft.destino && offSite && !draft.destinatarioNome.trim()
        ? 'Informe o regenerador ou destruidor.'
        : undefined,
    destinatarioCnpj:
      draft.destino && offSite && !draft.destinatarioCnpj.trim()
        ? 'Informe o CNPJ do destinatário.'
        : undefined,
    contratoId:
      draft.destino === 'REUTILIZADO_NO_LOCAL' && !draft.contratoId
        ? 'Escolha o contrato do local.'
        : undefined,
    certificado:
      draft.destino && offSite && !draft.certificado?.length
        ? 'Anexe o certificado (PDF ou imagem).'
        : undefined,
  };
};

/** A recovery cylinder's destinations, and the form to record one with its certificate. */
function DestinationsCard({ cylinder }: { cylinder: FluidCylinder }) {
  const destinations = useDestinations(cylinder.id);
  const add = useAddDestination(cylinder.id);
  const { entries } = useContractDirectory();
  const empty: DestinationDraft = {
    data: todayInputValue(),
    destino: '',
    destinatarioNome: '',
    destinatarioCnpj: '',
    contratoId: '',
    massaKg: '',
    certificadoNumero: '',
    certificado: null,
  };
  const form = useForm<DestinationDraft>({
    defaultValues: empty,
    resolver: problemsResolver(destinationProblems),
  });
  const destino = useWatch({ control: form.control, name: 'destino' });

  function save(draft: DestinationDraft) {
    const body = new FormData();
    body.append('data', draft.data);
    body.append('destino', draft.destino);
    body.append('massaKg', draft.massaKg);
    if (draft.certificadoNumero.trim()) body.append('certificadoNumero', draft.certificadoNumero);
    if (draft.destino === 'REUTILIZADO_NO_LOCAL') body.append('contratoId', draft.contratoId);
    else {
      body.append('destinatarioNome', draft.destinatarioNome);
      body.append('destinatarioCnpj', draft.destinatarioCnpj);
    }
    const file = draft.certificado?.[0];
    if (file && file.size > 0) body.append('certificado', file);
    add.mutate(body, { onSuccess: () => form.reset(empty) });
  }

  return (
    <section className="card card--flush" aria-labelledby="fluidos-destinacoes">
      <h2 id="fluidos-destinacoes" className="fluid-report__title">
        Destinações do cilindro {cylinder.identificacao} ({cylinder.tipoGas})
      </h2>
      <QueryView
        query={destinations}
        loading="Carregando as destinações…"
        empty={<p className="muted fluid-report__empty">Nenhuma destinação registrada.</p>}
      >
        {(rows) => (
          <DataTable
            className="table--dense fluid-destinations"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'data',
                label: 'Data',
                className: 'nowrap',
                cell: (row) => formatDay(row.data),
              },
              {
                key: 'destino',
                label: 'Destino',
                card: 'title',
                cell: (row) => RECOVERY_DESTINATION_LABELS[row.destino],
              },
              {
                key: 'destinatario',
                label: 'Destinatário',
                cell: (row) => destinationRecipient(row),
              },
              {
                key: 'massa',
                label: 'Massa',
                numeric: true,
                className: 'nowrap',
                card: 'state',
                cell: (row) => formatKg(row.massaKg),
              },
              {
                key: 'certificado',
                label: 'Certificado',
                cell: (row) =>
                  row.arquivoId ? (
                    <a
                      href={`/api/arquivos/${encodeURIComponent(row.arquivoId)}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {row.certificadoNumero ?? 'Abrir certificado'}
                    </a>
                  ) : (
                    (row.certificadoNumero ?? EMPTY)
                  ),
              },
            ]}
          />
        )}
      </QueryView>
      <Form
        form={form}
        onSubmit={save}
        label="Registrar destinação"
        className="form fluid-form"
        error={add.error}
        submit={{
          label: 'Registrar destinação',
          busyLabel: 'Registrando…',
          pending: add.isPending,
        }}
      >
        <div className="fluid-fields">
          <DateField name="data" label="Data" max={todayInputValue()} />
          <SelectInput
            name="destino"
            label="Destino"
            emptyLabel="Escolha o destino"
            options={DESTINATIONS}
          />
          <NumberField name="massaKg" label="Massa destinada (kg)" placeholder="0,000" />
          {destino === 'REUTILIZADO_NO_LOCAL' ? (
            <SelectInput
              name="contratoId"
              label="Contrato do local"
              emptyLabel="Escolha o contrato"
              options={contractOptions(entries)}
            />
          ) : (
            <>
              <TextField name="destinatarioNome" label="Destinatário" maxLength={200} />
              <TextField name="destinatarioCnpj" label="CNPJ do destinatário" maxLength={20} />
            </>
          )}
          <TextField name="certificadoNumero" label="Nº do certificado" optional maxLength={60} />
          <FileField
            name="certificado"
            label="Certificado (PDF ou imagem)"
            accept="application/pdf,image/jpeg,image/png"
          />
        </div>
      </Form>
    </section>
  );
}
