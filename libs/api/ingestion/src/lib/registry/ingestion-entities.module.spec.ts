import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { CORPORATE_ENTITIES } from '../entities';
import { EntityRegistry } from './entity-registry';
import { collectRegistry, IngestionEntitiesModule } from './ingestion-entities.module';
import { IngestionEntity, IngestionField, type EntityClass } from './ingestion-entity.decorator';

@IngestionEntity({ nome: 'loja', rotulo: 'Loja', descricao: 'Lojas.', chave: ['codigo'] })
class Loja {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    exemplo: 'L-1',
    descricao: 'Código.',
  })
  codigo!: string;
}

@IngestionEntity({ nome: 'venda', rotulo: 'Venda', descricao: 'Vendas.', chave: ['codigo'] })
class Venda {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    exemplo: 'V-1',
    descricao: 'Código.',
  })
  codigo!: string;

  @IngestionField({
    rotulo: 'Loja',
    tipo: 'texto',
    exemplo: 'L-1',
    descricao: 'Loja da venda.',
    referencia: { entidade: 'loja', campo: 'codigo', seDesconhecida: 'erro' },
  })
  loja?: string;
}

/** The registry as IngestionModule builds it, from the sets registered in the given order. */
async function registryOf(...sets: EntityClass[][]) {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule, ...sets.map((set) => IngestionEntitiesModule.register(set))],
    providers: [
      { provide: EntityRegistry, inject: [DiscoveryService], useFactory: collectRegistry },
    ],
  }).compile();
  return moduleRef.get(EntityRegistry);
}

describe('ingestion entity registration', () => {
  it('collects every registered set once, in the order the modules are imported', async () => {
    const registry = await registryOf(CORPORATE_ENTITIES, [Loja, Venda]);
    expect(registry.names).toEqual([
      'incidente_seguranca',
      'ativo_informacao',
      'risco_corporativo',
      'consumo_energia',
      'emissao',
      'loja',
      'venda',
    ]);
  });

  it('refuses to start with a reference to an entity nobody registered, or a name registered twice', async () => {
    await expect(registryOf([Venda])).rejects.toThrow(
      'venda.loja refere loja.codigo, que não existe',
    );
    await expect(registryOf([Loja], [Loja])).rejects.toThrow('nomes repetidos');
  });
});
