import { EntityRegistry } from '../registry/entity-registry';
import { IngestionEntity, IngestionField } from '../registry/ingestion-entity.decorator';
import { compileRowValidator } from './row-validator';

@IngestionEntity({ nome: 'pedido', rotulo: 'Pedido', descricao: 'Teste.', chave: ['codigo'] })
class Pedido {
  @IngestionField({
    rotulo: 'Código',
    tipo: 'texto',
    obrigatorio: true,
    tamanhoMaximo: 12,
    prefixoReservado: 'APP-',
    exemplo: 'P-1',
    descricao: 'Número.',
  })
  codigo!: string;
}

describe('reserved prefix of a text field', () => {
  const entity = new EntityRegistry([Pedido]).get('pedido')!;
  const validate = compileRowValidator(entity);

  it('refuses a value starting with the prefix, in any case and after trimming', () => {
    for (const codigo of ['APP-2026-1', 'app-1', '  App-x']) {
      expect(validate({ codigo }, 'America/Sao_Paulo').errors).toEqual([
        'codigo: o prefixo "APP-" é reservado aos códigos gerados pelo aplicativo e não pode ser enviado.',
      ]);
    }
  });

  it('accepts anything else, and still checks the length', () => {
    for (const codigo of ['APP', 'OS-APP-1', 'AP-P-1', 'APPX-1'])
      expect(validate({ codigo }, 'America/Sao_Paulo')).toMatchObject({
        errors: [],
        values: [codigo],
      });
    expect(validate({ codigo: 'X'.repeat(13) }, 'America/Sao_Paulo').errors).toEqual([
      'codigo: excede o tamanho máximo de 12 caracteres (recebidos 13).',
    ]);
  });

  it('is described to integrators and refused on a field that is not text', () => {
    expect(entity.descriptor.campos[0]).toMatchObject({ prefixoReservado: 'APP-' });
    expect(entity.descriptor.campos[0].descricao).toContain('Não pode começar com "APP-"');
    @IngestionEntity({ nome: 'errado', rotulo: 'Errado', descricao: 'Teste.', chave: ['numero'] })
    class Errado {
      @IngestionField({
        rotulo: 'Número',
        tipo: 'inteiro',
        obrigatorio: true,
        prefixoReservado: '9',
        exemplo: '1',
        descricao: 'Número.',
      })
      numero!: number;
    }
    expect(() => new EntityRegistry([Errado])).toThrow('prefixoReservado só vale para texto');
  });
});
