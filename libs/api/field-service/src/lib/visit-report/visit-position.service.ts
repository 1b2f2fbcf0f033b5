import { Injectable } from '@nestjs/common';
import type { FieldPosition, PositionMoment, VisitPosition } from '@campo/contracts';
import type { EntityManager } from 'typeorm';
import { VisitRecordsRepository } from './visit-records.repository';

/**
 * The technician's position at check-in (the start) and check-out (the acceptance): the
 * phone sends it only when the company records positions and the technician consented;
 * the server stores it only when the company's parameter is on (off by default), so a
 * position sent otherwise is dropped. There is no route that takes a position in between.
 */
@Injectable()
export class VisitPositionService {
  constructor(private readonly visits: VisitRecordsRepository) {}

  enabled(companyId: string, manager?: EntityManager): Promise<boolean> {
    return this.visits.recordsPositions(companyId, manager);
  }

  async record(
    step: { companyId: string; orderId: string; userId: string; momento: PositionMoment },
    position: FieldPosition | undefined,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    if (!position || !(await this.enabled(step.companyId, manager))) return;
    await this.visits.insertPosition({ ...step, ...position, em: at }, manager);
  }

  async of(companyId: string, orderId: string): Promise<VisitPosition[]> {
    return (await this.visits.positions(companyId, orderId)).map((row) => ({
      ...row,
      em: new Date(row.em).toISOString(),
    }));
  }
}
