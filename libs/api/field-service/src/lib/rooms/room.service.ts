import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CARE_AREA_CLASS_DEFAULTS,
  type CareAreaParameters,
  type Room,
  type RoomsFromSectorsResult,
} from '@campo/contracts';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { SaveCareAreaDto } from './care-area.dto';
import { RoomRepository } from './room.repository';
import { roomNotFound } from './room-reading.service';

export const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');

/** A contract's rooms: listed, and created from its sectors on first use. */
@Injectable()
export class RoomService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rooms: RoomRepository,
  ) {}

  async list(companyId: string, contractId: string): Promise<Room[]> {
    return this.dataSource.transaction(async (manager) => {
      const found: unknown[] = await manager.query(
        'SELECT 1 FROM contrato WHERE empresa_id = $1 AND id = $2',
        [companyId, contractId],
      );
      if (found.length === 0) throw contractNotFound();
      return this.rooms.list(companyId, contractId, manager);
    });
  }

  /**
   * First use: a contract with no rooms gets one per sector of its units, and the units
   * are assigned to them. A contract that already has rooms → 409 (they are edited in
   * the register, where this would overwrite nothing).
   */
  createFromSectors(companyId: string, contractId: string): Promise<RoomsFromSectorsResult> {
    return this.dataSource.transaction(async (manager) => {
      const code = await this.rooms.lockContract(manager, companyId, contractId);
      if (code === undefined) throw contractNotFound();
      if (await this.rooms.hasRooms(manager, companyId, contractId)) {
        throw fieldServiceError(
          'AMBIENTES_EXISTENTES',
          `O contrato ${code} já tem ambientes cadastrados; edite-os em Cadastros › Ambientes.`,
        );
      }
      const created = await this.rooms.createFromSectors(manager, companyId, contractId, code);
      return {
        criados: created.rooms,
        equipamentosAtribuidos: created.units,
        ambientes: await this.rooms.list(companyId, contractId, manager),
      };
    });
  }

  /**
   * Marks the room as a care area of a class, with the class's parameters or the ones the
   * company sends (the room's project); `classe: null` unmarks it. The units serving the
   * room get (or lose) the class's activities in their plan at once: the plan view reads
   * the room.
   */
  saveCareArea(
    companyId: string,
    contractId: string,
    roomId: string,
    dto: SaveCareAreaDto,
  ): Promise<Room> {
    return this.dataSource.transaction(async (manager) => {
      const room = await this.rooms.find(companyId, roomId, contractId, manager);
      if (!room) throw roomNotFound();
      const parameters =
        dto.classe === null
          ? null
          : { ...(dto.parametros ?? CARE_AREA_CLASS_DEFAULTS[dto.classe].parametros) };
      if (parameters) assertCoherent(parameters);
      await this.rooms.saveCareArea(
        manager,
        companyId,
        roomId,
        dto.classe === null || !parameters ? null : { classe: dto.classe, parametros: parameters },
      );
      const rooms = await this.rooms.list(companyId, contractId, manager);
      return rooms.find((item) => item.id === roomId)!;
    });
  }
}

/** A care area's bands run from minimum to maximum; a pressure relation states its minimum. */
function assertCoherent(parameters: CareAreaParameters): void {
  const invalid = (message: string) => fieldServiceError('AREA_SAUDE_INVALIDA', message);
  if (parameters.temperaturaMinC > parameters.temperaturaMaxC)
    throw invalid('A temperatura mínima da área é maior que a máxima.');
  if (parameters.umidadeMinPct > parameters.umidadeMaxPct)
    throw invalid('A umidade mínima da área é maior que a máxima.');
  if (parameters.pressao !== 'INDIFERENTE' && parameters.pressaoMinPa === null)
    throw invalid(
      `Informe a diferença mínima de pressão (Pa) da área com pressão ${parameters.pressao === 'POSITIVA' ? 'positiva' : 'negativa'}.`,
    );
}
