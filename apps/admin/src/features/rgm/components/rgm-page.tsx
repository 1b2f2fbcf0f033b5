import { useParams } from 'react-router';
import { Page } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorMessage } from '@campo/web-client';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { PdfActions } from '../../pdf/components/pdf-actions';
import { PdfPanel } from '../../pdf/components/pdf-panel';
import { usePdf } from '../../pdf/hooks/use-pdf';
import { rgmPdfUrl } from '../api/rgm.api';
import { useRgm } from '../hooks/use-rgm';
import { useRgmAction } from '../hooks/use-rgm-action';
import { formatPeriod } from '../rgm-format';
import { ACTION_DONE } from '../rgm-workflow';
import { RgmActions } from './rgm-actions';
import { RgmCharts } from './rgm-charts';
import { RgmFacts, RgmScopeLine } from './rgm-facts';
import { RgmFormulas } from './rgm-formulas';
import { RgmSignatures } from './rgm-signatures';
import { RgmStateBadge } from './rgm-state-badge';
import { RgmSummary } from './rgm-summary';
import { RgmTabs } from './rgm-tabs';
import { RgmTimeline } from './rgm-timeline';

const BACK = { to: '/rgm', label: 'RGM' };

export function RgmPage() {
  const { rgmId = '' } = useParams();
  const { usuario } = useCurrentSession();
  const rgm = useRgm(rgmId);
  const action = useRgmAction(rgmId);
  // A draft is rendered anew (marked RASCUNHO) each time it changes; a released RGM's file is the one kept.
  const pdf = usePdf({
    url: rgmPdfUrl(rgmId),
    revision: rgm.data ? `${rgm.data.estado} ${rgm.data.calculadoEm} ${rgm.data.liberadoEm}` : '',
    fileName: 'RGM.pdf',
  });

  if (rgm.isPending) return <LoadingState label="Carregando RGM…" />;
  if (rgm.isError) {
    return (
      <Page title="RGM" back={BACK}>
        <div className="card">
          <ErrorState error={rgm.error} onRetry={() => rgm.refetch()} />
        </div>
      </Page>
    );
  }

  const view = rgm.data;
  const { snapshot } = view;
  // Liberar, Enviar and Reabrir report inside their confirmation; Recalcular here.
  const recalculateFailed = action.isError && action.variables?.action === 'recalcular';

  return (
    <Page
      back={BACK}
      title={
        <>
          RGM de {formatPeriod(view.inicio, view.fim)} <RgmStateBadge state={view.estado} />
        </>
      }
      lead={<RgmScopeLine rgm={view} />}
      actions={
        <>
          <PdfActions pdf={pdf} subject="do RGM" />
          <RgmActions rgm={view} role={usuario.papel} action={action} />
        </>
      }
    >
      <PdfPanel pdf={pdf} />
      <RgmFacts rgm={view} />
      {recalculateFailed && (
        <p className="alert" role="alert">
          {errorMessage(action.error)}
        </p>
      )}
      {action.isSuccess && action.variables && (
        <p className="saved" role="status">
          ✓ {ACTION_DONE[action.variables.action]}
        </p>
      )}

      <h2 className="visually-hidden">Resumo</h2>
      <RgmSummary snapshot={snapshot} />
      {/* In the page's own chunk: each chart keeps its height while ECharts loads on demand,
          so the tabs below never move under a click (a lazy section of nothing did). */}
      <RgmCharts snapshot={snapshot} />
      <RgmTabs snapshot={snapshot} />
      <RgmSignatures rgm={view} />
      <RgmFormulas snapshot={snapshot} />
      <RgmTimeline events={view.eventos} />
    </Page>
  );
}
