import { Controller, Get } from '@nestjs/common';
import type { HomeOverview, SuccessResponse } from '@campo/contracts';
import { CurrentSession, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { HomeService } from './home.service';

/** The home page's data (every role; what it holds depends on the role). */
@Controller('fs/inicio')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @RequireSession()
  @Get()
  async overview(
    @CurrentSession() session: SessionPrincipal,
  ): Promise<SuccessResponse<HomeOverview>> {
    return ok(await this.home.overview(session));
  }
}
