import { Module } from '@nestjs/common';
import { BuildingRepository } from './building.repository';

/** The building a contract serves (name, site address, owner), for whoever prints it. */
@Module({ providers: [BuildingRepository], exports: [BuildingRepository] })
export class BuildingModule {}
