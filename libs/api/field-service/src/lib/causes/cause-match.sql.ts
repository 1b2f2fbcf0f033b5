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

/** How a query reads its orders' causes: a CTE to declare in its WITH, and the joins to add. */
export interface OrderCauseSql {
  /** The `cause_by_text` CTE, for the query's WITH list. */
  cte: string;
  /** The joins giving `${alias}.id`, `${alias}.nome` and `${alias}.outra` for the order. */
  join: string;
}

/**
 * The cause of each order of a query: the `cause_by_text` CTE over `orders` (a FROM item
 * with `empresa_id`, `causa_id` and `causa_raiz` holding every order the query reads), and
 * the joins giving `${alias}.id`, `.nome` and `.outra` for the order aliased `order` (all
 * null when it has no cause). Both come from one call, so a query cannot join without
 * declaring the set its orders are matched in.
 */
export function orderCauseSql(orders: string, order = 'o', alias = 'oc'): OrderCauseSql {
  return { cte: causeByTextCte(orders), join: orderCauseJoin(order, alias) };
}

/**
 * A CTE named `cause_by_text` giving, for each distinct root-cause text of the orders in
 * `orders` (a FROM item with `empresa_id`, `causa_id` and `causa_raiz`) that no entry was
 * chosen for, the catalogue entry its text reads as (`id`, `nome`, `outra`).
 *
 * Matching is done once per distinct text, not once per order: a month of 10,000
 * correctives carries a few dozen texts, and matching each order against every term made
 * the RGM ten times slower (docs/performance.md, "Causas no RGM").
 */
function causeByTextCte(orders: string): string {
  return `cause_by_text AS (
      SELECT t.empresa_id, t.causa_raiz, m.id, m.nome, m.outra
        FROM (SELECT DISTINCT s.empresa_id, s.causa_raiz FROM ${orders} s
               WHERE s.causa_id IS NULL AND s.causa_raiz IS NOT NULL) t
       CROSS JOIN LATERAL (SELECT ${normalizedCauseSql('t.causa_raiz')} AS texto) ot
       CROSS JOIN LATERAL (
          SELECT c.id, c.nome, c.outra
            FROM causa c
            LEFT JOIN LATERAL (
              SELECT max(length(n.termo)) AS comprimento
                FROM unnest(c.sinonimos || c.nome) AS w (termo)
               CROSS JOIN LATERAL (SELECT ${normalizedCauseSql('w.termo')} AS termo) n
               WHERE n.termo <> '  ' AND ot.texto LIKE '%' || n.termo || '%'
            ) m ON NOT c.outra
           WHERE c.empresa_id = t.empresa_id AND ot.texto <> '  '
             AND (c.outra OR (c.ativo AND m.comprimento IS NOT NULL))
           ORDER BY c.outra, m.comprimento DESC NULLS LAST, c.nome
           LIMIT 1
       ) m
    )`;
}

/** The joins of orderCauseSql: the entry chosen at closing, else the one its text reads as. */
function orderCauseJoin(order: string, alias: string): string {
  return `LEFT JOIN causa ${alias}_chosen
           ON ${alias}_chosen.empresa_id = ${order}.empresa_id AND ${alias}_chosen.id = ${order}.causa_id
    LEFT JOIN cause_by_text ${alias}_text
           ON ${order}.causa_id IS NULL AND ${alias}_text.empresa_id = ${order}.empresa_id
          AND ${alias}_text.causa_raiz = ${order}.causa_raiz
    CROSS JOIN LATERAL (
      SELECT coalesce(${alias}_chosen.id, ${alias}_text.id) AS id,
             CASE WHEN ${alias}_chosen.id IS NULL THEN ${alias}_text.nome ELSE ${alias}_chosen.nome END AS nome,
             CASE WHEN ${alias}_chosen.id IS NULL THEN ${alias}_text.outra ELSE ${alias}_chosen.outra END AS outra
    ) ${alias}`;
}
