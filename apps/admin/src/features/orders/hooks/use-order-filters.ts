import {
  type OrderState,
  ORDER_STATES,
  ORDER_TIMELINESS_OUTCOMES,
  type OrderTimelinessOutcome,
  type ServiceOrderQuery,
} from '@campo/contracts';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../lib/query-string';

export type OrderFilterName =
  'situacao' | 'tecnicoId' | 'contratoId' | 'resultado' | 'desde' | 'ate' | 'ordem' | 'pagina';

const ORDERINGS = ['recentes', 'antigas', 'prazo'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((allowed) => allowed === value);

/** The list's filters, sorting and page, kept in the address. */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const query: ServiceOrderQuery = {
    situacao: oneOf<OrderState>(ORDER_STATES, params.get('situacao')),
    tecnicoId: params.get('tecnicoId') || undefined,
    contratoId: params.get('contratoId') || undefined,
    resultado: oneOf<OrderTimelinessOutcome>(ORDER_TIMELINESS_OUTCOMES, params.get('resultado')),
    desde: params.get('desde') || undefined,
    ate: params.get('ate') || undefined,
    ordem: oneOf(ORDERINGS, params.get('ordem')),
    pagina: pageFrom(params.get('pagina')),
  };

  const update = (changes: Partial<Record<OrderFilterName, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('pagina' in changes)) next.delete('pagina');
        return next;
      },
      { replace: true },
    );

  const filtered = Boolean(
    query.situacao ||
    query.tecnicoId ||
    query.contratoId ||
    query.resultado ||
    query.desde ||
    query.ate,
  );
  const clearFilters = () =>
    update({ situacao: '', tecnicoId: '', contratoId: '', resultado: '', desde: '', ate: '' });
  return { query, update, filtered, clearFilters };
}
