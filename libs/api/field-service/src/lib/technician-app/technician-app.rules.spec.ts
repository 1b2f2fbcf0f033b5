import { STANDARD_CHECKLIST_ITEMS } from '@campo/contracts';
import { AppException } from '@campo/platform';
import { checklistItems, checklistProblems, fieldTime } from './technician-app.rules';

describe('technician app rules', () => {
  describe('checklistItems', () => {
    it('asks the standard items in order, with the answers given, and keeps other answered items', () => {
      const items = checklistItems([
        { item: 'Dreno', conforme: false, observacao: 'Dreno com lodo' },
        { item: 'Ruído', conforme: true, observacao: null },
      ]);
      expect(items.map((answer) => answer.item)).toEqual([...STANDARD_CHECKLIST_ITEMS, 'Ruído']);
      expect(items[0]).toEqual({
        item: 'Filtros',
        conforme: null,
        naoSeAplica: false,
        observacao: null,
      });
      expect(items[2]).toEqual({
        item: 'Dreno',
        conforme: false,
        naoSeAplica: false,
        observacao: 'Dreno com lodo',
      });
      expect(items[7]).toEqual({
        item: 'Ruído',
        conforme: true,
        naoSeAplica: false,
        observacao: null,
      });
    });

    it('shows an item answered "não se aplica" with its reason', () => {
      const [filters] = checklistItems([
        { item: 'Filtros', conforme: true, naoSeAplica: true, observacao: 'Unidade sem filtro' },
      ]);
      expect(filters).toEqual({
        item: 'Filtros',
        conforme: true,
        naoSeAplica: true,
        observacao: 'Unidade sem filtro',
      });
    });
  });

  it('asks a unit’s due plan activities instead, with periodicity and criterion, keeping other answers', () => {
    const due = [
      {
        atividadeId: 'a1',
        descricao: 'Limpar os filtros',
        periodicidade: 'MS' as const,
        criterio: 'Sem colmatação',
      },
    ];
    const items = checklistItems(
      [{ item: 'Limpar a serpentina', conforme: true, observacao: null, atividadeId: 'a2' }],
      due,
    );
    expect(items).toEqual([
      {
        item: 'Limpar os filtros',
        atividadeId: 'a1',
        periodicidade: 'MS',
        criterio: 'Sem colmatação',
        conforme: null,
        naoSeAplica: false,
        observacao: null,
      },
      // Answered at this visit when it was due: still shown, with its activity.
      {
        item: 'Limpar a serpentina',
        atividadeId: 'a2',
        conforme: true,
        naoSeAplica: false,
        observacao: null,
      },
    ]);
  });

  describe('checklistProblems', () => {
    const asked = checklistItems([]);
    it('accepts items of the order once each', () => {
      expect(checklistProblems([{ item: 'Filtros' }, { item: 'Dreno' }], asked)).toEqual([]);
    });
    it('names unknown and repeated items by position', () => {
      expect(
        checklistProblems([{ item: 'Filtros' }, { item: 'Pintura' }, { item: 'Filtros' }], asked),
      ).toEqual([
        'respostas.1.item: "Pintura" não é um item do checklist desta ordem',
        'respostas.2.item: "Filtros" respondido duas vezes',
      ]);
    });
  });

  describe('fieldTime', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    it('accepts past times in any offset and a clock a few minutes ahead', () => {
      expect(fieldTime('2026-11-20T08:30:00-03:00', now).toISOString()).toBe(
        '2026-11-20T11:30:00.000Z',
      );
      expect(fieldTime('2026-11-24T12:05:00Z', now).toISOString()).toBe('2026-11-24T12:05:00.000Z');
    });
    it('refuses a time more than five minutes ahead of the server', () => {
      expect(() => fieldTime('2026-11-24T12:05:01Z', now)).toThrow(AppException);
      expect(() => fieldTime('2026-11-24T09:06:00-03:00', now)).toThrow(
        'em: não pode estar no futuro',
      );
    });
  });
});
