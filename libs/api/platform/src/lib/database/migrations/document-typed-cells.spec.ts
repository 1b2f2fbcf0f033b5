import type { DocumentContent } from '@campo/contracts';
import { documentPrint } from '../../documents/document-pdf';
import { sectionText } from '../../documents/document-content';
import { typedContent, untypedContent } from './1763770290000-document-typed-cells';

const MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/** A document stored before cells were typed: the grid's words as text, no source notes. */
const stored = {
  secoes: [
    { id: 'texto', titulo: '1. Texto', tipo: 'texto', html: '<p>Planejado</p>' },
    {
      id: 'inventario',
      titulo: '2. Inventário',
      tipo: 'tabela',
      fonte: 'equipamentos',
      colunas: ['TAG', 'Setor'],
      linhas: [['AC-1', 'Planejado']],
    },
    {
      id: 'cronograma',
      titulo: '3. Cronograma',
      tipo: 'tabela',
      fonte: 'cronograma',
      colunas: ['TAG', 'Setor', 'Periodicidade', ...MONTHS],
      linhas: [
        ['AC-1', 'Atrasado', 'TR', 'Executado', '·', '·', 'Atrasado', '·', '·', 'Planejado'].concat(
          Array(5).fill('·'),
        ),
      ],
    },
    {
      id: 'outra',
      titulo: '4. Outra',
      tipo: 'tabela',
      fonte: 'avulsa',
      colunas: ['A'],
      linhas: [],
    },
  ],
};

describe('typed document cells (migration of stored documents)', () => {
  const migrated = typedContent(stored) as DocumentContent;

  it('gives each table its former source note and turns only the grid’s month words into month cells', () => {
    const [, inventory, grid, other] = migrated.secoes;
    expect(inventory).toMatchObject({
      nota: 'equipamentos do contrato, na geração do documento',
      linhas: [['AC-1', 'Planejado']],
    });
    expect(other).toMatchObject({ nota: 'avulsa' });
    expect(grid.tipo === 'tabela' && grid.linhas[0].slice(0, 5)).toEqual([
      'AC-1',
      'Atrasado',
      'TR',
      { tipo: 'mes', situacao: 'executado' },
      { tipo: 'mes', situacao: 'nenhum' },
    ]);
    expect(migrated.secoes[0]).toEqual(stored.secoes[0]);
  });

  it('diffs with the same text as before and goes back to the stored shape', () => {
    stored.secoes.forEach((section, index) => {
      const before =
        section.tipo === 'tabela'
          ? [section.colunas!.join(' | '), ...section.linhas!.map((row) => row.join(' | '))].join(
              '\n',
            )
          : 'Planejado';
      expect(sectionText(migrated.secoes[index])).toBe(before);
    });
    expect(untypedContent(migrated as never)).toEqual(stored);
  });

  it('prints the grid as coloured month cells with their letters, and each table’s note', () => {
    const body = documentPrint(
      {
        id: 'x',
        tipo: 'T',
        rotuloTipo: null,
        titulo: 'Documento',
        referencia: {},
        versao: 1,
        conteudo: migrated,
        sha256: '0'.repeat(64),
        atualizadoEm: '2026-01-01T12:00:00.000Z',
        autor: null,
        assinaturas: [],
        regraAssinatura: { exigeSenha: false, signatario: null, impedimento: null, pendencias: [] },
      },
      {
        company: { name: 'Empresa' },
        timeZone: 'America/Sao_Paulo',
        currentVersion: 1,
        issuedAt: new Date('2026-01-02T12:00:00Z'),
      },
    ).body.value.replace(/\s+/g, ' ');
    expect(body).toContain('<td class="month executado">E</td>');
    expect(body).toContain('<td class="month atrasado">A</td>');
    expect(body).toContain('<td class="month nenhum"></td>');
    expect(body).toContain('<th class="month">Jan</th>');
    expect(body).toContain('<td class="token">Atrasado</td>'); // a grid word outside the months stays text
    expect(body).toContain('Fonte: cronograma anual calculado na geração do documento.');
    expect(body).toContain('Fonte: avulsa.');
    expect(body).toContain('class="legend"');
  });
});
