import { allowedValues } from '../registry/allowed-values';

/** Low to critical, shared by severity and criticality fields. */
export const CRITICALITY = allowedValues(
  { Baixa: ['Baixo', 'Low', 'B'] },
  { Média: ['Media', 'Médio', 'Medio', 'Medium', 'M'] },
  { Alta: ['Alto', 'High', 'A'] },
  { Crítica: ['Critica', 'Crítico', 'Critico', 'Critical', 'Muito alta'] },
);
