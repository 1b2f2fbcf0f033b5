import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import { companyLetterhead, documentFileName, PdfService, platformError } from '@campo/platform';
import { fluidReportPrint, fluidReportTitle } from './fluid-report.print';
import {
  FLUID_EVENT_KIND_LABELS,
  type FluidEventKind,
  type FluidReport,
  GWP_SET_LABELS,
  type GwpSet,
  HCFC_REPLACEMENT_NOTE,
  type HcfcTotals,
  type LeakRate,
  type LeakRepair,
  RECOVERY_DESTINATION_LABELS,
  type RecoveryDestination,
  REFRIGERANT_RULES,
} from '@campo/contracts';
import { massBalance } from './fluid-balance';
import { FluidCylinderRepository } from './fluid-cylinder.repository';
import { FluidReportRepository } from './fluid-report.repository';
import { FluidRepository } from './fluid.repository';
import { reportedApart } from './gas-category';
import { GasRepository } from './gas.repository';
import { LeakRepairRepository } from './leak-repair.repository';

/**
 * Above this leak rate a comfort-cooling equipment is flagged: the EPA's trigger for
 * comfort cooling (40 CFR 82.157(d)), used here as an internal indicator, not a legal limit
 * (no Brazilian rule sets one).
 */
export const LEAK_RATE_LIMIT = 10;

export function fluidFormulas(set: GwpSet) {
  return {
    tco2e:
      'tCO2e = kg recarregados × GWP do gás ÷ 1000 (o fluido reposto é o que escapou). ' +
      `GWP de 100 anos do conjunto ${GWP_SET_LABELS[set]} do IPCC, escolhido pela empresa (fonte dos valores); misturas pela composição nominal. ` +
      'HCFCs (R-22) ficam fora deste total: são substâncias do Protocolo de Montreal, relatadas à parte com o ODP. ' +
      'Eventos aguardando revisão ficam fora de todos os totais até o supervisor decidir.',
    balanco:
      'Balanço de massa por cliente e gás: carga instalada = soma das cargas nominais das unidades ativas; ' +
      'balanço = kg carregados − kg recolhidos no ano; destinado = recolhido enviado para regeneração ou destruição ' +
      '(pela destinação do cilindro de recolhimento, quando registrada; senão pelo destino informado na retirada). ' +
      'Emissões pelo balanço quando toda unidade tem carga nominal e o balanço não é negativo; senão pelas recargas, ' +
      'e a linha diz o motivo. Método do balanço de massa do GHG Protocol para refrigeração e ar-condicionado ' +
      '(referência estrangeira: nenhuma norma brasileira fixa um método).',
    odp:
      'kg ODP = kg recarregados × ODP do gás (potencial de destruição da camada de ozônio; R-11 = 1). ' +
      'ODP do Protocolo de Montreal, Anexo C (HCFC-22: 0,055).',
    taxaDeVazamento:
      'Método da média móvel da EPA (rolling average, 40 CFR 82.152, referência estrangeira do método): a cada recarga, ' +
      'kg recarregados nos 365 dias até a data dela (ela inclusive) ÷ carga nominal × 100 %. ' +
      'Recargas seguidas (mesmo com um dia de intervalo) somam-se, sem anualizar o intervalo entre elas. ' +
      `Acima de ${LEAK_RATE_LIMIT} % o equipamento é sinalizado: indicador interno de acompanhamento, ` +
      'não um limite legal (nenhuma norma brasileira fixa uma taxa máxima).',
    precisao:
      'Quantidades: kg com duas casas decimais (0,01 kg = 10 g); emissões em tCO2e com duas casas.',
  };
}

/** The AR4 formulas, as before the GWP set became a company setting. */
export const FLUID_FORMULAS = fluidFormulas('AR4');

export interface FluidReportFilter {
  ano: number;
  setor?: string;
  tipoGas?: string;
  /** One client's equipment: the query a client's own view calls. */
  clienteId?: string;
  contratoId?: string;
}

export type FluidAnnualReport = Awaited<ReturnType<FluidReportService['annual']>>;

interface Totals {
  recargaKg: number;
  retiradaKg: number;
  vazamentoKg: number;
  tco2e: number;
}

