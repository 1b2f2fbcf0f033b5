import { Injectable } from '@nestjs/common';
import { localDate, type IndoorAirAnalysis, type PortalIndoorAir } from '@campo/contracts';
import { FileService } from '@campo/platform';
import { analysisNotFound, IndoorAirService } from '../indoor-air/indoor-air.service';
import { ClientPortalRepository } from './client-portal.repository';
import { type PortalSession, scopeOf } from './client-portal.service';

/**
 * The client's indoor-air analyses (NBR 17037) in the portal: those of its own contracts,
 * judged per parameter, with the lab's report. Another client's analysis is not found (404),
 * as another company's is.
 */
@Injectable()
export class PortalIndoorAirService {
  constructor(
    private readonly portal: ClientPortalRepository,
    private readonly indoorAir: IndoorAirService,
    private readonly files: FileService,
  ) {}

  async list(session: PortalSession & { timeZone: string }): Promise<PortalIndoorAir> {
    const contracts = await this.portal.contracts(scopeOf(session));
    const [analises, agenda] = await Promise.all([
      Promise.all(contracts.map((c) => this.indoorAir.list(session.companyId, c.id))),
      this.indoorAir.schedules(session.companyId, localDate(new Date(), session.timeZone)),
    ]);
    const own = new Set(contracts.map((contract) => contract.id));
    return {
      analises: analises.flat().sort((a, b) => b.dataColeta.localeCompare(a.dataColeta)),
      agenda: agenda.filter((schedule) => own.has(schedule.contratoId)),
    };
  }

  async get(session: PortalSession, id: string): Promise<IndoorAirAnalysis> {
    const contracts = await this.portal.contracts(scopeOf(session));
    const analysis = await this.indoorAir.get(session.companyId, id);
    if (!contracts.some((contract) => contract.id === analysis.contratoId))
      throw analysisNotFound();
    return analysis;
  }

  /** The lab's report (PDF), when the analysis has one. */
  async report(session: PortalSession, id: string) {
    const analysis = await this.get(session, id);
    if (!analysis.arquivoId) throw analysisNotFound();
    return this.files.open(session.companyId, analysis.arquivoId);
  }
}
