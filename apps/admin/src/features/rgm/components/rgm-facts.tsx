import { Fact, SummaryList } from '../../../components/summary-list';
import { formatShortDateTime } from '../../../lib/format';
import type { RgmView } from '../api/rgm.types';
import { formatPeriodRange, RGM_ORIGIN_LABELS } from '../rgm-format';

const STATE_NOTES = {
  rascunho: {
    tone: 'notice',
    text: 'Rascunho: os números podem mudar. Recalcule se as ordens do período mudaram e libere quando estiverem conferidos.',
  },
  liberado: {
    tone: 'notice notice--success',
    text: 'Liberado: os números estão congelados e não mudam, mesmo que as ordens do período mudem. Falta enviá-lo aos destinatários.',
  },
  enviado: {
    tone: 'notice notice--success',
    text: 'Enviado aos destinatários. Os números estão congelados.',
  },
} as const;

/** Period, origin and the workflow's who-and-when, above the figures. */
export function RgmFacts({ rgm }: { rgm: RgmView }) {
  const note = STATE_NOTES[rgm.estado];

  return (
    <>
      <SummaryList
        className="rgm-facts"
        facts={[
          ['Período', formatPeriodRange(rgm.inicio, rgm.fim)],
          ['Origem', RGM_ORIGIN_LABELS[rgm.origem]],
          ['Calculado em', formatShortDateTime(rgm.calculadoEm)],
        ]}
      >
        <div>
          <dt>Liberado</dt>
          <dd data-testid="rgm-liberado">
            {rgm.liberadoEm
              ? `${formatShortDateTime(rgm.liberadoEm)} por ${rgm.liberadoPor ?? 'fechamento automático'}`
              : 'Ainda não'}
          </dd>
        </div>
        {rgm.enviadoEm && <Fact label="Enviado">{formatShortDateTime(rgm.enviadoEm)}</Fact>}
      </SummaryList>
      <p className={note.tone}>{note.text}</p>
    </>
  );
}

/** "CT-001 · Hospital Boa Saúde", or the whole company: the line under the RGM's title. */
export function RgmScopeLine({ rgm }: { rgm: RgmView }) {
  const contract = rgm.snapshot.escopo.contrato;
  return (
    <span data-testid="rgm-escopo">
      {rgm.consolidado ? (
        <>
          <strong>Consolidado</strong> · toda a empresa
        </>
      ) : (
        <>
          <strong>{contract?.codigo ?? 'Contrato'}</strong>
          {contract?.cliente && ` · ${contract.cliente}`}
        </>
      )}
    </span>
  );
}
