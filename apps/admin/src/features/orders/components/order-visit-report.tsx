import {
  PHOTO_LABEL_NAMES,
  positionText,
  type VisitPhoto,
  type VisitReportView,
} from '@campo/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DOCUMENT_EDIT_ROLES } from '../../../app/navigation';
import { Form, TextareaField } from '../../../components/form';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useAddVisitAddendum } from '../../visit-report/hooks/use-visit-report';
import { CloseActions, useModal } from '../../../components/modal';
import { QueryView } from '../../../components/query-view';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { visitReportPdfUrl } from '../../visit-report/api/visit-report.api';
import { useVisitReport } from '../hooks/use-orders';

/**
 * The visit report on the order page: what was done, readings, parts, photos (thumbnails,
 * full size on click), recommendations, the client's acceptance with the signature, the
 * seal and the PDF.
 */
export function OrderVisitReport({ orderId }: { orderId: string }) {
  const report = useVisitReport(orderId);
  return (
    <section className="card visit-report" aria-labelledby="visit-report-title">
      <div className="visit-report__head">
        <h2 id="visit-report-title">Relatório de atendimento</h2>
        <a
          className="button button--small"
          href={visitReportPdfUrl(orderId)}
          target="_blank"
          rel="noopener"
          data-relatorio-pdf
        >
          Abrir PDF
        </a>
      </div>
      <QueryView query={report}>{(data) => <VisitReportBody report={data} />}</QueryView>
    </section>
  );
}

