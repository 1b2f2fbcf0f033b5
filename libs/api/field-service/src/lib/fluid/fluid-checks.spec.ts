import { captureFlags, type FlagInput, gasRefusal } from './fluid-checks';

const base: FlagInput = {
  kind: 'RECARGA',
  gas: 'R-410A',
  kg: 1.25,
  day: '2026-03-11',
  chargeKg: 3.1,
  order: { codigo: 'OS-1', from: '2026-03-10', to: '2026-03-12' },
  sameDay: [],
};
const codes = (input: Partial<FlagInput>) =>
  captureFlags({ ...base, ...input }).map((flag) => flag.codigo);

describe('gas event checks at capture', () => {
  it('refuses another gas (spelling aside) and a unit without gas', () => {
    expect(gasRefusal({ codigo: 'AC-1' }, ['R410A'], 'R-410A', '2026-03-11')).toBeNull();
    expect(gasRefusal({ codigo: 'AC-1' }, ['R-22', 'R-407C'], 'R-407C', '2026-03-11')).toBeNull();
    expect(gasRefusal({ codigo: 'AC-1' }, ['R-22'], 'R-32', '2026-03-11')?.codigo).toBe(
      'GAS_DIFERENTE_DO_EQUIPAMENTO',
    );
    expect(gasRefusal({ codigo: 'AC-1' }, [null], 'R-32', '2026-03-11')?.codigo).toBe(
      'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
    );
    expect(gasRefusal({ codigo: 'AC-1' }, [' '], 'R-32', '2026-03-11')?.codigo).toBe(
      'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
    );
  });

  it('accepts, on a unit without gas, the gas a technician declared (flagged GAS_A_CONFIRMAR); refuses another', () => {
    expect(gasRefusal({ codigo: 'AC-1' }, [null], 'r410a', '2026-03-11', 'R-410A')).toBeNull();
    const other = gasRefusal({ codigo: 'AC-1' }, [null], 'R-22', '2026-03-11', 'R-410A');
    expect(other?.codigo).toBe('GAS_DIFERENTE_DO_EQUIPAMENTO');
    expect(other?.erro).toContain('aguardando a confirmação');
    // A registered gas wins over a declaration.
    expect(gasRefusal({ codigo: 'AC-1' }, ['R-22'], 'R-410A', '2026-03-11', 'R-410A')?.codigo).toBe(
      'GAS_DIFERENTE_DO_EQUIPAMENTO',
    );
    // The technician reads what to do, not an office screen.
    expect(gasRefusal({ codigo: 'AC-1' }, [null], 'R-32', '2026-03-11')?.erro).not.toMatch(
      /Fluidos ›/,
    );
    expect(codes({ gasToConfirm: { tecnico: 'Ana' } })).toEqual(['GAS_A_CONFIRMAR']);
    expect(codes({ gasToConfirm: null })).toEqual([]);
  });

  it('flags a recharge above the charge, alone or with the day’s others; not other kinds', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ kg: 3.2 })).toEqual(['ACIMA_DA_CARGA']);
    expect(codes({ kg: 3.1 })).toEqual([]);
    expect(codes({ sameDay: [{ tipoGas: 'R-410A', tipoEvento: 'RECARGA', kg: 2 }] })).toEqual([
      'ACIMA_DA_CARGA',
    ]);
    expect(codes({ kind: 'RETIRADA', kg: 5 })).toEqual([]);
    expect(codes({ kg: 5, chargeKg: null })).toEqual([]);
  });

  it('flags a day outside the order, from its opening to its end (open: no end)', () => {
    expect(codes({ day: '2026-03-10' })).toEqual([]);
    expect(codes({ day: '2026-03-12' })).toEqual([]);
    expect(codes({ day: '2026-03-09' })).toEqual(['FORA_DO_ATENDIMENTO']);
    expect(codes({ day: '2026-03-13' })).toEqual(['FORA_DO_ATENDIMENTO']);
    expect(
      codes({ day: '2026-09-13', order: { codigo: 'OS-2', from: '2026-03-10', to: null } }),
    ).toEqual([]);
    expect(codes({ day: '2026-01-15', order: null })).toEqual([]);
  });

  it('flags the same unit, gas, kind and kg on the same day as a probable duplicate', () => {
    const same = { tipoGas: 'r410a', tipoEvento: 'RECARGA' as const, kg: 1.25 };
    expect(codes({ sameDay: [same] })).toEqual(['DUPLICATA_PROVAVEL']);
    expect(codes({ sameDay: [{ ...same, kg: 1.2 }] })).toEqual([]);
    expect(codes({ sameDay: [{ ...same, tipoEvento: 'VAZAMENTO' }] })).toEqual([]);
  });
});
