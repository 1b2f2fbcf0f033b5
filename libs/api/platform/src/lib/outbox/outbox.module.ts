import { Module } from '@nestjs/common';
import { OutboxController } from './outbox.controller';
import { OutboxRepository } from './outbox.repository';

/** The company's outbox, read in the admin app. */
@Module({ controllers: [OutboxController], providers: [OutboxRepository] })
export class OutboxModule {}
