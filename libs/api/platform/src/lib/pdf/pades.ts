import { createHash, type KeyObject, sign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';

/** Who signs: the key, the signer's certificate (DER) first and then the rest of its chain. */
export interface PadesIdentity {
  privateKey: KeyObject;
  chain: Buffer[];
  /** The signer's name in the signature dictionary (the certificate's common name). */
  name: string;
}

export interface PadesSignature {
  reason: string;
  signingTime: Date;
}

/** Room in `/Contents` for the CMS besides its certificates: attributes, a 4096-bit signature, ASN.1. */
const CMS_OVERHEAD_BYTES = 4096;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
};

/**
 * Signs a PDF as PAdES baseline B-B: a signature field (invisible) whose dictionary says
 * `/SubFilter /ETSI.CAdES.detached`, the reason, the signer's name and the signing time
 * (`/M`), and whose `/Contents` is a detached CMS SignedData over the `/ByteRange`, with
 * the whole certificate chain and the signed attributes ETSI EN 319 142-1 asks for
 * (content type, message digest, ESS signing-certificate-v2; no signing-time attribute,
 * the time being `/M`). The placeholder is added by pdf-lib (`@signpdf/placeholder-pdf-lib`),
 * which keeps every object of the document (the tagged structure tree and `/MarkInfo` too),
 * and `@signpdf/signpdf` fills the byte range and the contents.
 */
export async function signPdf(
  pdf: Buffer,
  identity: PadesIdentity,
  signature: PadesSignature,
): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: signature.reason,
    name: identity.name,
    contactInfo: '',
    location: '',
    signingTime: signature.signingTime,
    signatureLength: placeholderLength(identity.chain),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return signpdf.sign(prepared, new CadesSigner(identity));
}

/**
 * Hex digits of `/Contents` to reserve (two per byte of the CMS): the certificates and the
 * rest of the CMS, rounded up to whole kilobytes.
 */
function placeholderLength(chain: Buffer[]): number {
  const bytes = chain.reduce((total, certificate) => total + certificate.length, 0);
  return 2 * Math.ceil((bytes + CMS_OVERHEAD_BYTES) / 1024) * 1024;
}

/** The CMS of a PAdES signature (`@signpdf`'s Signer contract), built with node-forge's ASN.1 and node:crypto. */
class CadesSigner extends Signer {
  constructor(private readonly identity: PadesIdentity) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return cadesDetached(content, this.identity);
  }
}

const { asn1 } = forge;
const seq = (...items: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (...items: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (value: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const int = (value: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const explicit = (tag: number, ...items: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, items);
const fromDer = (der: Buffer) => asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
const toDer = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const algorithm = (id: string, withNull = false) =>
  withNull
    ? seq(oid(id), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''))
    : seq(oid(id));

/** The issuer Name and serial number of a certificate, read from its DER. */
function issuerAndSerial(certificate: Buffer) {
  const tbs = (fromDer(certificate).value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
  const offset = tbs[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[offset], issuer: tbs[offset + 2] };
}

/** DER of a SET OF: its elements sorted by their encodings (X.690 11.6). */
function derSetOf(tagClass: number, tag: number, items: forge.asn1.Asn1[]): forge.asn1.Asn1 {
  const sorted = items.map(toDer).sort(Buffer.compare).map(fromDer);
  return asn1.create(tagClass, tag, true, sorted);
}

function cadesDetached(content: Buffer, identity: PadesIdentity): Buffer {
  const [signerCertificate] = identity.chain;
  const { issuer, serial } = issuerAndSerial(signerCertificate);
  const attributes = [
    seq(oid(OID.contentType), set(oid(OID.data))),
    seq(oid(OID.messageDigest), set(octets(createHash('sha256').update(content).digest()))),
    seq(
      oid(OID.signingCertificateV2),
      set(
        seq(
          // SigningCertificateV2 { certs: [ ESSCertIDv2 { certHash, issuerSerial } ] }; SHA-256 is the default hash.
          seq(
            seq(
              octets(createHash('sha256').update(signerCertificate).digest()),
              seq(seq(explicit(4, issuer)), serial),
            ),
          ),
        ),
      ),
    ),
  ];
  const signedAttributes = derSetOf(asn1.Class.UNIVERSAL, asn1.Type.SET, attributes);
  const ec = identity.privateKey.asymmetricKeyType === 'ec';
  const value = sign('sha256', toDer(signedAttributes), identity.privateKey);
  const signerInfo = seq(
    int(1),
    seq(issuer, serial),
    algorithm(OID.sha256),
    // The same attributes as signed, as [0] IMPLICIT.
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttributes.value as forge.asn1.Asn1[]),
    ec ? algorithm(OID.ecdsaWithSha256) : algorithm(OID.rsaEncryption, true),
    octets(value),
  );
  const signedData = seq(
    int(1),
    set(algorithm(OID.sha256)),
    seq(oid(OID.data)),
    derSetOf(asn1.Class.CONTEXT_SPECIFIC, 0, identity.chain.map(fromDer)),
    set(signerInfo),
  );
  return toDer(seq(oid(OID.signedData), explicit(0, signedData)));
}
