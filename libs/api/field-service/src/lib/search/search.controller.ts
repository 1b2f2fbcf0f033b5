import { Controller, Get, Query } from '@nestjs/common';
import { type GlobalSearchResult, RECORD_EDIT_ROLES, type SuccessResponse } from '@campo/contracts';
import { CurrentSession, ok, RequireSession, SessionPrincipal } from '@campo/platform';
import { GlobalSearchQueryDto } from './search.dto';
import { SearchService } from './search.service';

/** The admin's header search: supervisors and administrators, across their company. */
@Controller('fs')
@RequireSession(...RECORD_EDIT_ROLES)
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('busca')
  async find(
    @CurrentSession() session: SessionPrincipal,
    @Query() query: GlobalSearchQueryDto,
  ): Promise<SuccessResponse<GlobalSearchResult>> {
    return ok(await this.search.search(session.companyId, query.busca));
  }
}
