import { allowedValues } from '../registry/allowed-values';
import { IngestionEntity, IngestionField } from '../registry/ingestion-entity.decorator';

@IngestionEntity({
  nome: 'emissao',
  rotulo: 'Emissão de gases de efeito estufa',
  descricao: 'Inventário de emissões (GHG Protocol) por mês, escopo e fonte.',
  chave: ['codigo'],
})
export class Emissao {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'EM-2026-10-001',
    descricao: 'Identificador do registro de emissão.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Competência',
    tipo: 'competencia',
    obrigatorio: true,
    exemplo: '10/2026',
    descricao: 'Mês de referência.',
  })
  competencia!: string;

  @IngestionField({
    rotulo: 'Escopo',
    tipo: 'enum',
    obrigatorio: true,
    exemplo: 'Escopo 1',
    descricao: 'Escopo do GHG Protocol.',
    valores: allowedValues(
      { 'Escopo 1': ['1', 'E1', 'Scope 1', 'Diretas'] },
      { 'Escopo 2': ['2', 'E2', 'Scope 2', 'Energia'] },
      { 'Escopo 3': ['3', 'E3', 'Scope 3', 'Indiretas'] },
    ),
  })
  escopo!: string;

  @IngestionField({
    rotulo: 'Fonte',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 200,
    exemplo: 'Frota própria - diesel',
    descricao: 'Fonte emissora.',
  })
  fonte!: string;

  @IngestionField({
    rotulo: 'Categoria',
    tipo: 'texto',
    tamanhoMaximo: 200,
    exemplo: 'Combustão móvel',
    descricao: 'Categoria da emissão.',
  })
  categoria?: string;

  @IngestionField({
    rotulo: 'Quantidade',
    tipo: 'decimal',
    minimo: 0,
    exemplo: '1250,5',
    descricao: 'Quantidade da atividade (na unidade de medida).',
  })
  quantidade?: number;

  @IngestionField({
    rotulo: 'Unidade de medida',
    tipo: 'texto',
    tamanhoMaximo: 30,
    exemplo: 'L',
    descricao: 'Unidade da quantidade (L, kWh, kg, km...).',
  })
  unidadeMedida?: string;

  @IngestionField({
    rotulo: 'tCO2e',
    tipo: 'decimal',
    obrigatorio: true,
    minimo: 0,
    exemplo: '3,35',
    descricao: 'Emissão em toneladas de CO2 equivalente.',
  })
  tco2e!: number;

  @IngestionField({
    rotulo: 'Metodologia',
    tipo: 'texto',
    tamanhoMaximo: 500,
    exemplo: 'GHG Protocol 2026',
    descricao: 'Metodologia ou fator de emissão usado.',
  })
  metodologia?: string;
}
