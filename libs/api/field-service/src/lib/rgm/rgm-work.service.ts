import { Injectable } from '@nestjs/common';
import { HCFC_REPLACEMENT_NOTE, type RgmPreventives, type RgmSnapshot } from '@campo/contracts';
import { FluidReportRepository } from '../fluid/fluid-report.repository';
import { FluidRepository } from '../fluid/fluid.repository';
import { reportedApart } from '../fluid/gas-category';
import { GasRepository } from '../fluid/gas.repository';
import type { RgmFiguresScope } from './rgm-figures.repository';
import { RgmWorkRepository } from './rgm-work.repository';
import { fluidsOf, overduePreventives, serviceText } from './rgm-work';

type RgmWork = Required<
  Pick<RgmSnapshot, 'ordens' | 'pendencias' | 'fluidos' | 'responsavelTecnico'>
>;

/**
 * The RGM's lists (see docs/area-b.md, "O RGM lista o trabalho"): every order of the
 * period, what is still open at its end, the refrigerant used and the contract's RT.
 * Preventives overdue come from the compliance the figures compute beside these lists.
 */
@Injectable()
export class RgmWorkCalculator {
  constructor(
    private readonly work: RgmWorkRepository,
    private readonly fluids: FluidRepository,
    private readonly gas: GasRepository,
    private readonly fluidReports: FluidReportRepository,
  ) {}

  /** `preventives`: the snapshot's compliance, computed beside these lists. */
  async compute(
    scope: RgmFiguresScope,
    preventives: Promise<RgmPreventives | undefined>,
  ): Promise<RgmWork> {
    // Independent statements, side by side on the pool's connections; only the overdue
    // preventives wait for the compliance that the figures compute.
    const [
      orders,
      open,
      nonConformities,
      recommendations,
      fluids,
      technicalLead,
      hcfc,
      compliance,
    ] = await Promise.all([
      this.work.orders(scope),
      this.work.openOrders(scope),
      this.work.openNonConformities(scope),
      this.work.recommendations(scope),
      this.fluidsOf(scope),
      this.work.technicalLead(scope),
      this.hcfcUnits(scope),
      preventives,
    ]);
    return {
      // Field by field: a rest pattern and a spread per order took 78 ms of CPU for a
      // 10,000-order month (V8's generic property copy; docs/performance.md).
      ordens: orders.map((row) => ({
        ordemId: row.ordemId,
        codigo: row.codigo,
        tipo: row.tipo,
        situacao: row.situacao,
        abertura: row.abertura.toISOString(),
        agendadaPara: row.agendadaPara?.toISOString() ?? null,
        inicio: row.inicio?.toISOString() ?? null,
        fim: row.fim?.toISOString() ?? null,
        contrato: row.contrato,
        equipamento: row.equipamento,
        setor: row.setor,
        causaRaiz: row.causaRaiz,
        tecnicos: row.tecnicos,
        medida: row.medida,
        prazo: row.prazo,
        servico: serviceText(row),
      })),
      pendencias: {
        ordensAbertas: open.map((row) => ({
          ...row,
          abertura: row.abertura.toISOString(),
          agendadaPara: row.agendadaPara?.toISOString() ?? null,
        })),
        naoConformidades: nonConformities,
        recomendacoes: recommendations,
        preventivasAtrasadas: compliance ? overduePreventives(compliance, scope.fim) : null,
        unidadesHcfc: hcfc,
      },
      fluidos: fluids,
      responsavelTecnico: technicalLead,
    };
  }

  /** The scope's units on an HCFC, with the replacement note the refrigerant report gives too. */
  private async hcfcUnits(scope: RgmFiguresScope) {
    const gases = await this.fluids.gasesOf(await this.gas.gwpSet(scope.companyId));
    const codes = gases.filter((gas) => reportedApart(gas)).map((gas) => gas.codigo);
    const units = await this.fluidReports.unitsOnGases(
      scope.companyId,
      { setor: null, contratoId: scope.contractId, clienteId: null },
      codes,
    );
    return units.map((unit) => ({ ...unit, nota: HCFC_REPLACEMENT_NOTE }));
  }

  /** The refrigerant used in the period, by equipment, with the company's gases. */
  private async fluidsOf(scope: RgmFiguresScope) {
    const rows = await this.fluids.periodByEquipment(scope.companyId, scope);
    return fluidsOf(
      rows,
      rows.length ? await this.fluids.gasesOf(await this.gas.gwpSet(scope.companyId)) : [],
    );
  }
}
