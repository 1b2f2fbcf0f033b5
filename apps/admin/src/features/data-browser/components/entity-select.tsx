import type { EntityDescriptor } from '@campo/contracts';
import { useNavigate } from 'react-router';

/** Picks the entity to browse; the choice is the page's address (`/dados/<entidade>`). */
export function EntitySelect({
  entities,
  value,
}: {
  entities: readonly EntityDescriptor[];
  value?: string;
}) {
  const navigate = useNavigate();
  return (
    <label className="field">
      <span>Entidade</span>
      <select
        name="entidade"
        value={value ?? ''}
        onChange={(event) =>
          void navigate(event.target.value ? `/dados/${event.target.value}` : '/dados')
        }
      >
        {!value && <option value="">Escolha uma entidade…</option>}
        {entities.map((entity) => (
          <option key={entity.entidade} value={entity.entidade}>
            {entity.nome}
          </option>
        ))}
      </select>
    </label>
  );
}
