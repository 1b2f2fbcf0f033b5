import { useState } from 'react';
import {
  ACTIVITY_EQUIPMENT_TYPE_LABELS,
  ACTIVITY_EQUIPMENT_TYPES,
  type ActivityEquipmentType,
} from '@campo/contracts';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useActivityCatalogue } from '../hooks/use-activity-catalogue';
import { CatalogueTable } from './catalogue-table';
import { CleaningProducts } from './cleaning-products';
import { CreateActivityForm } from './create-activity-form';

/**
 * The company's activity plans for the PMOC: per equipment type, the activities with their
 * periodicity, acceptance criterion and source (loaded from Portaria 3.523/1998 Annex I
 * and NBR 13971 the first time), and the cleaning products.
 */
export function ActivityPlansPage() {
  const { usuario } = useCurrentSession();
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel);
  const catalogue = useActivityCatalogue();
  const [type, setType] = useState<ActivityEquipmentType>('SPLIT');
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const activities = catalogue.data?.atividades.filter((item) => item.tipoEquipamento === type);

  return (
    <section className="page">
      <PageHeader
        title="Planos de atividades"
        lead="O que se faz em cada tipo de equipamento e com que periodicidade: é o plano do PMOC e o checklist do técnico em cada visita (as atividades que vencem naquela visita)."
        actions={
          canEdit &&
          !adding && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setMessage(null);
                setAdding(true);
              }}
            >
              Nova atividade
            </button>
          )
        }
      />
      <label className="field field--inline">
        <span>Tipo de equipamento</span>
        <select
          name="tipoEquipamento"
          value={type}
          onChange={(event) => setType(event.target.value as ActivityEquipmentType)}
        >
          {ACTIVITY_EQUIPMENT_TYPES.map((code) => (
            <option key={code} value={code}>
              {ACTIVITY_EQUIPMENT_TYPE_LABELS[code]}
            </option>
          ))}
        </select>
      </label>
      {adding && (
        <CreateActivityForm
          type={type}
          onDone={(created) => {
            setAdding(false);
            setMessage(created ? `Atividade "${created}" criada.` : null);
          }}
        />
      )}
      {message && (
        <p className="saved" role="status">
          ✓ {message}
        </p>
      )}
      <div className="card card--flush">
        <QueryView query={catalogue} loading="Carregando o catálogo…">
          {() => <CatalogueTable activities={activities ?? []} canEdit={canEdit} />}
        </QueryView>
      </div>
      <p className="muted">
        Uma unidade pode ter o seu próprio ajuste (outra periodicidade, uma atividade que não se
        aplica, uma atividade a mais): o PMOC lista esses ajustes por TAG.
      </p>
      <CleaningProducts canEdit={canEdit} />
    </section>
  );
}