/** The annual refrigerant report: kg per sector, gas, event kind and month; totals; tCO2e; leak rates. */
@Injectable()
export class FluidReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: FluidRepository,
    private readonly pdfs: PdfService,
    private readonly reports: FluidReportRepository,
    private readonly gasSettings: GasRepository,
    private readonly repairs: LeakRepairRepository,
    private readonly cylinders: FluidCylinderRepository,
  ) {}

  /**
   * The annual report of the company, or of one client or contract (by the equipment's
   * current contract), in the company's GWP set. The per-client call is the one a
   * client's own view makes.
   */
  async annual(companyId: string, filter: FluidReportFilter): Promise<FluidReport> {
    const scope = {
      ano: filter.ano,
      setor: filter.setor ?? null,
      tipoGas: filter.tipoGas ?? null,
      clienteId: filter.clienteId ?? null,
      contratoId: filter.contratoId ?? null,
    };
    const names = await this.reports.scopeNames(companyId, scope);
    if (!names)
      throw platformError(
        'NAO_ENCONTRADO',
        scope.clienteId && scope.contratoId
          ? 'Cliente ou contrato não encontrado.'
          : scope.clienteId
            ? 'Cliente não encontrado.'
            : 'Contrato não encontrado.',
      );
    const set = await this.gasSettings.gwpSet(companyId);
    const gases = await this.events.gasesOf(set);
    const gwp = new Map(gases.map((gas) => [gas.codigo, gas.gwp]));
    const byCode = new Map(gases.map((gas) => [gas.codigo, gas]));
    const isHcfc = (code: string) => reportedApart(byCode.get(code));
    const cells = await this.events.reportCells(companyId, scope);
    const lines = new Map<
      string,
      {
        setor: string;
        tipoGas: string;
        tipoEvento: FluidEventKind;
        meses: number[];
        totalKg: number;
      }
    >();
    for (const cell of cells) {
      const key = `${cell.setor}\u0000${cell.tipoGas}\u0000${cell.tipoEvento}`;
      const line = lines.get(key) ?? {
        setor: cell.setor,
        tipoGas: cell.tipoGas,
        tipoEvento: cell.tipoEvento,
        meses: Array(12).fill(0),
        totalKg: 0,
      };
      line.meses[cell.mes - 1] = round3(line.meses[cell.mes - 1] + cell.kg);
      line.totalKg = round3(line.totalKg + cell.kg);
      lines.set(key, line);
    }
    const linhas = [...lines.values()];
    const total = (rows: typeof linhas): Totals => {
      const sum = (kind: FluidEventKind) =>
        round3(
          rows.filter((row) => row.tipoEvento === kind).reduce((acc, row) => acc + row.totalKg, 0),
        );
      const tco2e = rows
        .filter((row) => row.tipoEvento === 'RECARGA' && !isHcfc(row.tipoGas))
        .reduce((acc, row) => acc + (row.totalKg * (gwp.get(row.tipoGas) ?? 0)) / 1000, 0);
      return {
        recargaKg: sum('RECARGA'),
        retiradaKg: sum('RETIRADA'),
        vazamentoKg: sum('VAZAMENTO'),
        tco2e: round3(tco2e),
      };
    };
    const groupBy = <Key extends 'setor' | 'tipoGas'>(key: Key) =>
      [...new Set(linhas.map((row) => row[key]))]
        .sort()
        .map(
          (value) =>
            ({ [key]: value, ...total(linhas.filter((row) => row[key] === value)) }) as Record<
              Key,
              string
            > &
              Totals,
        );

    const recharges = await this.events.recharges(companyId, scope);
    const byEquipment = new Map<
      string,
      Omit<LeakRate, 'maiorTaxaPercentual' | 'acimaDoLimite' | 'sinalVazamento'>
    >();
    for (const row of recharges) {
      const entry = byEquipment.get(row.equipamentoId) ?? {
        equipamentoId: row.equipamentoId,
        codigo: row.codigo,
        setor: row.setor,
        tipoGas: row.tipoGas,
        cargaKg: row.cargaKg,
        recargas: [],
      };
      entry.recargas.push({
        data: row.dataEvento,
        kg: row.kg,
        kg365Dias: round3(row.kg365Dias),
        taxaPercentual: round1((row.kg365Dias / row.cargaKg) * 100),
      });
      byEquipment.set(row.equipamentoId, entry);
    }
    const repairs = await this.repairs.ofEquipment(companyId, [...byEquipment.keys()]);
    const orderOf = new Map(
      recharges.map((row) => [`${row.equipamentoId}:${row.dataEvento}`, row.ordemCodigo]),
    );
    const taxasDeVazamento = [...byEquipment.values()].map((entry) => {
      const highest = Math.max(...entry.recargas.map((recharge) => recharge.taxaPercentual));
      return {
        ...entry,
        maiorTaxaPercentual: highest,
        acimaDoLimite: highest > LEAK_RATE_LIMIT,
        sinalVazamento: leakFlag(
          entry.recargas,
          repairs.filter((repair) => repair.equipamentoId === entry.equipamentoId),
          (day) => orderOf.get(`${entry.equipamentoId}:${day}`) ?? null,
        ),
      };
    });

    const gasesByCode = new Map(gases.map((gas) => [gas.codigo, gas]));
    const hcfcLines = linhas.filter((line) => isHcfc(line.tipoGas));
    // HCFC lines are those whose gas is in the table as an HCFC, so each code is found.
    const hcfcGases = [...new Set(hcfcLines.map((line) => line.tipoGas))]
      .sort()
      .flatMap((code) => gasesByCode.get(code) ?? []);
    const hcfcPorGas: HcfcTotals[] = hcfcGases.map((gas) => ({
      tipoGas: gas.codigo,
      odp: gas.odp,
      fonteOdp: gas.fonteOdp,
      ...hcfcTotals(
        hcfcLines.filter((line) => line.tipoGas === gas.codigo),
        gas.gwp,
        gas.odp,
      ),
    }));
    const recoveries = await this.reports.recoveries(companyId, scope);
    const byDestination = new Map<RecoveryDestination | null, number>();
    for (const line of recoveries)
      byDestination.set(
        line.destino,
        round3((byDestination.get(line.destino) ?? 0) + line.quantidadeKg),
      );

    const pending = await this.reports.pendingReviews(companyId, scope);
    const hcfcUnits = await this.reports.unitsOnGases(
      companyId,
      scope,
      gases
        .filter((gas) => isHcfc(gas.codigo) && (!scope.tipoGas || gas.codigo === scope.tipoGas))
        .map((gas) => gas.codigo),
    );
    return {
      ano: filter.ano,
      filtros: {
        setor: scope.setor,
        tipoGas: scope.tipoGas,
        clienteId: scope.clienteId,
        contratoId: scope.contratoId,
        cliente: names.cliente,
        contrato: names.contrato,
      },
      conjuntoGwp: { codigo: set, rotulo: GWP_SET_LABELS[set] },
      gases,
      linhas,
      totais: {
        porSetor: groupBy('setor'),
        porGas: groupBy('tipoGas').map((entry) => ({
          ...entry,
          categoria: byCode.get(entry.tipoGas)?.categoria ?? 'HFC',
        })),
        geral: total(linhas),
      },
      hcfc: {
        porGas: hcfcPorGas,
        total: {
          recargaKg: round3(hcfcPorGas.reduce((sum, gas) => sum + gas.recargaKg, 0)),
          retiradaKg: round3(hcfcPorGas.reduce((sum, gas) => sum + gas.retiradaKg, 0)),
          vazamentoKg: round3(hcfcPorGas.reduce((sum, gas) => sum + gas.vazamentoKg, 0)),
          tco2e: round3(hcfcPorGas.reduce((sum, gas) => sum + gas.tco2e, 0)),
          odpKg: round3(hcfcPorGas.reduce((sum, gas) => sum + gas.odpKg, 0)),
        },
      },
      recuperacao: {
        eventos: recoveries,
        porDestino: [...byDestination].map(([destino, kg]) => ({ destino, kg })),
      },
      revisaoPendente: pending.length,
      emRevisao: pending,
      balanco: massBalance(await this.reports.massBalance(companyId, scope), gases),
      hcfcEquipamentos: hcfcUnits.map((unit) => ({ ...unit, nota: HCFC_REPLACEMENT_NOTE })),
      cilindros: await this.cylinders.reportSection(companyId, scope),
      ctfApp: await this.gasSettings.ctfApp(companyId),
      marcoLegal: REFRIGERANT_RULES,
      taxasDeVazamento,
      limiteTaxaPercentual: LEAK_RATE_LIMIT,
      formulas: fluidFormulas(set),
    };
  }

  /** The grid as CSV (`;`, UTF-8 with BOM), cells that could run as formulas escaped. */
  csv(report: FluidAnnualReport) {
    const months = [
      'Jan',
      'Fev',
      'Mar',
      'Abr',
      'Mai',
      'Jun',
      'Jul',
      'Ago',
      'Set',
      'Out',
      'Nov',
      'Dez',
    ];
    const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
    const rows = [
      ['Setor', 'Gás', 'Evento', ...months, 'Total (kg)'],
      ...report.linhas.map((line) => [
        line.setor,
        line.tipoGas,
        FLUID_EVENT_KIND_LABELS[line.tipoEvento],
        ...line.meses.map(number),
        number(line.totalKg),
      ]),
      [],
      ['Gases recolhidos (retiradas)'],
      ['Data', 'Equipamento', 'Setor', 'Gás', 'kg', 'Destino', 'Cilindro', 'Certificado'],
      ...report.recuperacao.eventos.map((line) => [
        line.dataEvento,
        line.equipamentoCodigo ?? '',
        line.setor,
        line.tipoGas,
        number(line.quantidadeKg),
        line.destino ? RECOVERY_DESTINATION_LABELS[line.destino] : 'Não informado',
        line.cilindro ?? '',
        line.certificado ?? '',
      ]),
    ].map((cells) => cells.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
    return Buffer.from(`\uFEFF${stringify(rows, { delimiter: ';' })}`, 'utf8');
  }

  /** The report as an A4 landscape PDF in the company's letterhead, and its file name. */
  async pdf(
    companyId: string,
    report: FluidAnnualReport,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const letterhead = await companyLetterhead(this.dataSource, companyId);
    const pdf = await this.pdfs.render(
      fluidReportPrint(report, {
        company: letterhead,
        timeZone: letterhead.timeZone,
        issuedAt: new Date(),
      }),
    );
    return {
      pdf,
      fileName: documentFileName(
        fluidReportTitle(report.ano),
        report.filtros.cliente ?? null,
        report.filtros.contrato ?? null,
        report.filtros.setor,
        report.filtros.tipoGas,
      ),
    };
  }
}

