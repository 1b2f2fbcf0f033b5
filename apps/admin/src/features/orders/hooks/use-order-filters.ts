import {
  type OrderState,
  ORDER_STATES,
  ORDER_TIMELINESS_OUTCOMES,
  type OrderTimelinessOutcome,
  type ServiceOrderQuery,
} from '@campo/contracts';
import { oneOf, pageFrom } from '../../../lib/query-string';
import { useQueryFilters } from '../../../lib/use-query-filters';

export type OrderFilterName =
  | 'busca'
  | 'situacao'
  | 'tecnicoId'
  | 'contratoId'
  | 'resultado'
  | 'desde'
  | 'ate'
  | 'ordem'
  | 'pagina';

const ORDERINGS = ['recentes', 'antigas', 'prazo'] as const;

/** The list's filters, sorting and page, kept in the address. */
export function useOrderFilters() {
  const filters = useQueryFilters<OrderFilterName>([
    'busca',
    'situacao',
    'tecnicoId',
    'contratoId',
    'resultado',
    'desde',
    'ate',
  ]);
  const { params, value } = filters;
  const query: ServiceOrderQuery = {
    busca: value('busca'),
    situacao: oneOf<OrderState>(ORDER_STATES, params.get('situacao')),
    tecnicoId: value('tecnicoId'),
    contratoId: value('contratoId'),
    resultado: oneOf<OrderTimelinessOutcome>(ORDER_TIMELINESS_OUTCOMES, params.get('resultado')),
    desde: value('desde'),
    ate: value('ate'),
    ordem: oneOf(ORDERINGS, params.get('ordem')),
    pagina: pageFrom(params.get('pagina')),
  };
  return { ...filters, query };
}
