import { Body, Controller, Get, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentSession, platformError, RequireSession, SessionPrincipal } from '@campo/platform';
import { CaptureFluidEventDto } from './fluid-event.dto';
import { FluidReportService } from './fluid-report.service';
import { FluidService } from './fluid.service';

@Controller('fs')
export class FluidController {
  constructor(
    private readonly fluids: FluidService,
    private readonly reports: FluidReportService,
  ) {}

  /** Offline-safe capture: 201 for a new record, 200 when the same id and body come again. */
  @RequireSession()
  @Post('app/os/:id/fluido')
  async capture(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') orderId: string,
    @Body() body: CaptureFluidEventDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { created, event } = await this.fluids.capture(session, orderId, body);
    response.status(created ? 201 : 200);
    return { sucesso: true, dados: event };
  }

  /** The annual report, as JSON or `?formato=csv`. */
  @RequireSession()
  @Get('fluidos/relatorio-anual')
  async annual(@CurrentSession() session: SessionPrincipal, @Query() query: Record<string, string>, @Res({ passthrough: true }) response: Response) {
    const ano = Number(query.ano);
    if (!Number.isInteger(ano) || ano < 2000 || ano > 2100) {
      throw platformError('DADOS_INVALIDOS', 'Dados inválidos: ano (ex.: ano=2026).', { detalhes: ['ano: informe o ano'] });
    }
    if (query.formato && query.formato !== 'csv' && query.formato !== 'json') throw platformError('DADOS_INVALIDOS', 'Dados inválidos: formato (csv ou json).', { detalhes: ['formato: csv ou json'] });
    const report = await this.reports.annual(session.companyId, { ano, setor: query.setor || undefined, tipoGas: query.tipoGas || undefined });
    if (query.formato === 'csv') {
      response.type('text/csv; charset=utf-8').attachment(`fluidos-refrigerantes-${ano}.csv`);
      return new StreamableFile(this.reports.csv(report));
    }
    return { sucesso: true, dados: report };
  }
}
