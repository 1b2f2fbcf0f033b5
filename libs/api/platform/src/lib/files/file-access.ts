import { Injectable } from '@nestjs/common';
import type { StoredFileView } from '@campo/contracts';
import type { SessionPrincipal } from '../auth/session-principal';
import { platformError } from '../common/app-exception';
import { fileNotFound } from './file-errors';

/**
 * What the owner's rule decides for one reader and one file: read it (`allow`), answer
 * 403 as the owner's own route does for that role (`forbid`), or 404 as for a missing
 * file (`hide`: another client's, an order not allocated to the technician).
 */
export type FileAccess = 'allow' | 'forbid' | 'hide';

/** Who asks for a file by id. */
export type FileReader = Pick<SessionPrincipal, 'companyId' | 'userId' | 'role' | 'clientId'>;

/** A domain's rule for the files of one owner kind: the same as its own routes for that owner. */
export type FileAccessRule = (reader: FileReader, file: StoredFileView) => Promise<FileAccess>;

/**
 * Who may read a stored file by id (`/api/arquivos/:id`): the platform knows no owner,
 * so each domain registers, at start, the rule of every owner kind it stores files
 * under (`ordem`, `solicitacao`). A kind with no rule is denied to everyone (404), so a
 * new kind of file is private until its domain says who may read it.
 */
@Injectable()
export class FileAccessRules {
  private readonly rules = new Map<string, FileAccessRule>();

  /** Called by a domain module at start, once per owner kind it owns. */
  register(ownerKind: string, rule: FileAccessRule) {
    if (this.rules.has(ownerKind))
      throw new Error(`Owner kind ${ownerKind} already has a file access rule`);
    this.rules.set(ownerKind, rule);
  }

  /** The rule's verdict; `hide` when no rule is registered for the file's owner kind. */
  async decide(reader: FileReader, file: StoredFileView): Promise<FileAccess> {
    const rule = this.rules.get(file.donoTipo);
    if (!rule) return 'hide';
    return rule(reader, file);
  }

  /** Throws 404 ARQUIVO_NAO_ENCONTRADO or 403 ACESSO_NEGADO unless the rule allows. */
  async require(reader: FileReader, file: StoredFileView): Promise<void> {
    const access = await this.decide(reader, file);
    if (access === 'allow') return;
    if (access === 'forbid')
      throw platformError('ACESSO_NEGADO', 'Seu perfil não tem permissão para esta operação.');
    throw fileNotFound();
  }
}
