import { type ReactNode, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { PageQueryState } from '../../../components/query-view';
import { Fact, SummaryList } from '../../../components/summary-list';
import { formatDateTime, formatShortDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { UnitActivityPlan } from '../../activity-plans/components/unit-activity-plan';
import { useSectors } from '../../sectors/hooks/use-sectors';
import { useReadableEntities } from '../hooks/use-readable-entities';
import { useRecord } from '../hooks/use-record';
import { backFromState, type RecordBack } from '../record-back';
import { labelDetail } from '../record-draft';
import { formatRecordValue, recordColumns } from '../record-values';
import type { CreatedState } from './record-create-page';
import { RecordEditForm } from './record-edit-form';
import { RetireRecordDialog } from './retire-record-dialog';

interface RecordDetailPageProps {
  /** The entity, when the route names it (a register's record page); else from the address. */
  entidade?: string;
  /** The list the back link goes to when the page was not opened from one. */
  list?: RecordBack;
  /** What another feature shows under the record (a unit's QR code, a contract's labels). */
  extras?: (recordId: string) => ReactNode;
}

export function RecordDetailPage({ entidade: routeEntity, list, extras }: RecordDetailPageProps) {
  const params = useParams();
  const entidade = routeEntity ?? params.entidade ?? '';
  const recordId = params.recordId ?? '';
  const location = useLocation();
  const { usuario } = useCurrentSession();
  const { data: entities } = useReadableEntities();
  const entity = entities?.find((candidate) => candidate.entidade === entidade);
  const record = useRecord(entidade, recordId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const created = (location.state as Partial<CreatedState> | null)?.created;
  const isEquipment = entidade === 'equipamento';
  // An equipment's sector is typed with the active sectors offered (a new name creates one).
  const sectors = useSectors({ enabled: isEquipment && editing });
  const activeSectors = sectors.data?.filter((sector) => !sector.desativadoEm) ?? [];
  const fallback = list ?? { to: `/dados/${entidade}`, label: entity?.nome ?? 'Dados' };
  const back = backFromState(location.state) ?? fallback;
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel) && entity !== undefined;

  if (record.isPending || record.isError)
    return (
      <PageQueryState query={record} title="Registro" back={back} loading="Carregando registro…" />
    );

  const data = record.data;
  const keyText = (entity?.chave ?? []).map((campo) => formatRecordValue(data[campo])).join(' · ');
  const retired = Boolean(data.desativadoEm);
  return (
    <section className="page page--narrow">
      <PageHeader
        back={back}
        title={
          <>
            {keyText || 'Registro'}
            {retired && <span className="badge badge--muted">Desativado</span>}
          </>
        }
        lead={entity?.nome}
        actions={
          canEdit &&
          !editing && (
            <>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setSaved(null);
                  setEditing(true);
                }}
              >
                Editar
              </button>
              {entity.desativavel && (
                <button
                  type="button"
                  className={retired ? 'button' : 'button button--danger-outline'}
                  onClick={() => {
                    setSaved(null);
                    setConfirming(true);
                  }}
                >
                  {retired ? 'Reativar' : 'Desativar'}
                </button>
              )}
            </>
          )
        }
      />
      {created && !saved && (
        <div role="status">
          <p className="saved">✓ Registro cadastrado.</p>
          {created.avisos.length > 0 && (
            <div className="alert alert--warning">
              {created.avisos.map((aviso) => (
                <p key={aviso}>{entity ? labelDetail(entity, aviso) : aviso}</p>
              ))}
            </div>
          )}
        </div>
      )}
      {saved && (
        <p className="saved" role="status">
          ✓ {saved}
        </p>
      )}
      {retired && (
        <p className="alert alert--warning" data-desativado>
          Desativado em {formatShortDateTime(data.desativadoEm as string)}
          {data.desativadoPor ? ` por ${data.desativadoPor}` : ''}. Fica fora do cronograma e do
          PMOC a partir dessa data; o histórico continua aqui.
        </p>
      )}
      {confirming && entity && (
        <RetireRecordDialog
          entity={entity}
          record={data}
          name={keyText}
          onClose={(changed) => {
            setConfirming(false);
            if (changed) setSaved(retired ? 'Registro reativado.' : 'Registro desativado.');
          }}
        />
      )}
      {editing && entity ? (
        <RecordEditForm
          entity={entity}
          record={data}
          suggestions={
            isEquipment ? { setor: activeSectors.map((sector) => sector.nome) } : undefined
          }
          onDone={(changed) => {
            setEditing(false);
            setSaved(changed ? 'Alterações salvas.' : null);
          }}
        />
      ) : (
        <div className="card card--flush">
          <dl className="record">
            {recordColumns(entity?.campos, data).map((column) => (
              <div key={column.campo} className="record__item" data-campo={column.campo}>
                {/* The label people know; the `campo` is for integrators (the guide lists it). */}
                <dt>{column.rotulo}</dt>
                <dd className={data[column.campo] === null ? 'muted' : undefined}>
                  {formatRecordValue(data[column.campo], column.field)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <SummaryList className="summary-list--muted">
        <Fact label="Identificador">
          <code className="mono">{data.id}</code>
        </Fact>
        <Fact label="Criado em">{formatDateTime(data.criadoEm)}</Fact>
        <Fact label="Atualizado em">{formatDateTime(data.atualizadoEm)}</Fact>
      </SummaryList>
      {isEquipment && (
        <UnitActivityPlan
          equipmentId={data.id}
          canEdit={RECORD_EDIT_ROLES.includes(usuario.papel)}
        />
      )}
      {extras?.(data.id)}
    </section>
  );
}
