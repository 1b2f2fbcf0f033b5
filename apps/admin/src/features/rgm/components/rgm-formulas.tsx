import type { RgmSnapshot } from '../api/rgm.types';

/** The report's reading order; a formula the screen does not know yet goes last. */
const ORDER = [
  'chamados',
  'ordens',
  'corretivos',
  'mttr',
  'restabelecimento',
  'sla',
  'agendadas',
  'recorrencia',
  'execucao',
  'km',
  'checklist',
  'causas',
  'preventivas',
  'pontualidade',
];

function rank(key: string) {
  const index = ORDER.indexOf(key);
  return index === -1 ? ORDER.length : index;
}

/** "MTTR (SMRP): média de …" as a term and its definition. */
function split(key: string, text: string): [string, string] {
  const at = text.indexOf(': ');
  return at > 0 ? [text.slice(0, at), text.slice(at + 2)] : [key, text];
}

/** How each figure of this RGM was computed, as frozen in its snapshot. */
export function RgmFormulas({ snapshot }: { snapshot: RgmSnapshot }) {
  const { recorrencia } = snapshot.parametros;
  return (
    <section className="card" aria-labelledby="formulas-title">
      <div className="card__header">
        <h2 id="formulas-title">Fórmulas</h2>
        <p className="muted">
          Como cada número deste RGM foi calculado (fórmulas versão {snapshot.versaoFormulas}; datas
          no fuso {snapshot.periodo.fusoHorario}; recorrência: {recorrencia.ocorrencias} corretivas
          em {recorrencia.dias} dias).
        </p>
      </div>
      <dl className="formulas">
        {Object.entries(snapshot.formulas)
          .sort(([a], [b]) => rank(a) - rank(b))
          .map(([key, text]) => {
            const [term, definition] = split(key, text);
            return (
              <div key={key} className="formulas__item">
                <dt>{term}</dt>
                <dd>{definition}</dd>
              </div>
            );
          })}
      </dl>
    </section>
  );
}
