import {
  Body,
  Controller,
  Get,
  HttpCode,
  Patch,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import {
  FLUID_EDIT_ROLES,
  type FluidCylinder,
  type FluidDestination,
  type SuccessResponse,
} from '@campo/contracts';
import { CurrentSession, IdParam, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import {
  CreateFluidCylinderDto,
  CreateFluidDestinationDto,
  FluidCylinderQueryDto,
  UpdateFluidCylinderDto,
} from './fluid-cylinder.dto';
import { cylinderNotFound, FluidCylinderService } from './fluid-cylinder.service';

/** A certificate scan or PDF may be larger than a phone photo. */
const CERTIFICATE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The company's refrigerant cylinders and their destinations: ADMIN and SUPERVISOR, as the
 * other writes of the gas log (the technician's phone gets the active ones with its day).
 */
@Controller('fs/fluidos/cilindros')
@RequireSession(...FLUID_EDIT_ROLES)
export class FluidCylindersController {
  constructor(private readonly cylinders: FluidCylinderService) {}

  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: FluidCylinderQueryDto,
  ): Promise<SuccessResponse<FluidCylinder[]>> {
    return ok(await this.cylinders.list(session.companyId, query));
  }

  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateFluidCylinderDto,
  ): Promise<SuccessResponse<FluidCylinder>> {
    return ok(await this.cylinders.create(session, body));
  }

  @Get(':id')
  async get(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', cylinderNotFound) id: string,
  ): Promise<SuccessResponse<FluidCylinder>> {
    return ok(await this.cylinders.get(session.companyId, id));
  }

  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', cylinderNotFound) id: string,
    @Body() body: UpdateFluidCylinderDto,
  ): Promise<SuccessResponse<FluidCylinder>> {
    return ok(await this.cylinders.update(session, id, body));
  }

  /** No longer offered to the technician; its records and destinations stay. */
  @Post(':id/desativacao')
  @HttpCode(200)
  async deactivate(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', cylinderNotFound) id: string,
  ): Promise<SuccessResponse<FluidCylinder>> {
    return ok(await this.cylinders.deactivate(session, id));
  }

  @Get(':id/destinacoes')
  async destinations(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', cylinderNotFound) id: string,
  ): Promise<SuccessResponse<FluidDestination[]>> {
    return ok(await this.cylinders.destinations(session.companyId, id));
  }

  /** multipart/form-data: the fields and the certificate (PDF or image) in `certificado`. */
  @Post(':id/destinacoes')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    FileInterceptor('certificado', { limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1 } }),
  )
  async addDestination(
    @CurrentSession() session: SessionPrincipal,
    @IdParam('id', cylinderNotFound) id: string,
    @Body() body: CreateFluidDestinationDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<SuccessResponse<FluidDestination>> {
    return ok(await this.cylinders.addDestination(session, id, body, file?.buffer));
  }
}
