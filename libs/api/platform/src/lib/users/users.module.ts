import { Module } from '@nestjs/common';
import { PasswordLinkRepository } from './password-link.repository';
import { PasswordLinkService } from './password-link.service';
import { UserRepository } from './user.repository';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** The company's people, managed by its ADMIN, and the links that let them set a password. */
@Module({
  controllers: [UsersController],
  providers: [UserRepository, PasswordLinkRepository, PasswordLinkService, UsersService],
  exports: [UserRepository, PasswordLinkService, UsersService],
})
export class UsersModule {}
