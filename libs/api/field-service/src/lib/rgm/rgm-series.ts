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
    const [semanas, meses, metas] = await Promise.all([
      this.series.weeks(scope),
      this.series.months(scope),
      this.series.targets(scope),
    ]);
    return { semanas, meses, metas };
  }
}
