import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { FLUID_EDIT_ROLES } from '@campo/contracts';
import type { Response } from 'express';
import {
  CurrentSession,
  IdParam,
  ok,
  type PageRequest,
  Paging,
  pdfFile,
  platformError,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import {
  ConfirmFluidEventDto,
  CorrectFluidEventDto,
  DeleteFluidEventDto,
  FluidSettingsDto,
  GasChangeDto,
  LeakRepairDto,
  ManualFluidEventDto,
} from './fluid-admin.dto';
import { CaptureFluidEventDto } from './fluid-event.dto';
import { FluidReportService } from './fluid-report.service';
import {
  FluidAnnualReportQueryDto,
  FluidListQueryDto,
  FluidReportQueryDto,
  FluidReviewQueryDto,
} from './fluid-query.dto';
import { fluidEventNotFound, FluidService } from './fluid.service';
import { LeakRepairService } from './leak-repair.service';
import { GasService } from './gas.service';
import { fieldServiceError } from '../common/field-service-errors';
import { RefusedRecordInterceptor } from '../refused-records/refused-record.interceptor';

const orderNotFound = () => platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');
const equipmentNotFound = () =>
  fieldServiceError('EQUIPAMENTO_NAO_ENCONTRADO', 'Equipamento não encontrado.');

@Controller('fs')
export class FluidController {
  constructor(
    private readonly fluids: FluidService,
    private readonly reports: FluidReportService,
    private readonly gas: GasService,
    private readonly leakRepairs: LeakRepairService,
  ) {}

  /** Offline-safe capture: 201 for a new record, 200 when the same id and body come again. */
  @RequireSession()
  @Post('app/os/:id/fluido')
  @UseInterceptors(RefusedRecordInterceptor)
  async capture(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', orderNotFound) orderId: string,
    @Body() body: CaptureFluidEventDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { created, event } = await this.fluids.capture(session, orderId, body, {
      fromPhone: true,
    });
    response.status(created ? 201 : 200);
    return ok(event);
  }

  /** The log: events of a year, filtered by sector and gas, newest first. */
  @RequireSession()
  @Get('fluidos')
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: FluidListQueryDto,
    @Paging() page: PageRequest,
  ) {
    return ok(await this.fluids.list(session.companyId, query, page));
  }

  @RequireSession()
  @Get('fluidos/gases')
  async gases() {
    return ok(await this.fluids.gases());
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
    return ok(event);
  }

  @RequireSession(...FLUID_EDIT_ROLES)
  @Patch('fluidos/:id')
  async correct(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', fluidEventNotFound) id: string,
    @Body() body: CorrectFluidEventDto,
  ) {
    return ok(await this.fluids.correct(session, id, body));
  }

  @RequireSession(...FLUID_EDIT_ROLES)
  @Delete('fluidos/:id')
  @HttpCode(200)
  async remove(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', fluidEventNotFound) id: string,
    @Body() body: DeleteFluidEventDto,
  ) {
    await this.fluids.remove(session, id, body.motivo);
    return ok(null);
  }

  /** The review list: flagged events waiting for a supervisor (or every flagged one, `?pendentes=false`). */
  @RequireSession(...FLUID_EDIT_ROLES)
  @Get('fluidos/revisao')
  async reviewList(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: FluidReviewQueryDto,
    @Paging() page: PageRequest,
  ) {
    return ok(await this.fluids.flagged(session.companyId, query.pendentes ?? true, page));
  }

  /** A flagged event confirmed as it is, with the reason (a correction goes through PATCH). */
  @RequireSession(...FLUID_EDIT_ROLES)
  @Post('fluidos/:id/confirmacao')
  @HttpCode(200)
  async confirm(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', fluidEventNotFound) id: string,
    @Body() body: ConfirmFluidEventDto,
  ) {
    return ok(await this.fluids.confirm(session, id, body.motivo));
  }

  @RequireSession()
  @Get('fluidos/parametros')
  async settings(@CurrentSession() session: SessionPrincipal) {
    return ok(await this.gas.settings(session.companyId));
  }

  /** The company's GWP set (AR4, AR5, AR6): ADMIN, audited. */
  @RequireSession('ADMIN')
  @Put('fluidos/parametros')
  async writeSettings(@CurrentSession() session: SessionPrincipal, @Body() body: FluidSettingsDto) {
    return ok(await this.gas.writeSettings(session, body));
  }

  /** A unit's leak test and repair (clears its leak flag in the report), audited; same id → same record. */
  @RequireSession(...FLUID_EDIT_ROLES)
  @Post('fluidos/equipamentos/:id/reparos')
  async recordRepair(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', equipmentNotFound) id: string,
    @Body() body: LeakRepairDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { created, repair } = await this.leakRepairs.record(session, id, body);
    response.status(created ? 201 : 200);
    return ok(repair);
  }

  /** A change of the equipment's gas from a day on (a retrofit), recorded and audited. */
  @RequireSession(...FLUID_EDIT_ROLES)
  @Post('fluidos/equipamentos/:id/troca-de-gas')
  async changeGas(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', equipmentNotFound) id: string,
    @Body() body: GasChangeDto,
  ) {
    return ok(await this.gas.changeGas(session, id, body));
  }

  @RequireSession()
  @Get('fluidos/equipamentos/:id/trocas-de-gas')
  async gasChanges(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', equipmentNotFound) id: string,
  ) {
    return ok(await this.gas.changes(session.companyId, id));
  }

  @RequireSession(...FLUID_EDIT_ROLES)
  @Get('fluidos/:id/auditoria')
  async audit(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', fluidEventNotFound) id: string,
  ) {
    return ok(await this.fluids.auditTrail(session.companyId, id));
  }

  /** The annual report, as JSON or `?formato=csv`. */
  @RequireSession()
  @Get('fluidos/relatorio-anual')
  @ApiProduces('application/json', 'text/csv')
  async annual(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: FluidAnnualReportQueryDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const report = await this.reports.annual(session.companyId, query);
    if (query.formato === 'csv') {
      response.type('text/csv; charset=utf-8').attachment(`fluidos-refrigerantes-${query.ano}.csv`);
      return new StreamableFile(this.reports.csv(report));
    }
    return ok(report);
  }

  /** The annual report as a PDF (A4 landscape), with the same filters. */
  @RequireSession()
  @Get('fluidos/relatorio-anual/pdf')
  @ApiProduces('application/pdf')
  async annualPdf(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: FluidReportQueryDto,
  ) {
    const report = await this.reports.annual(session.companyId, query);
    const { pdf, fileName } = await this.reports.pdf(session.companyId, report);
    return pdfFile(pdf, fileName);
  }
}
