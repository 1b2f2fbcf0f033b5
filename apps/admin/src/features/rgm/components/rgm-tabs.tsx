import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { RgmSnapshot } from '../api/rgm.types';
import { ChecklistCausesPanel } from './checklist-causes-panel';
import { ContractComparisonTable } from './contract-comparison-table';
import { EquipmentTable } from './equipment-table';
import { PreventiveComplianceTab } from './preventive-compliance-tab';
import { RgmFluidsTab } from './rgm-fluids-tab';
import { RgmOrdersTab } from './rgm-orders-tab';
import { RgmPendingTab } from './rgm-pending-tab';
import { RgmScheduleTab } from './rgm-schedule-tab';
import { TechnicianTable } from './technician-table';

interface Tab {
  id: string;
  label: string;
  /** Shown beside the label; the schedule, computed on opening, has none. */
  count?: number;
  render: () => ReactNode;
}

function tabsOf(snapshot: RgmSnapshot): Tab[] {
  const tabs: Tab[] = [
    {
      id: 'equipamentos',
      label: 'Por equipamento',
      count: snapshot.porEquipamento.length,
      render: () => <EquipmentTable snapshot={snapshot} />,
    },
    {
      id: 'tecnicos',
      label: 'Por técnico',
      count: snapshot.porTecnico.length,
      render: () => <TechnicianTable rows={snapshot.porTecnico} />,
    },
  ];
  if (snapshot.escopo.consolidado && snapshot.porContrato) {
    const rows = snapshot.porContrato;
    tabs.push({
      id: 'contratos',
      label: 'Por contrato',
      count: rows.length,
      render: () => <ContractComparisonTable rows={rows} total={snapshot.resumo} />,
    });
  }
  const preventives = snapshot.preventivas;
  if (preventives) {
    tabs.push({
      id: 'preventivas',
      label: 'Preventivas',
      count: preventives.porEquipamento.length,
      render: () => (
        <PreventiveComplianceTab preventives={preventives} version={snapshot.versaoFormulas} />
      ),
    });
  }
  const { ordens, pendencias, fluidos } = snapshot;
  if (ordens) {
    tabs.push({
      id: 'ordens',
      label: 'Ordens',
      count: ordens.length,
      render: () => <RgmOrdersTab orders={ordens} period={snapshot.periodo} />,
    });
  }
  if (pendencias) {
    tabs.push({
      id: 'pendencias',
      label: 'Pendências',
      count:
        pendencias.ordensAbertas.length +
        pendencias.naoConformidades.length +
        (pendencias.preventivasAtrasadas?.length ?? 0) +
        pendencias.recomendacoes.length,
      render: () => (
        <RgmPendingTab pending={pendencias} orders={ordens ?? []} period={snapshot.periodo} />
      ),
    });
  }
  if (fluidos) {
    tabs.push({
      id: 'fluidos',
      label: 'Fluido refrigerante',
      count: fluidos.linhas.length,
      render: () => <RgmFluidsTab fluids={fluidos} />,
    });
  }
  tabs.push({
    id: 'checklist',
    label: 'Checklist e causas',
    count: snapshot.checklist.length + snapshot.causasRaiz.length,
    render: () => <ChecklistCausesPanel snapshot={snapshot} />,
  });
  tabs.push({
    id: 'cronograma',
    label: 'Cronograma anual',
    render: () => <RgmScheduleTab snapshot={snapshot} />,
  });
  return tabs;
}

/** The RGM's detail, one tab per view; the open tab is kept in the address (`?aba=`). */
export function RgmTabs({ snapshot }: { snapshot: RgmSnapshot }) {
  const [params, setParams] = useSearchParams();
  const prefix = useId();
  const tabs = tabsOf(snapshot);
  const selected = tabs.find((tab) => tab.id === params.get('aba')) ?? tabs[0];

  const select = (tab: Tab) => setParams({ aba: tab.id }, { replace: true });

  // Arrow keys move between tabs, as in any tab list.
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length];
    select(next);
    document.getElementById(`${prefix}-${next.id}`)?.focus();
  }

  return (
    <section className="card card--flush rgm-tabs" aria-label="Detalhamento do RGM">
      <div className="rgm-tabs__bar pills" role="tablist" aria-label="Visões do RGM">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${prefix}-${tab.id}`}
            type="button"
            role="tab"
            className="pill"
            aria-selected={tab === selected}
            aria-controls={`${prefix}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={handleKeyDown}
          >
            {tab.label}{' '}
            {tab.count !== undefined && <span className="pill__count">{tab.count}</span>}
          </button>
        ))}
      </div>
      <div
        id={`${prefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${prefix}-${selected.id}`}
        className="rgm-tabs__panel"
        data-aba={selected.id}
      >
        {selected.render()}
      </div>
    </section>
  );
}
