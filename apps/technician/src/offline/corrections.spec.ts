import { planCorrection, planRemoval } from './corrections';
import { action } from './outbox-fixture';

describe('corrections on the phone', () => {
  it('rewrites the queued body of an entry still waiting (same id, no extra request)', () => {
    const waiting = action('material', { descricao: 'Capacitor', quantidade: 12, unidade: 'un' });
    const plan = planCorrection(
      [waiting],
      { id: waiting.id, kind: 'material' },
      { descricao: 'Capacitor', quantidade: 2, unidade: 'un' },
    );
    expect(plan).toEqual({
      rewrite: {
        ...waiting,
        body: { id: waiting.id, descricao: 'Capacitor', quantidade: 2, unidade: 'un' },
      },
    });
  });

  it('queues a correction for an entry already sent or refused', () => {
    const refused = action('leitura', { valor: 1 }, 'RECUSADO');
    expect(planCorrection([refused], { id: refused.id, kind: 'leitura' }, {})).toEqual({
      queue: true,
    });
    expect(planCorrection([], { id: 'on-the-server', kind: 'leitura' }, {})).toEqual({
      queue: true,
    });
  });

  it('drops a waiting entry and its queued corrections; a sent one gets a removal', () => {
    const waiting = action('servico', { descricao: 'Limpeza' });
    const other = action('servico', { descricao: 'Outro' });
    expect(planRemoval([waiting, other], { id: waiting.id, kind: 'servico' })).toEqual({
      drop: [waiting.seq],
      queue: false,
    });
    const target = { id: 'on-the-server', kind: 'servico' as const };
    const correction = action('correcao', { descricao: 'x' }, 'PENDENTE', target);
    const refusedCorrection = action('correcao', { descricao: 'y' }, 'RECUSADO', target);
    expect(planRemoval([correction, refusedCorrection, other], target)).toEqual({
      drop: [correction.seq],
      queue: true,
    });
  });
});
