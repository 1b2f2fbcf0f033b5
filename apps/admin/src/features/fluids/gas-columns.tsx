import type { DataColumn } from '../../components/data-table';
import { formatKg } from '../../lib/format';

/** Kilograms of refrigerant recharged, recovered and leaked: a line of every gas table. */
export interface KgFigures {
  recargaKg: number;
  retiradaKg: number;
  vazamentoKg: number;
}

const KG_FIGURES = [
  { key: 'recargaKg', label: 'Recarga' },
  { key: 'retiradaKg', label: 'Retirada' },
  { key: 'vazamentoKg', label: 'Vazamento' },
] as const;

/** The Recarga, Retirada and Vazamento columns of a table of gases. */
export function kgColumns<Row extends KgFigures>(): DataColumn<Row>[] {
  return KG_FIGURES.map(({ key, label }) => ({
    key,
    label,
    numeric: true,
    className: 'nowrap',
    cell: (row: Row) => formatKg(row[key]),
  }));
}

/** The same three figures of a total line (DataTable's `footer`). */
export function kgFooter(total: KgFigures) {
  return Object.fromEntries(KG_FIGURES.map(({ key }) => [key, formatKg(total[key])]));
}
