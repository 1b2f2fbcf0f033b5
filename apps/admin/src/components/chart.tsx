import type { ChartSpec } from '@campo/charts';
import { useEffect, useRef, useState } from 'react';
import { ColumnHeaders } from './column-headers';
import '../styles/charts.css';

interface ChartProps {
  spec: ChartSpec;
  /** Height of the drawing in px; the width follows the container. */
  height?: number;
  emptyText?: string;
  /** A sparkline: no title, no data table (its card already says the figure). */
  compact?: boolean;
}

/**
 * A chart of `@campo/charts`, drawn by ECharts (loaded on demand) as SVG. Its summary is
 * the drawing's accessible name and its numbers are in a table under "Ver dados do
 * gráfico", so nothing is said by the picture alone. Memoize `spec`: a new one redraws.
 */
export function Chart({ spec, height = 260, emptyText, compact = false }: ChartProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const node = canvas.current;
    if (!node || spec.empty) return;
    let disposed = false;
    let dispose: (() => void) | undefined;
    import('./echarts-setup')
      .then(({ echarts }) => {
        if (disposed) return;
        const chart = echarts.init(node, null, { renderer: 'svg' });
        chart.setOption(spec.option);
        const observer = new ResizeObserver(() => chart.resize());
        observer.observe(node);
        dispose = () => {
          observer.disconnect();
          chart.dispose();
        };
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [spec]);

  const drawing = spec.empty ? (
    <p className="chart__empty">{emptyText ?? 'Sem dados para o gráfico.'}</p>
  ) : (
    <div
      ref={canvas}
      className="chart__canvas"
      role="img"
      aria-label={spec.summary}
      data-chart-state={state}
      style={{ height }}
    >
      {state === 'failed' && <p className="chart__empty">Não foi possível desenhar o gráfico.</p>}
    </div>
  );

  if (compact) return <div className="chart chart--compact">{drawing}</div>;
  return (
    <figure className="chart">
      <figcaption className="chart__title">{spec.title}</figcaption>
      {drawing}
      {!spec.empty && (
        <details className="chart__data">
          <summary>Ver dados do gráfico</summary>
          <div className="table-wrap">
            <table className="table">
              <ColumnHeaders labels={spec.table.columns} />
              <tbody>
                {spec.table.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="num">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}
