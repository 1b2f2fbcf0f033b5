import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { QueryView } from '../../../components/query-view';
import { useEntities } from '../../entities/hooks/use-entities';
import { EntityChecklist } from './entity-checklist';

/**
 * A token's scope in its form (the `entidades` field): the entities it may write to, checked
 * on the list of entities once it has loaded; `hint` says what the selection means.
 */
export function EntityScopeField({ hint }: { hint?: (selected: string[]) => ReactNode }) {
  const entities = useEntities();
  const { control } = useFormContext<{ entidades: string[] }>();
  return (
    <QueryView query={entities} loading="Carregando entidades…">
      {(data) => (
        <Controller
          control={control}
          name="entidades"
          render={({ field }) => (
            <EntityChecklist
              entities={data}
              selected={field.value}
              onChange={field.onChange}
              hint={hint?.(field.value)}
            />
          )}
        />
      )}
    </QueryView>
  );
}
