import { createHash, createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { CERTIFICATE_MAX_BYTES } from '@campo/contracts';
import { accountError } from '../users/account-errors';

/** OID of the ICP-Brasil otherName that carries a legal entity's CNPJ (DOC-ICP-04, 2.16.76.1.3.3). */
const ICP_BRASIL_CNPJ_OID = '2.16.76.1.3.3';

/** What a PKCS#12 file holds once opened: the key, its certificate first, then the chain. */
export interface SigningIdentity {
  privateKey: KeyObject;
  /** DER of the signer's certificate, then of each other certificate in the file. */
  chain: Buffer[];
  titular: string;
  cnpj: string | null;
  emissor: string;
  validoDe: Date;
  validoAte: Date;
  /** SHA-256 of the signer's certificate (DER), in hex. */
  impressaoDigital: string;
}

/**
 * An A1 certificate (PKCS#12, .pfx/.p12) as an upload is accepted: opened with its password
 * (`openCertificate`) and valid at `now`, else CERTIFICADO_FORA_DA_VALIDADE (expired or not
 * yet valid, with `validoDe`/`validoAte`).
 */
export function acceptCertificate(file: Buffer, password: string, now: Date): SigningIdentity {
  const identity = openCertificate(file, password);
  const { validoDe, validoAte } = identity;
  if (now < validoDe || now > validoAte)
    throw accountError(
      'CERTIFICADO_FORA_DA_VALIDADE',
      now > validoAte
        ? `Este certificado venceu em ${brDate(validoAte)}. Envie um certificado A1 dentro da validade.`
        : `Este certificado só vale a partir de ${brDate(validoDe)}.`,
      { validoDe: validoDe.toISOString(), validoAte: validoAte.toISOString() },
    );
  return identity;
}

/**
 * Opens an A1 certificate (PKCS#12) with its password: a private key and the certificate
 * of that key (its validity is the caller's to judge). Refusals in Portuguese: not a
 * PKCS#12 or no key with its certificate (CERTIFICADO_INVALIDO), wrong password
 * (CERTIFICADO_SENHA_INCORRETA). The CNPJ comes from the ICP-Brasil otherName of the
 * subject alternative name.
 */
export function openCertificate(file: Buffer, password: string): SigningIdentity {
  if (file.length === 0 || file.length > CERTIFICATE_MAX_BYTES)
    throw notPkcs12(
      file.length === 0
        ? 'o arquivo está vazio'
        : `o arquivo tem mais de ${CERTIFICATE_MAX_BYTES / 1024} KB`,
    );
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(file.toString('binary')), false);
  } catch {
    throw notPkcs12('o conteúdo não é um arquivo .pfx/.p12');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (
      /password|mac|decrypt|padding|invalid/i.test(message) &&
      !/not a PFX|Unsupported|ASN.1/i.test(message)
    )
      throw accountError(
        'CERTIFICADO_SENHA_INCORRETA',
        'A senha não abre este certificado. Confira a senha do arquivo .pfx/.p12 (a que foi definida ao exportá-lo).',
      );
    throw notPkcs12('o conteúdo não é um arquivo .pfx/.p12 que este servidor saiba abrir');
  }
  const keys = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
      forge.pki.oids.pkcs8ShroudedKeyBag
    ] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certificates = (
    p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []
  )
    .filter((bag) => bag.cert)
    .map((bag) =>
      Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert!)).getBytes(), 'binary'),
    );
  const keyBag = keys.find((bag) => bag.key);
  if (!keyBag) throw notPkcs12('o arquivo não contém a chave privada (exporte-o com a chave)');
  const privateKey = keyObject(keyBag);
  const parsed = certificates.map((der) => ({ der, x509: new X509Certificate(der) }));
  const own = parsed.find(({ x509 }) => x509.checkPrivateKey(privateKey));
  if (!own) throw notPkcs12('nenhum certificado do arquivo corresponde à chave privada');
  const validoDe = new Date(own.x509.validFrom);
  const validoAte = new Date(own.x509.validTo);
  const forgeCert = forge.pki.certificateFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(own.der.toString('binary'))),
  );
  return {
    privateKey,
    chain: [own.der, ...parsed.filter((entry) => entry !== own).map(({ der }) => der)],
    titular: commonName(forgeCert.subject) ?? own.x509.subject,
    cnpj: icpBrasilCnpj(forgeCert),
    emissor: commonName(forgeCert.issuer) ?? own.x509.issuer,
    validoDe,
    validoAte,
    impressaoDigital: createHash('sha256').update(own.der).digest('hex'),
  };
}

function notPkcs12(reason: string) {
  return accountError(
    'CERTIFICADO_INVALIDO',
    `Certificado inválido: ${reason}. Envie o certificado A1 no formato PKCS#12 (.pfx ou .p12), com a chave privada.`,
  );
}

function keyObject(bag: forge.pkcs12.Bag): KeyObject {
  if (!bag.key) throw notPkcs12('a chave privada do arquivo não é RSA');
  return createPrivateKey(forge.pki.privateKeyToPem(bag.key));
}

function commonName(name: forge.pki.Certificate['subject']): string | undefined {
  const value = name.getField('CN')?.value;
  if (typeof value !== 'string') return undefined;
  try {
    return forge.util.decodeUtf8(value); // UTF8String (ICP-Brasil) keeps its bytes in forge
  } catch {
    return value; // PrintableString or Latin-1
  }
}

/** The CNPJ in the subject alternative name's ICP-Brasil otherName, when the certificate has one. */
function icpBrasilCnpj(certificate: forge.pki.Certificate): string | null {
  const extension = certificate.getExtension('subjectAltName') as { value?: string } | undefined;
  if (!extension?.value) return null;
  try {
    const names = forge.asn1.fromDer(extension.value).value as forge.asn1.Asn1[];
    for (const name of names) {
      // otherName [0] { type-id OID, [0] EXPLICIT value }
      if (name.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || name.type !== 0) continue;
      const [oid, wrapped] = name.value as forge.asn1.Asn1[];
      if (forge.asn1.derToOid(oid.value as string) !== ICP_BRASIL_CNPJ_OID) continue;
      const inner = (wrapped.value as forge.asn1.Asn1[])[0];
      const digits = String(inner.value).replace(/\D/g, '');
      return digits.length === 14 ? digits : null;
    }
  } catch {
    return null;
  }
  return null;
}

function brDate(date: Date) {
  return date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
}