/**
 * A unit's leak flag from its recharges of the year (each with its rolling rate) and its
 * repairs (newest first): raised by the last recharge above the limit, cleared by a repair
 * dated on or after it.
 */
export function leakFlag(
  recharges: Array<{ data: string; taxaPercentual: number }>,
  repairs: LeakRepair[],
  orderOn: (day: string) => string | null,
): LeakRate['sinalVazamento'] {
  const above = recharges.filter((recharge) => recharge.taxaPercentual > LEAK_RATE_LIMIT);
  if (above.length === 0) return null;
  const since = above[above.length - 1].data;
  const repair = repairs.find((entry) => entry.data >= since) ?? null;
  return {
    situacao: repair ? 'REPARADO' : 'AGUARDA_REPARO',
    desde: since,
    ordemCodigo: orderOn(since),
    reparo: repair,
  };
}

/** An HCFC's kg per event kind, its informative tCO2e and its ODP-weighted kg. */
function hcfcTotals(
  rows: Array<{ tipoEvento: FluidEventKind; totalKg: number }>,
  gwp: number,
  odp: number,
) {
  const sum = (kind: FluidEventKind) =>
    round3(
      rows.filter((row) => row.tipoEvento === kind).reduce((acc, row) => acc + row.totalKg, 0),
    );
  const recargaKg = sum('RECARGA');
  return {
    recargaKg,
    retiradaKg: sum('RETIRADA'),
    vazamentoKg: sum('VAZAMENTO'),
    tco2e: round3((recargaKg * gwp) / 1000),
    odpKg: round3(recargaKg * odp),
  };
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000;
}

function round1(value: number) {
  return Math.round(value * 10) / 10;
}
