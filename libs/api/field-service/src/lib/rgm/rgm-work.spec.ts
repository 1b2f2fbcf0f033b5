import type { RgmPreventives } from '@campo/contracts';
import { fluidsOf, overduePreventives, serviceText } from './rgm-work';

describe('RGM lists', () => {
  it('words what was done: the description, else the checklist', () => {
    expect(
      serviceText({ descricao: 'Troca do capacitor', itensChecklist: 8, naoConformes: 1 }),
    ).toBe('Troca do capacitor');
    expect(serviceText({ descricao: null, itensChecklist: 8, naoConformes: 1 })).toBe(
      'Checklist: 8 itens, 1 não conforme',
    );
    expect(serviceText({ descricao: null, itensChecklist: 1, naoConformes: 0 })).toBe(
      'Checklist: 1 item, todos conformes',
    );
    expect(serviceText({ descricao: null, itensChecklist: 0, naoConformes: 0 })).toBeNull();
  });

  it('owes a preventive whose tolerance ran out by the period’s end without an execution by then', () => {
    const occurrence = (prevista: string, executada: string | null, toleranciaDias = 3) => ({
      prevista,
      executada,
      desvioDias: null,
      toleranciaDias,
      situacao: 'nao_executada' as const,
    });
    const preventives = {
      porEquipamento: [
        {
          codigo: 'EQ-1',
          setor: 'UTI',
          contrato: 'CT-A',
          ocorrencias: [
            occurrence('2026-10-05', null), // 08/10 < 31/10: owed
            occurrence('2026-10-10', '2026-10-11'), // done in the period
            occurrence('2026-10-20', '2026-11-03'), // done after the end: owed at the end
            occurrence('2026-10-29', null), // tolerance runs to 01/11: not yet owed
          ],
        },
      ],
    } as unknown as RgmPreventives;
    expect(
      overduePreventives(preventives, '2026-10-31').map((row) => [
        row.prevista,
        row.executadaDepois,
      ]),
    ).toEqual([
      ['2026-10-05', null],
      ['2026-10-20', '2026-11-03'],
    ]);
  });

  it('sums kg per equipment and gas, and tCO2e of the recharges only', () => {
    const row = { equipamentoId: 'e1', equipamento: 'EQ-1', setor: 'UTI', tipoGas: 'R-410A' };
    const fluids = fluidsOf(
      [
        { ...row, tipoEvento: 'RECARGA', kg: 1.5 },
        { ...row, tipoEvento: 'RECARGA', kg: 1 },
        { ...row, tipoEvento: 'RETIRADA', kg: 2 },
        { ...row, tipoEvento: 'VAZAMENTO', kg: 0.25 },
      ],
      [gas('R-410A', 2088, 'HFC')],
    );
    expect(fluids.linhas).toEqual([
      { ...row, recargaKg: 2.5, retiradaKg: 2, vazamentoKg: 0.25, tco2e: 5.22 },
    ]);
    expect(fluids.total).toEqual({ recargaKg: 2.5, retiradaKg: 2, vazamentoKg: 0.25, tco2e: 5.22 });
    expect(fluids.fontesGwp).toEqual(['IPCC AR4']);
  });

  it('leaves an HCFC out of the tCO2e total: it is reported apart, with its ODP', () => {
    const hfc = { equipamentoId: 'e1', equipamento: 'EQ-1', setor: 'UTI', tipoGas: 'R-410A' };
    const hcfc = { equipamentoId: 'e2', equipamento: 'EQ-2', setor: 'UTI', tipoGas: 'R-22' };
    const fluids = fluidsOf(
      [
        { ...hcfc, tipoEvento: 'RETIRADA', kg: 0.5 },
        { ...hcfc, tipoEvento: 'RECARGA', kg: 2 },
        { ...hfc, tipoEvento: 'RECARGA', kg: 1 },
      ],
      [gas('R-22', 1810, 'HCFC'), gas('R-410A', 2088, 'HFC')],
    );
    expect(fluids.linhas.map((line) => [line.tipoGas, line.tco2e])).toEqual([
      ['R-22', null],
      ['R-410A', 2.088],
    ]);
    expect(fluids.total).toEqual({ recargaKg: 3, retiradaKg: 0.5, vazamentoKg: 0, tco2e: 2.088 });
  });
});

function gas(codigo: string, gwp: number, categoria: 'HFC' | 'HCFC') {
  return {
    codigo,
    gwp,
    fonte: 'IPCC AR4',
    categoria,
    odp: categoria === 'HCFC' ? 0.055 : 0,
    fonteOdp: 'Protocolo de Montreal',
  };
}
