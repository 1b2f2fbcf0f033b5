import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CompanyCertificateView } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { actorOf, AuditService } from '../audit/audit.service';
import type { SessionPrincipal } from '../auth/session-principal';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import { accountError } from '../users/account-errors';
import { acceptCertificate, openCertificate, type SigningIdentity } from './company-certificate';
import {
  type CertificateFacts,
  CompanyCertificateRepository,
} from './company-certificate.repository';

type Admin = Pick<SessionPrincipal, 'companyId' | 'userId' | 'userName'>;

/**
 * The secret box contexts of a company's certificate file and password: bound to the
 * company, so a sealed value copied into another company's row does not open there.
 */
export const certificateContexts = (companyId: string) => ({
  file: `empresa_certificado.arquivo:${companyId}`,
  password: `empresa_certificado.senha:${companyId}`,
});

/**
 * A company's A1 certificate (PKCS#12), uploaded by its ADMIN: checked when uploaded
 * (opens with the password, has the key and its certificate, within its validity), kept
 * sealed with the secret box (file and password), shown by its facts only, and opened for
 * signing the company's PDFs. Opened certificates (or the failure to open one) are kept in
 * memory per company while the stored one does not change (checked on every use, so every
 * instance sees a replacement), so concurrent PDFs open the file once.
 */
@Injectable()
export class CompanyCertificateService {
  private readonly logger = new Logger(CompanyCertificateService.name);
  private readonly opened = new Map<
    string,
    { storedAt: number; identity: Promise<SigningIdentity | undefined> }
  >();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly certificates: CompanyCertificateRepository,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async view(companyId: string): Promise<CompanyCertificateView | null> {
    const facts = await this.certificates.facts(companyId);
    return facts ? toView(facts) : null;
  }

  async upload(
    admin: Admin,
    upload: { arquivo: string; senha: string },
  ): Promise<CompanyCertificateView> {
    const file = decodeBase64(upload.arquivo);
    const identity = acceptCertificate(file, upload.senha, new Date());
    const box = this.config.secretBox;
    await this.dataSource.transaction(async (db) => {
      const replaced = await this.certificates.facts(admin.companyId);
      await this.certificates.put(db, admin.companyId, {
        arquivoCifrado: box.seal(
          file.toString('base64'),
          certificateContexts(admin.companyId).file,
        ),
        senhaCifrada: box.seal(upload.senha, certificateContexts(admin.companyId).password),
        titular: identity.titular,
        cnpj: identity.cnpj,
        emissor: identity.emissor,
        validoDe: identity.validoDe,
        validoAte: identity.validoAte,
        impressaoDigital: identity.impressaoDigital,
        enviadoPor: admin.userId,
      });
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'CERTIFICADO_ALTERADO',
        summary: `${replaced ? 'Trocou' : 'Enviou'} o certificado digital A1 da empresa (${identity.titular}, válido até ${identity.validoAte.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}).`,
        details: { titular: identity.titular, impressaoDigital: identity.impressaoDigital },
      });
    });
    return (await this.view(admin.companyId))!;
  }

  async remove(admin: Admin): Promise<void> {
    await this.dataSource.transaction(async (db) => {
      if (!(await this.certificates.remove(db, admin.companyId)))
        throw platformError('NAO_ENCONTRADO', 'A empresa não tem certificado digital cadastrado.');
      await this.audit.record(db, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'CERTIFICADO_REMOVIDO',
        summary:
          'Removeu o certificado digital A1 da empresa; os próximos PDFs saem sem assinatura digital.',
      });
    });
    this.opened.delete(admin.companyId);
  }

  /**
   * The company's certificate, opened, to sign with at `now`; undefined without one, or
   * when the stored one is out of its validity (a PDF signed with it would not validate:
   * the PDF goes out unsigned, saying so, and the settings screen shows it expired) or does
   * not open (sealed under a key no longer configured, or copied from another company).
   */
  async signingIdentity(companyId: string, now: Date): Promise<SigningIdentity | undefined> {
    const storedAt = await this.certificates.storedAt(companyId);
    if (!storedAt) {
      this.opened.delete(companyId);
      return undefined;
    }
    let entry = this.opened.get(companyId);
    if (entry?.storedAt !== storedAt.getTime()) {
      entry = { storedAt: storedAt.getTime(), identity: this.open(companyId) };
      this.opened.set(companyId, entry);
    }
    const identity = await entry.identity;
    if (!identity) return undefined;
    return now >= identity.validoDe && now <= identity.validoAte ? identity : undefined;
  }

  /** The stored certificate, opened; undefined (and a warning) when it does not open. */
  private async open(companyId: string): Promise<SigningIdentity | undefined> {
    const sealed = await this.certificates.sealed(companyId);
    if (!sealed) return undefined;
    try {
      const box = this.config.secretBox;
      const contexts = certificateContexts(companyId);
      const file = Buffer.from(box.open(sealed.arquivoCifrado, contexts.file), 'base64');
      return openCertificate(file, box.open(sealed.senhaCifrada, contexts.password));
    } catch (error) {
      this.logger.warn(
        { companyId, err: error },
        'O certificado da empresa não abre (cifrado com outra chave ou copiado de outra empresa): PDFs sem assinatura digital',
      );
      return undefined;
    }
  }
}

function toView(facts: CertificateFacts): CompanyCertificateView {
  return {
    titular: facts.titular,
    cnpj: facts.cnpj,
    emissor: facts.emissor,
    validoDe: facts.validoDe.toISOString(),
    validoAte: facts.validoAte.toISOString(),
    impressaoDigital: facts.impressaoDigital,
    enviadoEm: facts.enviadoEm.toISOString(),
    enviadoPor: facts.enviadoPor,
  };
}

/** The file's bytes from base64 (a `data:` URL is accepted too). */
function decodeBase64(text: string): Buffer {
  const body = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body))
    throw accountError(
      'CERTIFICADO_INVALIDO',
      'Certificado inválido: o arquivo deve ser enviado em base64. Envie o certificado A1 no formato PKCS#12 (.pfx ou .p12).',
    );
  return Buffer.from(body, 'base64');
}
