import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  type PrivacyNoticeView,
  type SealCheck,
  SEAL_VERIFICATION_PATH,
  type SealVerification,
  sealCode,
  sealCodeBytes,
} from '@campo/contracts';
import {
  ATTEMPT_COUNTER,
  type AttemptCounter,
  canonicalJson,
  PrivacyNoticeService,
  takeFromAll,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { VisitRecordsRepository } from './visit-records.repository';

/** Verifications one address may make per window (reads, downloads and checks together). */
export const VERIFICATIONS_PER_ADDRESS = 60;
export const VERIFICATION_WINDOW_MINUTES = 10;

export const sealNotFound = () =>
  fieldServiceError(
    'SELO_NAO_ENCONTRADO',
    'Nenhum relatório selado tem este código de verificação. Confira o código impresso no relatório.',
  );

/**
 * The public verification of a sealed visit report, without login: by the code printed on
 * the PDF (the first 96 bits of the seal's SHA-256: not enumerable), what the report is
 * (company, order, date, client, the signer's name and nothing else), its canonical
 * content (the exact bytes the SHA-256 is taken over), and whether a file someone holds
 * is that content. Every call spends the address's budget (429 LIMITE_VERIFICACOES).
 */
@Injectable()
export class SealVerificationService {
  constructor(
    private readonly visits: VisitRecordsRepository,
    @Inject(ATTEMPT_COUNTER) private readonly counter: AttemptCounter,
    private readonly privacy: PrivacyNoticeService,
  ) {}

  async verify(code: string, address: string | undefined): Promise<SealVerification> {
    const seal = await this.find(code, address);
    const sha256 = seal.sha256.toString('hex');
    const codigo = sealCode(sha256);
    return {
      codigo,
      empresa: seal.empresa,
      ordem: seal.ordem,
      data: new Date(seal.em ?? seal.seladoEm).toISOString(),
      cliente: seal.cliente,
      assinante: seal.assinante,
      sha256,
      seladoEm: new Date(seal.seladoEm).toISOString(),
      versao: seal.conteudo ? Number(seal.conteudo['versao'] ?? 1) : null,
      conteudoUrl: seal.conteudo ? `${SEAL_VERIFICATION_PATH}/${codigo}/conteudo.json` : null,
      conteudoEliminadoEm: seal.conteudoEliminadoEm
        ? new Date(seal.conteudoEliminadoEm).toISOString()
        : null,
    };
  }

  /** The privacy notice of the public report page: the sealing company's, for its report's people. */
  async privacyNotice(code: string, address: string | undefined): Promise<PrivacyNoticeView> {
    const seal = await this.find(code, address);
    return this.privacy.notice(seal.empresaId, 'RELATORIO');
  }

  /** The sealed content as the exact bytes hashed: canonical JSON (keys sorted, no spaces). */
  async content(
    code: string,
    address: string | undefined,
  ): Promise<{ bytes: Buffer; fileName: string }> {
    const seal = await this.find(code, address);
    if (!seal.conteudo)
      throw fieldServiceError(
        'SELO_CONTEUDO_ELIMINADO',
        'O conteúdo deste relatório foi eliminado ao fim do prazo de guarda. O selo continua: quem guardou o arquivo pode conferi-lo.',
      );
    return {
      bytes: Buffer.from(canonicalJson(seal.conteudo), 'utf8'),
      fileName: `relatorio-${seal.ordem}-${sealCode(seal.sha256.toString('hex'))}.json`,
    };
  }

  /**
   * Whether the file is the sealed content: the SHA-256 of its bytes, or of its canonical
   * form when it is JSON that was re-indented (the hash is over the canonical bytes).
   */
  async check(code: string, address: string | undefined, file: Buffer): Promise<SealCheck> {
    const seal = await this.find(code, address);
    const sealed = seal.sha256.toString('hex');
    const raw = sha256(file);
    let canonical: string | null = null;
    try {
      canonical = sha256(Buffer.from(canonicalJson(JSON.parse(file.toString('utf8'))), 'utf8'));
    } catch {
      canonical = null;
    }
    return {
      confere: raw === sealed || canonical === sealed,
      sha256Arquivo: canonical ?? raw,
      sha256Selo: sealed,
    };
  }

  private async find(code: string, address: string | undefined) {
    const budget = {
      key: `verificacao:ip:${address ?? 'sem-endereco'}`,
      max: VERIFICATIONS_PER_ADDRESS,
    };
    if (!(await takeFromAll(this.counter, [budget], VERIFICATION_WINDOW_MINUTES * 60_000)))
      throw fieldServiceError(
        'LIMITE_VERIFICACOES',
        `Muitas verificações desta conexão. Tente de novo em até ${VERIFICATION_WINDOW_MINUTES} minutos.`,
        { tenteNovamenteEm: VERIFICATION_WINDOW_MINUTES * 60 },
      );
    const bytes = sealCodeBytes(code);
    const seal = bytes ? await this.visits.sealByCode(bytes) : undefined;
    if (!seal) throw sealNotFound();
    return seal;
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
