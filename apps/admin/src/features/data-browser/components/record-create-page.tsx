import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useSectors } from '../../sectors/hooks/use-sectors';
import { useReadableEntities } from '../hooks/use-readable-entities';
import type { RecordBack } from '../record-back';
import { RecordCreateForm } from './record-create-form';

interface RecordCreatePageProps {
  entidade: string;
  title: string;
  /** The list the page came from; the new record's page is under it. */
  list: RecordBack;
}

/** The state a new record's page opens with: what to say above it. */
export interface CreatedState {
  created: { avisos: string[] };
  back: RecordBack;
}

/**
 * A new record of a register ("Novo"): the generated form, starting with the list's
 * filters (`?contrato=CT-1` starts the contract), then the record's own page.
 */
export function RecordCreatePage({ entidade, title, list }: RecordCreatePageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const readable = useReadableEntities();
  const entity = readable.data?.find((candidate) => candidate.entidade === entidade);
  const isEquipment = entidade === 'equipamento';
  const sectors = useSectors({ enabled: isEquipment });
  const activeSectors = sectors.data?.filter((sector) => !sector.desativadoEm) ?? [];

  return (
    <section className="page page--narrow">
      <PageHeader back={list} title={title} lead={entity?.nome} />
      {readable.isPending ? (
        <LoadingState label="Carregando…" />
      ) : !entity ? (
        <div className="card">
          <ErrorState error={readable.error} onRetry={() => readable.refetch()} />
        </div>
      ) : (
        <RecordCreateForm
          entity={entity}
          initial={Object.fromEntries(
            entity.campos.flatMap(({ campo }) => {
              const value = params.get(campo);
              return value ? [[campo, value]] : [];
            }),
          )}
          suggestions={
            isEquipment ? { setor: activeSectors.map((sector) => sector.nome) } : undefined
          }
          onCancel={() => void navigate(list.to)}
          onCreated={({ record, avisos }) => {
            const state: CreatedState = { created: { avisos }, back: list };
            void navigate(`${list.to}/${record.id}`, { state });
          }}
        />
      )}
    </section>
  );
}
