/**
 * How an order's root cause is read against the company's catalogue, in SQL so that every
 * report (the RGM's causes chart, order lists) reads it the same way, set-based, with no
 * query per order.
 *
 * The rule (documented in docs/area-b.md, "Catálogo de causas"):
 * 1. the entry chosen when the order was closed (`causa_id`) wins;
 * 2. otherwise the text (`causa_raiz`, as an integration sent it) is normalised: lower
 *    case, accents removed, every run of other characters than letters and digits one
 *    space; each active entry's terms (its name and synonyms) are normalised the same way;
 *    the entry with the LONGEST term contained in the text as whole words wins (ties: the
 *    entry's name, alphabetically);
 * 3. a text that contains no term is "Outra" (the text is kept);
 * 4. no text, no cause.
 */

// Upper-case accented letters too: under the C locale (PostgreSQL's default when initdb is
// given none, as the embedded server of `npm test`), lower() leaves them as they are.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** `expr` normalised and padded with one space each side, so that `LIKE '% term %'` is a whole-word match. */
export function normalizedCauseSql(expr: string): string {
  return `(' ' || btrim(regexp_replace(translate(lower(coalesce(${expr}, '')), '${ACCENTED}', '${PLAIN}'), '[^a-z0-9]+', ' ', 'g')) || ' ')`;
}

/**
 * A LATERAL join giving, for the order aliased `order`, `${alias}.id`, `${alias}.nome` and
 * `${alias}.outra` of its catalogue entry (all null when the order has no cause).
 */
export function orderCauseJoinSql(order = 'o', alias = 'oc'): string {
  return `LEFT JOIN LATERAL (
      SELECT c.id, c.nome, c.outra
        FROM (SELECT ${normalizedCauseSql(`${order}.causa_raiz`)} AS texto) ot
        JOIN causa c ON c.empresa_id = ${order}.empresa_id
        LEFT JOIN LATERAL (
          SELECT max(length(n.termo)) AS comprimento
            FROM unnest(c.sinonimos || c.nome) AS t (termo)
           CROSS JOIN LATERAL (SELECT ${normalizedCauseSql('t.termo')} AS termo) n
           WHERE n.termo <> '  ' AND ot.texto LIKE '%' || n.termo || '%'
        ) m ON NOT c.outra
       WHERE c.id = ${order}.causa_id
          OR (${order}.causa_id IS NULL AND ot.texto <> '  '
              AND (c.outra OR (c.ativo AND m.comprimento IS NOT NULL)))
       ORDER BY c.id = ${order}.causa_id DESC NULLS LAST, c.outra, m.comprimento DESC NULLS LAST, c.nome
       LIMIT 1
    ) ${alias} ON true`;
}
