import { addendaSince, sealHash, type VisitContent } from './visit-seal';

const content = (): VisitContent => ({
  versao: 1,
  ordem: {
    id: 'o1',
    codigo: 'APP-2026-000001',
    tipo: 'PREVENTIVA',
    descricao: null,
    abertura: '2026-11-24T11:00:00.000Z',
    inicioAtendimento: '2026-11-24T12:00:00.000Z',
  },
  cliente: 'Hospital Central',
  contrato: 'CT-1',
  equipamento: null,
  tecnicos: ['Ana'],
  causaRaiz: null,
  servicos: [{ id: 's1', descricao: 'Limpeza de filtros', observacao: null }],
  leituras: [{ id: 'l1', grandeza: 'CORRENTE', valor: 7.5, unidade: 'A' }],
  materiais: [],
  recomendacoes: [],
  checklist: [{ item: 'Dreno', conforme: true, observacao: null }],
  fluidos: [],
  fotos: [{ id: 'f1', rotulo: 'DEPOIS', legenda: null, sha256: 'ab'.repeat(32) }],
  aceite: null,
});

describe('visit seal', () => {
  it('hashes the canonical JSON: key order does not matter, any value does', () => {
    const base = content();
    const reordered = Object.fromEntries(Object.entries(base).reverse());
    expect(sealHash(reordered)).toBe(sealHash(base));
    expect(sealHash(base)).toMatch(/^[0-9a-f]{64}$/);
    const changed = content();
    changed.leituras[0].valor = 7.6;
    expect(sealHash(changed)).not.toBe(sealHash(base));
  });

  it('survives a round trip through JSON (as jsonb stores it)', () => {
    const base = content();
    expect(sealHash(JSON.parse(JSON.stringify(base)))).toBe(sealHash(base));
  });

  it('lists lines added or changed after the seal, and a changed root cause', () => {
    const sealed = content();
    const current = content();
    current.servicos.push({ id: 's2', descricao: 'Limpeza de serpentina', observacao: null });
    current.checklist[0] = { item: 'Dreno', conforme: false, observacao: 'Entupido' };
    current.causaRaiz = 'Dreno obstruído';
    expect(addendaSince(sealed, current)).toEqual([
      { lista: 'servicos', item: current.servicos[1] },
      { lista: 'checklist', item: current.checklist[0] },
      { lista: 'causaRaiz', item: { causaRaiz: 'Dreno obstruído' } },
    ]);
    expect(addendaSince(sealed, content())).toEqual([]);
  });
});
