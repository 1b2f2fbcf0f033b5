import { makeTestCertificate } from '../../test-certificates';
import type { AppException } from '../common/app-exception';
import { acceptCertificate } from './company-certificate';

const DAY = 86_400_000;

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const { codigo, message } = error as AppException;
    return { codigo, erro: message };
  }
  throw new Error('expected a refusal');
}

describe('acceptCertificate', () => {
  const certificate = makeTestCertificate();

  it('reads the subject, the CNPJ of the ICP-Brasil otherName, the issuer and the validity', () => {
    const now = new Date();
    const opened = acceptCertificate(certificate.pfx, certificate.password, now);
    expect(opened).toMatchObject({
      titular: 'EMPRESA TESTE LTDA:11222333000181',
      cnpj: '11222333000181',
      emissor: certificate.issuerName,
      impressaoDigital: certificate.fingerprint,
    });
    expect(opened.chain).toHaveLength(2);
    expect(opened.validoDe.getTime()).toBeLessThan(now.getTime());
    expect(opened.validoAte.getTime()).toBeGreaterThan(now.getTime());
  });

  it('has no CNPJ when the certificate carries none', () => {
    const plain = makeTestCertificate({ cnpj: null, commonName: 'Fulano' });
    expect(acceptCertificate(plain.pfx, plain.password, new Date()).cnpj).toBeNull();
  });

  it.each([
    [
      'a wrong password',
      () => acceptCertificate(certificate.pfx, 'outra-senha', new Date()),
      'CERTIFICADO_SENHA_INCORRETA',
    ],
    [
      'a file that is not PKCS#12',
      () => acceptCertificate(Buffer.from('%PDF-1.7 nada'), 'x', new Date()),
      'CERTIFICADO_INVALIDO',
    ],
    [
      'an empty file',
      () => acceptCertificate(Buffer.alloc(0), 'x', new Date()),
      'CERTIFICADO_INVALIDO',
    ],
    [
      'a file without the private key',
      () => {
        const keyless = makeTestCertificate({ withoutKey: true });
        return acceptCertificate(keyless.pfx, keyless.password, new Date());
      },
      'CERTIFICADO_INVALIDO',
    ],
    [
      'an expired certificate',
      () =>
        acceptCertificate(certificate.pfx, certificate.password, new Date(Date.now() + 400 * DAY)),
      'CERTIFICADO_FORA_DA_VALIDADE',
    ],
  ])('refuses %s in Portuguese', (_label, run, codigo) => {
    expect(refusal(run)).toMatchObject({ codigo, erro: expect.stringMatching(/certificado/i) });
  });
});
