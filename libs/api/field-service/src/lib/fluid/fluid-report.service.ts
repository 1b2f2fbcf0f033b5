import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import { companyLetterhead, documentFileName, PdfService } from '@campo/platform';
import { fluidReportPrint, fluidReportTitle } from './fluid-report.print';
import {
  FLUID_EVENT_KIND_LABELS,
  type FluidEventKind,
  type FluidReport,
  type LeakRate,
} from '@campo/contracts';
import { FluidRepository } from './fluid.repository';

/** Above this leak rate a comfort-cooling equipment is flagged (EPA, 40 CFR 82.157(d)). */
export const LEAK_RATE_LIMIT = 10;

export const FLUID_FORMULAS = {
  tco2e:
    'tCO2e = kg recarregados × GWP do gás ÷ 1000 (balanço de massa: o fluido reposto é o que escapou). GWP de 100 anos, Regulamento (UE) 517/2014 / IPCC AR4.',
  taxaDeVazamento:
    'Método da média móvel da EPA (rolling average, 40 CFR 82.152): a cada recarga, ' +
    'kg recarregados nos 365 dias até a data dela (ela inclusive) ÷ carga nominal × 100 %. ' +
    'Recargas seguidas (mesmo com um dia de intervalo) somam-se, sem anualizar o intervalo entre elas. ' +
    'Acima de 10 % (ar-condicionado de conforto, 40 CFR 82.157) o equipamento é sinalizado.',
  precisao:
    'Quantidades: kg com duas casas decimais (0,01 kg = 10 g); emissões em tCO2e com duas casas.',
};

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
  ) {}

  async annual(
    companyId: string,
    filter: { ano: number; setor?: string; tipoGas?: string },
  ): Promise<FluidReport> {
    const scope = { ano: filter.ano, setor: filter.setor ?? null, tipoGas: filter.tipoGas ?? null };
    const gases = await this.events.gases();
    const gwp = new Map(gases.map((gas) => [gas.codigo, gas.gwp]));
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
        .filter((row) => row.tipoEvento === 'RECARGA')
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
    const byEquipment = new Map<string, Omit<LeakRate, 'maiorTaxaPercentual' | 'acimaDoLimite'>>();
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
    const taxasDeVazamento = [...byEquipment.values()].map((entry) => {
      const highest = Math.max(...entry.recargas.map((recharge) => recharge.taxaPercentual));
      return { ...entry, maiorTaxaPercentual: highest, acimaDoLimite: highest > LEAK_RATE_LIMIT };
    });

    return {
      ano: filter.ano,
      filtros: { setor: filter.setor ?? null, tipoGas: filter.tipoGas ?? null },
      gases,
      linhas,
      totais: { porSetor: groupBy('setor'), porGas: groupBy('tipoGas'), geral: total(linhas) },
      taxasDeVazamento,
      limiteTaxaPercentual: LEAK_RATE_LIMIT,
      formulas: FLUID_FORMULAS,
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
        report.filtros.setor,
        report.filtros.tipoGas,
      ),
    };
  }
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000;
}

function round1(value: number) {
  return Math.round(value * 10) / 10;
}
