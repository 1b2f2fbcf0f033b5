import type { EntityDescriptor } from '@campo/contracts';
import { useNavigate } from 'react-router';
import { OptionList } from '../../../components/select-field';
import { entityOptions } from '../../entities/entity-options';

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
        <OptionList options={entityOptions(entities)} />
      </select>
    </label>
  );
}
