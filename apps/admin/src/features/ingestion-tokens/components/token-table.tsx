import type { IngestionTokenView } from '@campo/contracts';
import { Link } from 'react-router';
import { type DataColumn, DataTable, exportColumns } from '../../../components/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { formatDate, formatShortDateTime, plural } from '../../../lib/format';
import { sortRows, useSortParam } from '../../../lib/table-sort';
import { MODE_LABELS, TOKEN_STATE_LABELS } from '../token-state';
import { TokenScopeSummary } from './token-scope-summary';
import { TokenStateBadge } from './token-state-badge';

const COLUMNS: readonly DataColumn<IngestionTokenView>[] = [
  {
    key: 'nome',
    label: 'Nome / prefixo',
    className: 'table__name',
    value: (token) => token.nome,
    cell: (token) => (
      <>
        <Link to={`/integracoes/tokens/${token.id}`} className="table__title">
          {token.nome}
        </Link>
        <code className="table__sub mono" title="O começo do token, para reconhecê-lo">
          {token.prefixo}…
        </code>
      </>
    ),
  },
  {
    key: 'prefixo',
    label: 'Prefixo',
    // Shown under the name; a column of its own only in the export.
    value: (token) => token.prefixo,
    cell: () => null,
  },
  {
    key: 'modo',
    label: 'Modo',
    className: 'nowrap',
    value: (token) => MODE_LABELS[token.modo],
    cell: (token) => MODE_LABELS[token.modo],
  },
  {
    key: 'entidades',
    label: 'Escopo',
    value: (token) => token.entidades.length,
    exportValue: (token) => token.entidades.join(', '),
    firstDirection: 'desc',
    cell: (token) => <TokenScopeSummary entities={token.entidades} />,
  },
  {
    key: 'estado',
    label: 'Estado',
    value: (token) => TOKEN_STATE_LABELS[token.estado],
    cell: (token) => <TokenStateBadge state={token.estado} />,
  },
  {
    key: 'expiraEm',
    label: 'Validade',
    className: 'nowrap',
    value: (token) => token.expiraEm,
    exportValue: (token) => (token.expiraEm ? formatDate(token.expiraEm) : 'Sem validade'),
    cell: (token) =>
      token.expiraEm ? formatDate(token.expiraEm) : <span className="muted">Sem validade</span>,
  },
  {
    key: 'ultimoUsoEm',
    label: 'Último uso',
    className: 'nowrap',
    firstDirection: 'desc',
    value: (token) => token.ultimoUsoEm,
    exportValue: (token) =>
      token.ultimoUsoEm ? formatShortDateTime(token.ultimoUsoEm) : 'Nunca usado',
    cell: (token) =>
      token.ultimoUsoEm ? (
        formatShortDateTime(token.ultimoUsoEm)
      ) : (
        <span className="muted">Nunca usado</span>
      ),
  },
  {
    key: 'acoes',
    label: 'Ações',
    header: <span className="visually-hidden">Ações</span>,
    className: 'table__actions',
    cell: (token) => (
      <Link to={`/integracoes/tokens/${token.id}`} className="button button--small">
        Gerenciar
      </Link>
    ),
  },
];

const SHOWN = COLUMNS.filter((column) => column.key !== 'prefixo');

/** The company's tokens, newest first until a header sorts them (the whole list is on the client). */
export function TokenTable({ tokens }: { tokens: readonly IngestionTokenView[] }) {
  const [sort, setSort] = useSortParam();
  const column = sort && COLUMNS.find((candidate) => candidate.key === sort.key);
  const rows = column && sort ? sortRows(tokens, column.value, sort.direction) : tokens;

  return (
    <>
      <div className="list-bar">
        <span className="list-bar__count">{plural(tokens.length, 'token', 'tokens')}</span>
        <ExportButtons
          columns={exportColumns(COLUMNS)}
          load={() => Promise.resolve(rows)}
          fileName="tokens-de-ingestao"
          sheetName="Tokens"
        />
      </div>
      <DataTable
        columns={SHOWN}
        rows={rows}
        rowKey={(token) => token.id}
        rowProps={(token) => ({ 'data-token-id': token.id })}
        sort={sort}
        onSortChange={setSort}
        className="table--dense"
        caption="Tokens de ingestão."
      />
    </>
  );
}
