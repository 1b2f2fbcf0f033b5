import {
  type CatalogItem,
  type CatalogKind,
  type FinishRequirements,
  MATERIAL_UNITS,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
} from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import {
  useCreateCatalogItem,
  useFinishRequirements,
  useSaveFinishRequirements,
  useUpdateCatalogItem,
  useVisitCatalog,
} from '../hooks/use-visit-report';
import { ActiveToggle } from '../../../components/active-toggle';
import { SaveRow } from '../../../components/save-row';

/**
 * The visit report's company settings (ADMIN): the catalogue of services, materials and
 * reading kinds (with their units) the technician picks from, and what finishing an order
 * requires, per order type.
 */
export function VisitSettingsPage() {
  const catalog = useVisitCatalog();
  const requirements = useFinishRequirements();
  return (
    <section className="page page--narrow">
      <PageHeader
        title="Relatório de atendimento"
        lead="O que o técnico escolhe no aplicativo e o que a empresa exige para concluir uma ordem."
      />
      <QueryView query={requirements}>
        {(data) => <RequirementsForm key={JSON.stringify(data)} saved={data} />}
      </QueryView>
      <QueryView query={catalog}>
        {(data) => (
          <>
            <CatalogCard kind="SERVICO" items={data} />
            <CatalogCard kind="MATERIAL" items={data} />
            <CatalogCard kind="LEITURA" items={data} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function RequirementsForm({ saved }: { saved: FinishRequirements }) {
  const save = useSaveFinishRequirements();
  const [rows, setRows] = useState(saved);
  const [done, setDone] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    save.mutate(
      ORDER_TYPES.map((tipo) => ({ tipo, ...rows[tipo] })),
      { onSuccess: () => setDone(true) },
    );
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="requirements-title">
      <h2 id="requirements-title" className="section-title">
        Exigências para concluir
      </h2>
      <p className="muted">
        O aplicativo e o servidor recusam a conclusão de uma ordem sem o que estiver marcado. O
        aceite pode ser a assinatura do cliente ou o registro de “cliente ausente” com o motivo.
      </p>
      <table className="table table--dense visit-requirements">
        <thead>
          <tr>
            <th>Tipo de ordem</th>
            <th>Aceite do cliente</th>
            <th>Foto “depois”</th>
          </tr>
        </thead>
        <tbody>
          {ORDER_TYPES.map((tipo) => (
            <tr key={tipo} data-tipo={tipo}>
              <th scope="row">{ORDER_TYPE_LABELS[tipo]}</th>
              {(['exigeAssinatura', 'exigeFotoDepois'] as const).map((field) => (
                <td key={field}>
                  <input
                    type="checkbox"
                    name={`${tipo}-${field}`}
                    aria-label={`${ORDER_TYPE_LABELS[tipo]}: ${field === 'exigeAssinatura' ? 'exige aceite do cliente' : 'exige foto depois'}`}
                    checked={rows[tipo][field]}
                    onChange={(event) =>
                      setRows({ ...rows, [tipo]: { ...rows[tipo], [field]: event.target.checked } })
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <SaveRow error={save.error} saved={done && 'Exigências salvas.'} pending={save.isPending} />
    </form>
  );
}

const KIND_TITLES: Record<CatalogKind, string> = {
  SERVICO: 'Serviços',
  MATERIAL: 'Peças e materiais',
  LEITURA: 'Grandezas das medições',
};

/** "psi, bar" → ['psi', 'bar']: the units a reading kind accepts, as the ADMIN types them. */
const unitList = (text: string) =>
  text
    .split(',')
    .map((unit) => unit.trim())
    .filter(Boolean);

function CatalogCard({ kind, items }: { kind: CatalogKind; items: CatalogItem[] }) {
  const create = useCreateCatalogItem();
  const update = useUpdateCatalogItem();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('un');
  const [units, setUnits] = useState('');
  const mine = items.filter((item) => item.tipo === kind);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        tipo: kind,
        nome: name.trim(),
        ...(kind === 'MATERIAL' ? { unidade: unit } : {}),
        ...(kind === 'LEITURA' ? { unidades: unitList(units) } : {}),
      },
      {
        onSuccess: () => {
          setName('');
          setUnits('');
        },
      },
    );
  }

  return (
    <section className="card" aria-labelledby={`catalog-${kind}`}>
      <h2 id={`catalog-${kind}`} className="section-title">
        {KIND_TITLES[kind]}
      </h2>
      <table className="table">
        <tbody>
          {mine.map((item) => (
            <tr key={item.id} className={item.ativo ? undefined : 'muted'}>
              <td>
                {item.nome}
                {item.unidade && <span className="table__sub"> · {item.unidade}</span>}
                {item.unidades && <span className="table__sub"> · {item.unidades.join(', ')}</span>}
              </td>
              <td className="num">
                <ActiveToggle
                  active={item.ativo}
                  pending={update.isPending}
                  onToggle={() => update.mutate({ id: item.id, ativo: !item.ativo })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="form form--inline"
        onSubmit={submit}
        aria-label={`Novo item: ${KIND_TITLES[kind]}`}
      >
        <label className="field">
          <span>Novo item</span>
          <input
            name={`novo-${kind}`}
            required
            minLength={2}
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        {kind === 'MATERIAL' && (
          <label className="field">
            <span>Unidade</span>
            <select value={unit} onChange={(event) => setUnit(event.target.value)}>
              {MATERIAL_UNITS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
        )}
        {kind === 'LEITURA' && (
          <label className="field">
            <span>Unidades (separadas por vírgula)</span>
            <input
              name="unidades-LEITURA"
              required
              placeholder="V, kV"
              value={units}
              onChange={(event) => setUnits(event.target.value)}
            />
          </label>
        )}
        <button type="submit" className="button" disabled={create.isPending}>
          Adicionar
        </button>
      </form>
      <FormError error={create.error ?? update.error} />
    </section>
  );
}
