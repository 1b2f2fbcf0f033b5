import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Room, RoomsFromSectorsResult } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { RoomRepository } from './room.repository';

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
}
