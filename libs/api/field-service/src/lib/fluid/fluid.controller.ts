import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { FLUID_EDIT_ROLES } from '@campo/contracts';
import type { Response } from 'express';
import {
  CurrentSession,
  pdfFile,
  platformError,
  readPaging,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { CorrectFluidEventDto, DeleteFluidEventDto, ManualFluidEventDto } from './fluid-admin.dto';
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

  /** The log: events of a year, filtered by sector and gas, newest first. */
  @RequireSession()
  @Get('fluidos')
  async list(@CurrentSession() session: SessionPrincipal, @Query() query: Record<string, string>) {
    const ano = query.ano ? Number(query.ano) : undefined;
    if (ano !== undefined && !Number.isInteger(ano)) {
      throw platformError('DADOS_INVALIDOS', 'Dados inválidos: ano.', {
        detalhes: ['ano deve ser um número inteiro'],
      });
    }
    const { pagina, porPagina } = readPaging(query);
    return {
      sucesso: true,
      dados: await this.fluids.list(session.companyId, {
        ano,
        setor: query.setor || undefined,
        tipoGas: query.tipoGas || undefined,
        pagina,
        porPagina,
      }),
    };
  }

  @RequireSession()
  @Get('fluidos/gases')
  async gases() {
    return { sucesso: true, dados: await this.fluids.gases() };
  }

  /** An event added by hand (the equipment is required; the order optional). */
  @RequireSession(...FLUID_EDIT_ROLES)
  @Post('fluidos')
  async add(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: ManualFluidEventDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { created, event } = await this.fluids.capture(
      session,
      body.ordemServicoId ?? null,
      body,
    );
    response.status(created ? 201 : 200);
    return { sucesso: true, dados: event };
  }

  @RequireSession(...FLUID_EDIT_ROLES)
  @Patch('fluidos/:id')
  async correct(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: CorrectFluidEventDto,
  ) {
    return { sucesso: true, dados: await this.fluids.correct(session, id, body) };
  }

  @RequireSession(...FLUID_EDIT_ROLES)
  @Delete('fluidos/:id')
  @HttpCode(200)
  async remove(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: DeleteFluidEventDto,
  ) {
    await this.fluids.remove(session, id, body.motivo);
    return { sucesso: true, dados: null };
  }

  @RequireSession(...FLUID_EDIT_ROLES)
  @Get('fluidos/:id/auditoria')
  async audit(@CurrentSession() session: SessionPrincipal, @Param('id') id: string) {
    return { sucesso: true, dados: await this.fluids.auditTrail(session.companyId, id) };
  }

  /** The annual report, as JSON or `?formato=csv`. */
  @RequireSession()
  @Get('fluidos/relatorio-anual')
  async annual(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: Record<string, string>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const filter = reportFilter(query);
    if (query.formato && query.formato !== 'csv' && query.formato !== 'json')
      throw platformError('DADOS_INVALIDOS', 'Dados inválidos: formato (csv ou json).', {
        detalhes: ['formato: csv ou json'],
      });
    const report = await this.reports.annual(session.companyId, filter);
    if (query.formato === 'csv') {
      response
        .type('text/csv; charset=utf-8')
        .attachment(`fluidos-refrigerantes-${filter.ano}.csv`);
      return new StreamableFile(this.reports.csv(report));
    }
    return { sucesso: true, dados: report };
  }

  /** The annual report as a PDF (A4 landscape), with the same filters. */
  @RequireSession()
  @Get('fluidos/relatorio-anual/pdf')
  async annualPdf(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: Record<string, unknown>,
  ) {
    const report = await this.reports.annual(session.companyId, reportFilter(query));
    const { pdf, fileName } = await this.reports.pdf(session.companyId, report);
    return pdfFile(pdf, fileName);
  }
}

/** The report's year (required) and its optional sector and gas, the same for JSON, CSV and PDF. */
function reportFilter(query: Record<string, unknown>) {
  const ano = Number(query.ano);
  if (!Number.isInteger(ano) || ano < 2000 || ano > 2100) {
    throw platformError('DADOS_INVALIDOS', 'Dados inválidos: ano (ex.: ano=2026).', {
      detalhes: ['ano: informe o ano'],
    });
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { ano, setor: text(query.setor), tipoGas: text(query.tipoGas) };
}
