import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionInfo, SuccessResponse } from '@campo/contracts';
import { Public, RequireSession } from '../common/access-policy';
import { AuthService } from './auth.service';
import { CurrentSession } from './current-session.decorator';
import { LoginDto } from './login.dto';
import type { SessionPrincipal } from './session-principal';
import { SESSION_COOKIE, SessionService } from './session.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<SessionInfo>> {
    const result = await this.auth.login(body.email, body.senha, {
      ip: request.ip,
      userAgent: request.get('user-agent'),
      previousToken: request.cookies?.[SESSION_COOKIE],
    });
    response.cookie(SESSION_COOKIE, result.token, this.sessions.cookieOptions(result.expiresAt));
    return { sucesso: true, dados: result.info };
  }

  /** Ends the session if there is one; always answers 200 and clears the cookie. */
  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessResponse<null>> {
    await this.sessions.end(request.cookies?.[SESSION_COOKIE]);
    response.clearCookie(SESSION_COOKIE, this.sessions.cookieOptions());
    return { sucesso: true, dados: null };
  }

  @RequireSession()
  @Get('eu')
  me(@CurrentSession() session: SessionPrincipal): SuccessResponse<SessionInfo> {
    return { sucesso: true, dados: this.auth.describe(session) };
  }
}
