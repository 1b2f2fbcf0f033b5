import type { IndoorAirJudgement } from '@campo/contracts';
import { useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { formatCalendarDate, formatNumber } from '../../../lib/format';
import { useIndoorAirAnalysis } from '../hooks/use-indoor-air';
import { VERDICT_BADGES, VERDICT_LABELS } from './indoor-air-format';
import { LabReportCard } from './lab-report-card';
import '../../../styles/indoor-air.css';

const number = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** `21 a 26 °C`, `≤ 700 ppm acima do exterior`, `I/E ≤ 1,5` (a ratio has no unit). */
function limitWithUnit(row: IndoorAirJudgement) {
  if (row.unidade === 'I/E') return row.limite;
  const above = ' acima do exterior';
  return row.limite.endsWith(above)
    ? `${row.limite.slice(0, -above.length)} ${row.unidade}${above}`
    : `${row.limite} ${row.unidade}`;
}

const COLUMNS: readonly DataColumn<IndoorAirJudgement>[] = [
  { key: 'nome', label: 'Parâmetro', cell: (row) => row.nome },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (row) => (
      <span className={VERDICT_BADGES[row.situacao]}>{VERDICT_LABELS[row.situacao]}</span>
    ),
  },
  { key: 'interno', label: 'Interior', numeric: true, cell: (row) => number(row.interno) },
  { key: 'externo', label: 'Exterior', numeric: true, cell: (row) => number(row.externo) },
  { key: 'apurado', label: 'Apurado', numeric: true, cell: (row) => number(row.apurado) },
  { key: 'limite', label: 'Referência', cell: limitWithUnit },
];

/** One analysis: each parameter judged against NBR 17037, and its lab and report (editable). */
export function IndoorAirAnalysisPage() {
  const { analysisId = '' } = useParams();
  const analysis = useIndoorAirAnalysis(analysisId);
  if (analysis.isPending) return <LoadingState label="Carregando a análise…" />;
  if (analysis.isError)
    return <ErrorState error={analysis.error} onRetry={() => analysis.refetch()} />;
  const data = analysis.data;
  const failed = data.resultado === 'NAO_CONFORME';

  return (
    <section className="page">
      <PageHeader
        back={{ to: '/qualidade-ar', label: 'Qualidade do ar interior' }}
        title={`Análise de ${formatCalendarDate(data.dataColeta)} — ${data.contrato}`}
        lead={`${data.ambiente ?? 'Contrato (geral)'} · ${data.laboratorio}${data.laudoNumero ? ` · laudo nº ${data.laudoNumero}` : ''}`}
        actions={
          data.arquivoId && (
            <a
              className="button"
              href={`/api/arquivos/${encodeURIComponent(data.arquivoId)}`}
              target="_blank"
              rel="noreferrer"
            >
              Abrir o laudo (PDF)
            </a>
          )
        }
      />
      <p
        className={`indoor-air__verdict ${failed ? 'indoor-air__verdict--failed' : ''}`}
        role="status"
        data-testid="resultado-analise"
      >
        {failed
          ? `Não conforme: ${data.reprovados.join('; ')}.`
          : 'Conforme: todos os parâmetros medidos estão dentro da referência.'}
      </p>
      <div className="card card--flush">
        <DataTable
          columns={COLUMNS}
          rows={data.julgamento}
          rowKey={(row) => row.codigo}
          rowProps={(row) => ({ 'data-parametro': row.codigo, 'data-situacao': row.situacao })}
          caption="Parâmetros da análise e a referência da ABNT NBR 17037:2023"
        />
      </div>
      {data.observacao && <p className="muted">{data.observacao}</p>}
      <LabReportCard key={data.id} analysis={data} />
    </section>
  );
}
