import { allowedValues } from '../registry/allowed-values';
import { IngestionEntity, IngestionField } from '../registry/ingestion-entity.decorator';

@IngestionEntity({
  nome: 'consumo_energia',
  rotulo: 'Consumo de energia',
  descricao: 'Consumo mensal de energia elétrica por unidade consumidora (ERP, contas de energia).',
  chave: ['unidade', 'competencia'],
})
export class ConsumoEnergia {
  @IngestionField({
    rotulo: 'Unidade consumidora',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 60,
    exemplo: 'UC-0001234',
    descricao: 'Código da unidade consumidora.',
  })
  unidade!: string;

  @IngestionField({
    rotulo: 'Competência',
    tipo: 'competencia',
    obrigatorio: true,
    exemplo: '10/2026',
    descricao: 'Mês de referência do consumo.',
  })
  competencia!: string;

  @IngestionField({
    rotulo: 'Consumo (kWh)',
    tipo: 'decimal',
    obrigatorio: true,
    minimo: 0,
    exemplo: '15234,5',
    descricao: 'Energia consumida no mês, em kWh.',
  })
  consumoKwh!: number;

  @IngestionField({
    rotulo: 'Custo (R$)',
    tipo: 'decimal',
    minimo: 0,
    exemplo: '12.480,90',
    descricao: 'Valor da fatura em reais.',
  })
  custo?: number;

  @IngestionField({
    rotulo: 'Demanda (kW)',
    tipo: 'decimal',
    minimo: 0,
    exemplo: '120',
    descricao: 'Demanda medida, em kW.',
  })
  demandaKw?: number;

  @IngestionField({
    rotulo: 'Fonte',
    tipo: 'enum',
    exemplo: 'Rede',
    descricao: 'Origem da energia.',
    valores: allowedValues(
      { Rede: ['Concessionária', 'Concessionaria', 'Distribuidora', 'Rede elétrica'] },
      { Solar: ['Fotovoltaica', 'Geração solar'] },
      { Gerador: ['Diesel', 'Grupo gerador'] },
      { 'Mercado livre': ['ACL', 'Livre'] },
    ),
  })
  fonte?: string;

  @IngestionField({
    rotulo: 'Medidor',
    tipo: 'texto',
    tamanhoMaximo: 60,
    exemplo: 'MED-998877',
    descricao: 'Identificação do medidor.',
  })
  medidor?: string;

  @IngestionField({
    rotulo: 'Observação',
    tipo: 'texto',
    tamanhoMaximo: 2000,
    exemplo: 'Leitura estimada',
    descricao: 'Observações.',
  })
  observacao?: string;
}
