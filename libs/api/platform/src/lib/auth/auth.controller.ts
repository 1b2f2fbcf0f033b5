import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ROLES, type SessionInfo, type SuccessResponse } from '@campo/contracts';
import { Public, RequireSession } from '../common/access-policy';
import { AuthService } from './auth.service';
import { CurrentSession } from './current-session.decorator';
import { LoginDto } from './login.dto';
import { ChangePasswordDto, ForgotPasswordDto, SetPasswordDto } from './password.dto';
import { PasswordService, RESET_REQUESTED } from './password.service';
import { ok } from '../common/success';
import type { SessionPrincipal } from './session-principal';
import { SESSION_COOKIE, SessionService } from './session.service';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordService,
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

  /** Sets a password from an invitation or reset link; the user then signs in with it. */
  @Public()
  @Post('definir-senha')
  @HttpCode(200)
  async setPassword(@Body() body: SetPasswordDto) {
    await this.passwords.setWithLink(body.token, body.senha);
    return ok(null, 'Senha definida. Entre com seu e-mail e a nova senha.');
  }

  /**
   * Always the same answer, whether or not the e-mail names a user (throttled like login);
   * the audit names who asked (the session's user, if any), for whom, when and from where.
   */
  @Public()
  @Post('esqueci-senha')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() request: Request) {
    // A signed-in requester (an ADMIN asking for a colleague) is named in the audit.
    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]);
    const requester = session && {
      id: session.userId,
      name: session.userName,
      companyId: session.companyId,
    };
    await this.passwords.requestReset(body.email, request.ip, requester);
    return ok(null, RESET_REQUESTED);
  }

  /** The signed-in user's own password; their other sessions end. */
  @RequireSession(...ROLES)
  @Post('senha')
  @HttpCode(200)
  async changePassword(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
  ) {
    await this.passwords.change(session, body.senhaAtual, body.novaSenha, request.ip);
    return ok(null, 'Senha alterada. As suas outras sessões foram encerradas.');
  }

  @RequireSession(...ROLES)
  @Get('eu')
  me(@CurrentSession() session: SessionPrincipal): SuccessResponse<SessionInfo> {
    return { sucesso: true, dados: this.auth.describe(session) };
  }
}
