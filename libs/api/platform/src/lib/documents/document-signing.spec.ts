import { describeBlanks, documentBlanks } from './document-signing';

const BLANK = '<mark class="preencher">[preencher]</mark>';

describe('documentBlanks', () => {
  it('lists each blank with its section and the label it follows, skipping tables and filled text', () => {
    const blanks = documentBlanks({
      secoes: [
        {
          id: 'rt',
          titulo: '2. Responsável técnico',
          tipo: 'texto',
          html: `<p><strong>Nome:</strong> Eng. Ana</p><p><strong>Registro (CREA/CFT):</strong> ${BLANK}</p><p><strong>ART/TRT:</strong> ${BLANK}</p>`,
        },
        {
          id: 'amb',
          titulo: '3. Ambientes',
          tipo: 'texto',
          html: `<p>Área e ocupantes. ${BLANK}</p>`,
        },
        {
          id: 'ok',
          titulo: '4. Base',
          tipo: 'texto',
          html: '<p>[preencher] citado como texto</p>',
        },
        {
          id: 'tab',
          titulo: '5. Tabela',
          tipo: 'tabela',
          fonte: 'x',
          nota: 'x',
          colunas: ['A'],
          linhas: [['[preencher]']],
        },
      ],
    });
    expect(blanks).toEqual([
      { secaoId: 'rt', secao: '2. Responsável técnico', campo: 'Registro (CREA/CFT)' },
      { secaoId: 'rt', secao: '2. Responsável técnico', campo: 'ART/TRT' },
      { secaoId: 'amb', secao: '3. Ambientes', campo: 'texto da seção' },
    ]);
    expect(describeBlanks(blanks)).toBe(
      '2. Responsável técnico › Registro (CREA/CFT); 2. Responsável técnico › ART/TRT; 3. Ambientes › texto da seção',
    );
  });

  it('finds none in a complete version', () => {
    expect(
      documentBlanks({ secoes: [{ id: 'a', titulo: 'A', tipo: 'texto', html: '<p>ok</p>' }] }),
    ).toEqual([]);
  });
});
