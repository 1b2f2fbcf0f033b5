import { ErrorState, LoadingState } from '../../../components/query-states';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import type { FluidAuditEntry, FluidEventKind } from '../api/fluids.types';
import { EVENT_LABELS, formatDay, formatKg } from '../fluid-format';
import { useFluidAudit } from '../hooks/use-fluid-audit';

const ACTION_LABELS: Record<FluidAuditEntry['acao'], string> = {
  CRIADO: 'Registrado',
  CORRIGIDO: 'Corrigido',
  EXCLUIDO: 'Excluído',
  CONFIRMADO: 'Confirmado na revisão',
};

const FIELD_LABELS: Record<string, string> = {
  tipoGas: 'gás',
  tipoEvento: 'evento',
  quantidadeKg: 'quantidade',
  dataEvento: 'data',
  equipamentoId: 'equipamento',
  setor: 'setor',
};

/** A recorded value as people read it: `Recarga`, `1,5 kg`, `02/02/2026`. */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (key === 'tipoEvento' && typeof value === 'string' && value in EVENT_LABELS) {
    return EVENT_LABELS[value as FluidEventKind];
  }
  if (key === 'quantidadeKg') return formatKg(Number(value));
  if (key === 'dataEvento') return formatDay(String(value));
  return String(value);
}

/** `quantidade: 1,2 kg → 1,5 kg` for every field a correction changed; the values of a creation. */
function details({ acao, antes, depois }: FluidAuditEntry): string[] {
  if (!depois) return [];
  const keys = Object.keys(FIELD_LABELS).filter((key) => key in depois && key !== 'equipamentoId');
  if (acao === 'CRIADO' || !antes) {
    return [keys.map((key) => `${FIELD_LABELS[key]}: ${shown(key, depois[key])}`).join(' · ')];
  }
  return keys
    .filter((key) => shown(key, antes[key]) !== shown(key, depois[key]))
    .map((key) => `${FIELD_LABELS[key]}: ${shown(key, antes[key])} → ${shown(key, depois[key])}`);
}

/** Who created, corrected or deleted the event, when and why. */
export function FluidAuditTrail({ eventId }: { eventId: string }) {
  const audit = useFluidAudit(eventId);
  if (audit.isPending) return <LoadingState label="Carregando o histórico…" />;
  if (audit.isError) return <ErrorState error={audit.error} onRetry={() => audit.refetch()} />;
  return (
    <ol className="timeline fluid-audit" aria-label="Histórico do evento">
      {audit.data.map((entry, index) => (
        <li key={index} className={`timeline__item timeline__item--${entry.acao.toLowerCase()}`}>
          <span className="timeline__label">{ACTION_LABELS[entry.acao]}</span>
          <span className="timeline__meta">
            {entry.usuario ?? 'Sistema'} · {formatShortDateTime(entry.em)}
          </span>
          {details(entry).map((change) => (
            <span key={change} className="timeline__meta">
              {change}
            </span>
          ))}
          {entry.motivo && <span className="timeline__meta">Motivo: {entry.motivo}</span>}
        </li>
      ))}
    </ol>
  );
}
