import {
  formatCnpj,
  type CompanyCertificateView,
  CERTIFICATE_WARNING_DAYS,
  formatInstant,
} from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/query-view';
import { SummaryList } from '../../../components/summary-list';
import {
  useCompanyCertificate,
  useRemoveCertificate,
  useUploadCertificate,
} from '../hooks/use-company-certificate';

const DAY_MS = 86_400_000;

/**
 * The A1 certificate (ICP-Brasil, PKCS#12) that signs the company's final PDFs: who it
 * names and until when, a warning in its last CERTIFICATE_WARNING_DAYS days, and the form
 * to send, replace or remove it. The file and password never come back from the server.
 */
export function CertificateCard({ timeZone }: { timeZone: string }) {
  const certificate = useCompanyCertificate();
  return (
    <section className="card form" aria-labelledby="certificate-title">
      <h2 id="certificate-title" className="section-title">
        Certificado digital (assinatura dos PDFs)
      </h2>
      <p className="muted">
        Com o certificado A1 da empresa (ICP-Brasil, arquivo .pfx ou .p12), os relatórios de
        atendimento selados, os RGMs liberados e os PMOCs assinados saem com assinatura digital
        PAdES, que os leitores de PDF com verificação de assinatura conferem. Sem certificado, esses
        PDFs dizem “Documento sem assinatura digital”. Rascunhos nunca são assinados.
      </p>
      <QueryView query={certificate}>
        {(current) => <CertificateBody current={current} timeZone={timeZone} />}
      </QueryView>
    </section>
  );
}

function CertificateBody({
  current,
  timeZone,
}: {
  current: CompanyCertificateView | null;
  timeZone: string;
}) {
  const upload = useUploadCertificate();
  const remove = useRemoveCertificate();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('arquivo');
    if (!(file instanceof File) || file.size === 0) return;
    setSaved(false);
    upload.mutate(
      { file, senha: String(data.get('senha')) },
      {
        onSuccess: () => {
          setSaved(true);
          form.reset();
        },
      },
    );
  }

  return (
    <>
      {current ? (
        <CertificateFacts certificate={current} timeZone={timeZone} />
      ) : (
        <p className="notice" data-certificado="ausente">
          Nenhum certificado cadastrado: os PDFs saem sem assinatura digital.
        </p>
      )}
      <form className="form" onSubmit={handleSubmit} aria-label="Enviar certificado A1">
        <label className="field">
          <span>Arquivo do certificado A1 (.pfx ou .p12)</span>
          <input
            name="arquivo"
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
            required
            disabled={upload.isPending}
          />
        </label>
        <label className="field">
          <span>Senha do certificado</span>
          <input
            name="senha"
            type="password"
            autoComplete="off"
            required
            maxLength={200}
            disabled={upload.isPending}
          />
          <span className="field__hint">
            A senha definida ao exportar o certificado. Arquivo e senha ficam cifrados no servidor e
            nunca são mostrados de volta.
          </span>
        </label>
        <FormError error={upload.error} />
        {saved && (
          <p className="notice notice--success" role="status">
            Certificado salvo: os próximos PDFs finais saem assinados.
          </p>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={upload.isPending}>
            {current ? 'Trocar certificado' : 'Enviar certificado'}
          </button>
          {current && (
            <button
              type="button"
              className="button"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
            >
              Remover
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Remover o certificado digital?"
        confirmLabel="Remover certificado"
        danger
        busy={remove.isPending}
        error={remove.error instanceof Error ? remove.error.message : undefined}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setSaved(false);
            },
          })
        }
        onCancel={() => setConfirming(false)}
      >
        <p>
          Os próximos relatórios selados, RGMs liberados e PMOCs assinados sairão sem assinatura
          digital. Os PDFs já assinados continuam válidos.
        </p>
      </ConfirmDialog>
    </>
  );
}

function CertificateFacts({
  certificate,
  timeZone,
}: {
  certificate: CompanyCertificateView;
  timeZone: string;
}) {
  // The time the card was opened: the warning is a matter of days, not of re-renders.
  const [openedAt] = useState(() => Date.now());
  const daysLeft = Math.floor((new Date(certificate.validoAte).getTime() - openedAt) / DAY_MS);
  const until = formatInstant(certificate.validoAte, timeZone);
  return (
    <>
      {daysLeft < 0 ? (
        <p className="alert" role="alert">
          O certificado venceu em {until}: os PDFs estão saindo sem assinatura digital. Envie um
          certificado renovado.
        </p>
      ) : (
        daysLeft <= CERTIFICATE_WARNING_DAYS && (
          <p className="alert alert--warning" role="status">
            O certificado vence em {daysLeft === 0 ? 'menos de um dia' : `${daysLeft} dias`} (
            {until}). Renove-o com a sua autoridade certificadora e envie o novo arquivo aqui.
          </p>
        )
      )}
      <SummaryList
        inline={false}
        facts={[
          ['Titular', certificate.titular],
          ['CNPJ', certificate.cnpj ? formatCnpj(certificate.cnpj) : '—'],
          ['Emitido por', certificate.emissor],
          ['Validade', `${formatInstant(certificate.validoDe, timeZone)} a ${until}`],
          [
            'Enviado',
            `${formatInstant(certificate.enviadoEm, timeZone)}${certificate.enviadoPor ? ` por ${certificate.enviadoPor}` : ''}`,
          ],
        ]}
      />
    </>
  );
}
