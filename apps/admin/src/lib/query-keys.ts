/** What follows a feature's root in a key: one fixed segment, or segments made of the arguments. */
type KeyTail = string | ((...args: never[]) => readonly unknown[]);

export type QueryKeys<Root extends string, Tails extends Record<string, KeyTail>> = {
  /** The root alone: every key of the feature starts with it, so it invalidates them all. */
  readonly all: readonly [Root];
} & {
  readonly [Name in keyof Tails]: Tails[Name] extends (...args: infer Args) => infer Rest
    ? (...args: Args) => readonly [Root, ...(Rest extends readonly unknown[] ? Rest : never)]
    : () => readonly [Root, Tails[Name]];
};

/**
 * A feature's TanStack query keys, each its root followed by its tail:
 * `queryKeys('users', { list: 'list', one: (id: string) => ['one', id] })` gives
 * `all` (`['users']`), `list()` (`['users', 'list']`) and `one(id)` (`['users', 'one', id]`).
 */
export function queryKeys<const Root extends string, const Tails extends Record<string, KeyTail>>(
  root: Root,
  tails: Tails,
): QueryKeys<Root, Tails> {
  const keys: Record<string, unknown> = { all: [root] as const };
  for (const [name, tail] of Object.entries(tails)) {
    keys[name] =
      typeof tail === 'string'
        ? () => [root, tail] as const
        : (...args: never[]) => [root, ...tail(...args)] as const;
  }
  return keys as QueryKeys<Root, Tails>;
}
