import { useEntityMap } from '../../entities/hooks/use-entities';

const SHOWN = 3;

/** The token's entities by their names; "Todas as entidades" when every one is released. */
export function TokenScopeSummary({ entities }: { entities: readonly string[] }) {
  const registry = useEntityMap();
  if (entities.length === 0) return <span className="muted">Nenhuma entidade</span>;
  if (registry.size > 0 && entities.length === registry.size) {
    return (
      <span
        className="nowrap"
        title={entities.map((name) => registry.get(name)?.nome ?? name).join(', ')}
      >
        Todas as entidades ({entities.length})
      </span>
    );
  }
  const names = entities.map((name) => registry.get(name)?.nome ?? name);
  return (
    <span className="chips" title={names.join(', ')}>
      {names.slice(0, SHOWN).map((name) => (
        <span key={name} className="chip">
          {name}
        </span>
      ))}
      {names.length > SHOWN && <span className="chip chip--more">+{names.length - SHOWN}</span>}
    </span>
  );
}
