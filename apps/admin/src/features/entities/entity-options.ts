import type { EntityDescriptor } from '@campo/contracts';
import type { SelectOption } from '../../components/select-field';

/** Entities as a select's options: the `entidade` sent, the name read. */
export const entityOptions = (entities: readonly EntityDescriptor[]): SelectOption[] =>
  entities.map((entity) => ({ value: entity.entidade, label: entity.nome }));
