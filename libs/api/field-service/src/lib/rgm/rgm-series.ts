import { Injectable } from '@nestjs/common';
import type { RgmSeries } from '@campo/contracts';
import type { RgmFiguresScope } from './rgm-figures.repository';
import { RgmSeriesRepository } from './rgm-series.repository';

/**
 * The series of an RGM's charts, computed with its figures and frozen in its snapshot,
 * so a released RGM's charts never change.
 */
@Injectable()
export class RgmSeriesCalculator {
  constructor(private readonly series: RgmSeriesRepository) {}

  async compute(scope: RgmFiguresScope): Promise<RgmSeries> {
    return {
      semanas: await this.series.weeks(scope),
      meses: await this.series.months(scope),
      metas: await this.series.targets(scope),
    };
  }
}