function VisitReportBody({ report }: { report: VisitReportView }) {
  const [open, setOpen] = useState<VisitPhoto | null>(null);
  const nothing =
    report.servicos.length +
      report.leituras.length +
      report.materiais.length +
      report.materiaisFluido.length +
      report.recomendacoes.length +
      report.fotos.length ===
      0 && !report.aceite;
  if (nothing)
    return <p className="muted">O técnico ainda não registrou serviços, fotos ou o aceite.</p>;
  return (
    <>
      {report.servicos.length > 0 && (
        <>
          <h3>Serviços executados</h3>
          <ul className="field-records__list" aria-label="Serviços executados">
            {report.servicos.map((service) => (
              <li key={service.id} className="field-records__answer">
                <span className="field-records__item">{service.descricao}</span>
                {addendum(service.adendo)}
                {service.observacao && (
                  <span className="field-records__note">{service.observacao}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <AmountTable
        title="Medições"
        rows={report.leituras.map((reading) => ({
          id: reading.id,
          label: reading.grandezaNome,
          amount: reading.valor,
          unit: reading.unidade,
          adendo: reading.adendo,
        }))}
      />
      <AmountTable
        title="Peças e materiais"
        rows={report.materiais
          .map((material) => ({
            id: material.id,
            label: material.descricao,
            amount: material.quantidade,
            unit: material.unidade,
            adendo: material.adendo,
          }))
          // The gas recharged, from its fluid event (never a second entry).
          .concat(
            report.materiaisFluido.map((line) => ({
              id: line.fluidoId,
              label: line.descricao,
              amount: line.quantidade,
              unit: line.unidade,
              adendo: false,
            })),
          )}
      />
      {report.fotos.length > 0 && (
        <>
          <h3>Fotos</h3>
          <ul className="visit-photos" aria-label="Fotos">
            {report.fotos.map((photo) => (
              <li key={photo.id} data-foto={photo.id}>
                <button type="button" className="visit-photos__open" onClick={() => setOpen(photo)}>
                  <img src={photo.miniaturaUrl} alt={`Foto ${PHOTO_LABEL_NAMES[photo.rotulo]}`} />
                </button>
                <span className="visit-photos__caption">
                  <strong>{PHOTO_LABEL_NAMES[photo.rotulo]}</strong>
                  {photo.legenda && ` · ${photo.legenda}`} {addendum(photo.adendo)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.recomendacoes.length > 0 && (
        <>
          <h3>Recomendações ao cliente</h3>
          <ul>
            {report.recomendacoes.map((item) => (
              <li key={item.id}>
                {item.texto} {addendum(item.adendo)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Aceite do cliente</h3>
      {!report.aceite ? (
        <p className="muted">Ainda não registrado.</p>
      ) : report.aceite.tipo === 'AUSENTE' ? (
        <p data-aceite="AUSENTE">
          Cliente ausente ({formatDateTime(report.aceite.em)}): {report.aceite.motivo}
        </p>
      ) : (
        <div className="visit-signature" data-aceite="ASSINADO">
          <p>
            <strong>{report.aceite.nome}</strong>
            {report.aceite.cargo && ` · ${report.aceite.cargo}`}
            {report.aceite.documento && ` · ${report.aceite.documento}`}
            <br />
            <span className="muted">Assinado em {formatDateTime(report.aceite.em)}</span>
            {report.aceite.assinanteConhecido === false && (
              <>
                <br />
                <span className="badge badge--warning" data-aviso="assinante">
                  Assinante não consta entre os contatos do cliente
                </span>
              </>
            )}
          </p>
          {report.aceite.assinaturaUrl && (
            <img src={report.aceite.assinaturaUrl} alt={`Assinatura de ${report.aceite.nome}`} />
          )}
        </div>
      )}
      {report.posicoes.length > 0 && (
        <p data-posicoes>
          {report.posicoes.map((position) => (
            <span key={position.momento + position.tecnico} data-posicao={position.momento}>
              {positionText(position)} · {position.tecnico}, {formatDateTime(position.em)}
              <br />
            </span>
          ))}
        </p>
      )}
      {report.selo && (
        <p className="visit-report__seal">
          Selado em {formatDateTime(report.selo.seladoEm)} · SHA-256{' '}
          <code>{report.selo.sha256}</code>
          <br />
          Código de verificação <code>{report.selo.codigo}</code> ·{' '}
          <a href={report.selo.verificacaoUrl} target="_blank" rel="noreferrer">
            página de verificação
          </a>
        </p>
      )}
      {!report.selo && report.manifesto && (
        <div className="visit-report__seal" data-manifesto="pendente">
          <p>O cliente assinou o resumo; o relatório é selado quando todos os itens chegarem.</p>
          {report.manifesto.pendentes.length > 0 && (
            <p className="muted">Aguardando: {report.manifesto.pendentes.join('; ')}.</p>
          )}
          {report.manifesto.divergentes.length > 0 && (
            <p className="field-error">
              Diferente do resumo assinado: {report.manifesto.divergentes.join('; ')}.
            </p>
          )}
        </div>
      )}
      {report.selo && <SupervisorAddenda orderId={report.ordemId} report={report} />}
      <PhotoViewer photo={open} onClose={() => setOpen(null)} />
    </>
  );
}

/**
 * Addenda after the seal: supervisors' texts, each with who and when, listed apart from the
 * sealed content (never an edit of it); ADMIN and SUPERVISOR add one.
 */
function SupervisorAddenda({ orderId, report }: { orderId: string; report: VisitReportView }) {
  const { usuario } = useCurrentSession();
  const add = useAddVisitAddendum(orderId);
  const form = useForm<{ texto: string }>({ defaultValues: { texto: '' } });
  return (
    <div className="visit-report__addenda" data-adendos>
      <h3>Adendos</h3>
      {report.adendosSupervisor.length === 0 ? (
        <p className="muted">
          Nenhum adendo. O conteúdo selado não muda; um adendo registra o que mudou depois.
        </p>
      ) : (
        <ul className="field-records__list">
          {report.adendosSupervisor.map((addendum) => (
            <li key={addendum.id} className="field-records__answer" data-adendo>
              <span className="field-records__item">{addendum.texto}</span>
              <span className="muted">
                {addendum.autor} · {formatDateTime(addendum.registradoEm)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {DOCUMENT_EDIT_ROLES.includes(usuario.papel) && (
        <Form
          form={form}
          label="Novo adendo"
          error={add.error}
          onSubmit={({ texto }) => add.mutate(texto, { onSuccess: () => form.reset() })}
          actions={
            <button type="submit" className="button" disabled={add.isPending}>
              Registrar adendo
            </button>
          }
        >
          <TextareaField
            name="texto"
            label="Adendo"
            maxLength={2000}
            rules={{
              minLength: { value: 3, message: 'Escreva o adendo (ao menos 3 caracteres).' },
            }}
          />
        </Form>
      )}
    </div>
  );
}

/** The photo at full size in a modal (Esc or the button closes it). */
/** A badge for what was added after the visit was first sent. */
const addendum = (flag: boolean) => flag && <span className="badge badge--warning">adendo</span>;

interface AmountRow {
  id: string;
  label: string;
  amount: number;
  unit: string;
  adendo: boolean;
}

/** A titled table of amounts (the readings, the parts used); nothing when there are none. */
function AmountTable({ title, rows }: { title: string; rows: readonly AmountRow[] }) {
  if (rows.length === 0) return null;
  // The addendum column only when a line is one (an empty cell still takes its padding).
  const addenda = rows.some((row) => row.adendo);
  return (
    <>
      <h3>{title}</h3>
      <table className="table visit-report__table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td className="num">
                {formatNumber(row.amount)} {row.unit}
              </td>
              {addenda && <td>{addendum(row.adendo)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function PhotoViewer({ photo, onClose }: { photo: VisitPhoto | null; onClose: () => void }) {
  const ref = useModal(photo !== null);
  return (
    <dialog
      ref={ref}
      className="dialog visit-photo-dialog"
      aria-label="Foto em tamanho original"
      onClose={onClose}
    >
      {photo && (
        <>
          <img
            src={photo.url}
            alt={`Foto ${PHOTO_LABEL_NAMES[photo.rotulo]} em tamanho original`}
          />
          <p>
            <strong>{PHOTO_LABEL_NAMES[photo.rotulo]}</strong>
            {photo.legenda && ` · ${photo.legenda}`} · {photo.tecnico},{' '}
            {formatDateTime(photo.registradoEm)}
          </p>
        </>
      )}
      <CloseActions onClose={onClose} />
    </dialog>
  );
}
