import { PDFDocument } from 'pdf-lib';
import { makeTestCertificate, verifyPdfSignature } from '../../test-certificates';
import { openCertificate } from '../companies/company-certificate';
import { signPdf } from './pades';

async function onePagePdf() {
  const document = await PDFDocument.create();
  document.addPage().drawText('Documento');
  return Buffer.from(await document.save());
}

describe('signPdf (PAdES B-B)', () => {
  const certificate = makeTestCertificate({ commonName: 'REFRIGERAÇÃO TESTE LTDA:11222333000181' });
  const identity = openCertificate(certificate.pfx, certificate.password);
  const signing = {
    privateKey: identity.privateKey,
    chain: identity.chain,
    name: identity.titular,
  };

  it('signs the whole file with an ETSI.CAdES.detached CMS that names the signer and carries the chain', async () => {
    const signingTime = new Date('2026-12-02T10:00:00Z');
    const signed = await signPdf(await onePagePdf(), signing, {
      reason: 'Documento emitido',
      signingTime,
    });
    expect(verifyPdfSignature(signed)).toEqual({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'REFRIGERAÇÃO TESTE LTDA:11222333000181',
      chain: [certificate.issuerName, 'REFRIGERAÇÃO TESTE LTDA:11222333000181'],
      subFilter: 'ETSI.CAdES.detached',
      reason: 'Documento emitido',
      name: 'REFRIGERAÇÃO TESTE LTDA:11222333000181',
      signingTime: 'D:20261202100000Z',
      signingCertificateMatches: true,
    });
  });

  it('makes room for a long chain in /Contents', async () => {
    const longChain = {
      ...signing,
      chain: [...identity.chain, ...Array(8).fill(identity.chain[1])],
    };
    const signed = await signPdf(await onePagePdf(), longChain, {
      reason: 'Documento liberado',
      signingTime: new Date(),
    });
    expect(verifyPdfSignature(signed)).toMatchObject({ valid: true, coversWholeFile: true });
  });

  it('fails verification when one signed byte changes', async () => {
    const signed = await signPdf(await onePagePdf(), signing, {
      reason: 'Documento liberado',
      signingTime: new Date(),
    });
    const changed = Buffer.from(signed);
    changed[40] ^= 0x01; // a byte of the first signed range
    expect(verifyPdfSignature(changed).valid).toBe(false);
  });
});
