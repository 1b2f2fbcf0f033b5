import type { VisitManifest } from '@campo/contracts';
import {
  checklistRefusal,
  compareManifest,
  isKnownSigner,
  manifestRefusal,
  readingBody,
  serviceBody,
  writeHash,
} from './visit-manifest';

const ORDER = '7f4c1e52-1a0b-4d8e-9c65-1f2a3b4c5d6e';
const manifest: VisitManifest = {
  inicio: '2026-12-01T17:00:00.000Z',
  fim: '2026-12-01T18:40:00.000Z',
  servicos: [{ id: 's1', descricao: 'Limpeza de filtros' }],
  leituras: [{ id: 'l1', grandeza: 'CORRENTE', valor: 7.4, unidade: 'A' }],
  materiais: [],
  recomendacoes: [],
  checklist: [{ item: 'Limpar os filtros', conforme: false, observacao: 'Dreno obstruído' }],
  fluidos: [],
  fotos: [{ id: 'f1', rotulo: 'DEPOIS', legenda: null, sha256: 'ab'.repeat(32) }],
};
const arrivedAll = () => ({
  writes: new Map([
    ['s1', writeHash(ORDER, serviceBody({ descricao: 'Limpeza de filtros' }))],
    ['l1', writeHash(ORDER, readingBody({ grandeza: 'CORRENTE', valor: 7.4, unidade: 'A' }))],
  ]),
  checklist: [{ item: 'Limpar os filtros', conforme: false, observacao: 'Dreno obstruído' }],
  fluids: [],
  inicio: '2026-12-01T14:00:00-03:00',
});

describe('the signed manifest against what arrived', () => {
  it('waits for the photo not yet arrived and finds nothing different', () => {
    expect(compareManifest(ORDER, manifest, arrivedAll())).toEqual({
      pendentes: ['Foto f1'],
      divergentes: [],
      extras: [],
    });
  });

  it('names an item arrived with other content, a different start and a write it does not list', () => {
    const arrived = arrivedAll();
    arrived.writes.set(
      'l1',
      writeHash(ORDER, readingBody({ grandeza: 'CORRENTE', valor: 7.5, unidade: 'A' })),
    );
    arrived.writes.set('x9', writeHash(ORDER, serviceBody({ descricao: 'Outro' })));
    arrived.checklist = [
      { item: 'Limpar os filtros', conforme: true, observacao: 'Dreno obstruído' },
    ];
    const comparison = compareManifest(ORDER, manifest, {
      ...arrived,
      inicio: '2026-12-01T17:05:00Z',
    });
    expect(comparison.divergentes).toEqual([
      'Medição l1',
      'Item do checklist "Limpar os filtros"',
      'Início do atendimento',
    ]);
    expect(comparison.extras).toEqual(['x9']);
  });

  it('takes after the acceptance only a listed item with the listed body', () => {
    const same = writeHash(ORDER, serviceBody({ descricao: 'Limpeza de filtros' }));
    expect(manifestRefusal(ORDER, manifest, 's1', same)).toBeNull();
    expect(manifestRefusal(ORDER, manifest, 's2', same)?.codigo).toBe('ITEM_FORA_DO_MANIFESTO');
    expect(
      manifestRefusal(ORDER, manifest, 's1', writeHash(ORDER, serviceBody({ descricao: 'Outro' })))
        ?.codigo,
    ).toBe('ITEM_DIVERGENTE_DO_MANIFESTO');
    expect(checklistRefusal(manifest, manifest.checklist)).toBeNull();
    expect(
      checklistRefusal(manifest, [{ item: 'Outro item', conforme: true, observacao: null }])
        ?.codigo,
    ).toBe('ITEM_FORA_DO_MANIFESTO');
  });
});

describe('the signer against the client’s contacts', () => {
  const contacts = [
    { nome: 'Márcia  Gonçalves', documento: null },
    { nome: 'João Lima', documento: '123.456.789-09' },
  ];
  it('matches a name without regard to accents, case or spaces, or a document by its digits', () => {
    expect(isKnownSigner({ nome: 'marcia goncalves', documento: null }, contacts)).toBe(true);
    expect(isKnownSigner({ nome: 'J. Lima', documento: '12345678909' }, contacts)).toBe(true);
    expect(isKnownSigner({ nome: 'Coordenadora de enfermagem', documento: null }, contacts)).toBe(
      false,
    );
  });
});
