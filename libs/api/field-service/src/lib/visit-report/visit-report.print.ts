import {
  formatDecimal,
  formatInstant,
  formatKg,
  gasPartLines,
  ORDER_TYPE_LABELS,
  type OrderType,
  PHOTO_LABEL_NAMES,
  positionText,
  type VisitPosition,
  type VisitSeal,
  readingLabel,
} from '@campo/contracts';
import {
  html,
  type PrintCompany,
  type PrintDocument,
  type SafeHtml,
  trustedHtml,
} from '@campo/platform';
import type { Addendum, VisitContent } from './visit-seal';

/** What the report's PDF needs besides its content. */
export interface VisitPrintContext {
  company: PrintCompany;
  timeZone: string;
  printedAt: Date;
  /** End of the attendance as the order records it (version 2 content carries its own). */
  fimAtendimento: string | null;
  /** When the phone's finish reached the server (not part of the seal: it may come after it). */
  fimRecebidoEm: string | null;
  seal: VisitSeal | null;
  /** The verification page's QR code (SVG), when sealed. */
  qrSvg: string | null;
  /** A signed manifest not sealed yet: what it still waits for. */
  pending: { pendentes: string[]; divergentes: string[] } | null;
  addenda: Addendum[];
  /** Check-in and check-out positions (only when recorded). */
  positions: VisitPosition[];
  /** Supervisors' addenda after the seal: texts with who and when. */
  supervisorAddenda: Array<{ texto: string; autor: string; registradoEm: string }>;
  /** Photo id → data URL of its thumbnail; the signature's PNG as a data URL. */
  photos: Map<string, string>;
  signature: string | null;
  /** Reading kind code → its name in the company's catalogue. */
  readingNames: ReadonlyMap<string, string>;
}

const ADDENDUM_LABELS: Record<Addendum['lista'], string> = {
  servicos: 'Serviço',
  leituras: 'Medição',
  materiais: 'Peça ou material',
  recomendacoes: 'Recomendação',
  checklist: 'Checklist',
  fluidos: 'Fluido refrigerante',
  fotos: 'Foto',
  causaRaiz: 'Causa raiz',
};

const STYLES = `
.report-head { display: grid; grid-template-columns: 1fr 1fr; gap: 4pt 18pt; margin: 2pt 0 8pt; }
.report-head .facts { margin: 0; }
.photos { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8pt; margin: 6pt 0 10pt; }
.photo { break-inside: avoid; border: 0.6pt solid #c8d3df; border-radius: 3pt; padding: 4pt; }
.photo img { width: 100%; height: 42mm; object-fit: cover; display: block; border-radius: 2pt; }
.photo .caption { font-size: 7.5pt; margin-top: 3pt; }
.acceptance { display: grid; grid-template-columns: 1fr 62mm; gap: 12pt; align-items: end; }
.acceptance img { width: 62mm; height: 26mm; object-fit: contain; border-bottom: 0.8pt solid #1d2731; }
.seal { margin-top: 12pt; display: grid; grid-template-columns: 1fr 30mm; gap: 10pt; align-items: center; }
.seal .qr svg { width: 30mm; height: 30mm; display: block; }
.times td:first-child { white-space: nowrap; }
.warning { color: #8a4b00; font-weight: 600; }
.facts .warning { grid-column: 1 / -1; }
.addendum td:first-child { white-space: nowrap; }
`;

/**
 * The visit report as the client keeps it: who, where and when; what was done
 * (services, readings, parts and materials, checklist, refrigerant), photos, the
 * recommendations and the client's acceptance, with the seal's SHA-256. A sealed report
 * prints its sealed content; whatever came after is listed apart as addenda.
 */
export function visitPrintDocument(
  content: VisitContent,
  context: VisitPrintContext,
): PrintDocument {
  const { timeZone } = context;
  const when = (iso: string | null) => (iso ? formatInstant(iso, timeZone) : '—');
  const type = ORDER_TYPE_LABELS[content.ordem.tipo as OrderType] ?? content.ordem.tipo;
  const unit = content.equipamento;
  const body = html`
    <h1>Relatório de atendimento</h1>
    <div class="subtitle muted">Ordem ${content.ordem.codigo} · ${type}</div>
    <div class="report-head">
      <dl class="facts">
        <dt>Cliente</dt>
        <dd>${content.cliente ?? '—'}</dd>
        <dt>Contrato</dt>
        <dd>${content.contrato}</dd>
        <dt>Equipamento</dt>
        <dd>${unit ? `${unit.codigo}${unit.descricao ? ` — ${unit.descricao}` : ''}` : '—'}</dd>
        <dt>Setor / local</dt>
        <dd>${unit ? [unit.setor, unit.localizacao].filter(Boolean).join(' · ') || '—' : '—'}</dd>
        ${
          unit &&
          (unit.fabricante || unit.modelo) &&
          html`<dt>Fabricante / modelo</dt>
            <dd>${[unit.fabricante, unit.modelo].filter(Boolean).join(' · ')}</dd>`
        }
      </dl>
      <dl class="facts">
        <dt>Abertura</dt>
        <dd>${when(content.ordem.abertura)}</dd>
        <dt>Início do atendimento</dt>
        <dd>${when(content.horarios?.inicio.aparelho ?? content.ordem.inicioAtendimento)}</dd>
        <dt>Fim do atendimento</dt>
        <dd>${when(content.horarios?.fim.aparelho ?? context.fimAtendimento)}</dd>
        <dt>Técnico(s)</dt>
        <dd>${content.tecnicos.join(', ') || '—'}</dd>
      </dl>
    </div>
    ${content.ordem.descricao && html`<p><b>Solicitação:</b> ${content.ordem.descricao}</p>`}
    ${content.causaRaiz && html`<p><b>Causa raiz:</b> ${content.causaRaiz}</p>`}

    <h2>Serviços executados</h2>
    ${list(
      content.servicos,
      'Nenhum serviço registrado.',
      html`<th>Serviço</th>
        <th>Observação</th>`,
      (service) =>
        html`<td>${service.descricao}</td>
          <td>${service.observacao ?? ''}</td>`,
    )}

    <h2>Medições</h2>
    ${list(
      content.leituras,
      'Nenhuma medição registrada.',
      html`<th>Grandeza</th>
        <th class="num">Valor</th>`,
      (reading) =>
        html`<td>${readingLabel(reading.grandeza, context.readingNames)}</td>
          <td class="num">${formatDecimal(reading.valor, 2)} ${reading.unidade}</td>`,
    )}

    <h2>Peças e materiais</h2>
    ${list(
      [...content.materiais, ...gasPartLines(content.fluidos)],
      'Nenhuma peça ou material utilizado.',
      html`<th>Item</th>
        <th class="num">Quantidade</th>`,
      (material) =>
        html`<td>${material.descricao}</td>
          <td class="num">${formatDecimal(material.quantidade, 3)} ${material.unidade}</td>`,
    )}

    <h2>Checklist</h2>
    ${list(
      content.checklist,
      'Checklist não respondido.',
      html`<th>Item</th>
        <th>Situação</th>
        <th>Observação</th>`,
      (answer) =>
        html`<td>${answer.item}</td>
          <td>
            ${
              answer.naoSeAplica
                ? html`<span class="badge">Não se aplica</span>`
                : answer.conforme
                  ? html`<span class="badge ok">Conforme</span>`
                  : html`<span class="badge warn">Não conforme</span>`
            }
          </td>
          <td>${answer.observacao ?? ''}</td>`,
    )}

    <h2>Fluido refrigerante</h2>
    ${list(
      content.fluidos,
      'Nenhuma movimentação de fluido refrigerante.',
      html`<th>Data</th>
        <th>Gás</th>
        <th>Evento</th>
        <th class="num">Quantidade</th>`,
      (fluid) =>
        html`<td>${fluid.dataEvento.split('-').reverse().join('/')}</td>
          <td>${fluid.tipoGas}</td>
          <td>${fluid.tipoEvento.toLowerCase()}</td>
          <td class="num">${formatKg(fluid.quantidadeKg)}</td>`,
    )}

    <h2>Fotos</h2>
    ${photoGrid(content.fotos, context.photos)}

    <h2>Recomendações ao cliente</h2>
    ${
      content.recomendacoes.length === 0
        ? html`<p class="empty">Nenhuma recomendação.</p>`
        : html`<ul>
            ${content.recomendacoes.map((item) => html`<li>${item.texto}</li>`)}
          </ul>`
    }

    <h2>Aceite do cliente</h2>
    ${acceptance(content, context, when)} ${timesTable(content, context, when)}
    ${
      context.addenda.length > 0 &&
      html`<h2>Adendos (registrados após o selo)</h2>
        <p class="muted">
          Estes registros chegaram depois do aceite do cliente; não fazem parte do conteúdo selado.
        </p>
        <table class="addendum">
          <thead>
            <tr>
              <th>Tipo</th>
              <th>Registro</th>
            </tr>
          </thead>
          <tbody>
            ${context.addenda.map(
              (addendum) =>
                html`<tr>
                  <td>${ADDENDUM_LABELS[addendum.lista]}</td>
                  <td>${addendumText(addendum, context.readingNames)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
        ${photoGrid(
          context.addenda.flatMap((addendum) =>
            addendum.lista === 'fotos' ? [addendum.item as VisitContent['fotos'][number]] : [],
          ),
          context.photos,
          true,
        )}`
    }
    ${
      context.supervisorAddenda.length > 0 &&
      html`<h2>Adendos do supervisor</h2>
        <p class="muted">
          Registrados depois do selo; não alteram o conteúdo que o cliente assinou.
        </p>
        <table class="addendum">
          <thead>
            <tr>
              <th>Quando</th>
              <th>Quem</th>
              <th>Adendo</th>
            </tr>
          </thead>
          <tbody>
            ${context.supervisorAddenda.map(
              (addendum) =>
                html`<tr>
                  <td>${when(addendum.registradoEm)}</td>
                  <td>${addendum.autor}</td>
                  <td>${addendum.texto}</td>
                </tr>`,
            )}
          </tbody>
        </table>`
    }
    ${sealBox(content, context, when)}
  `;
  return {
    title: `Relatório de atendimento ${content.ordem.codigo}`,
    company: context.company,
    body,
    styles: STYLES,
    footnote: `Emitido em ${formatInstant(context.printedAt.toISOString(), timeZone)}`,
  };
}

/** Loads `qrcode` on first use, as the label sheet does (docs/performance.md). */
export async function verificationQr(url: string): Promise<string> {
  const { default: qrcode } = await import('qrcode');
  return qrcode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** Device and server times of the attendance (version 2 content; older seals: the seal only). */
function timesTable(
  content: VisitContent,
  context: VisitPrintContext,
  when: (iso: string | null) => string,
): SafeHtml | false {
  const times = content.horarios;
  if (!times && !context.seal && context.positions.length === 0) return false;
  const rows: Array<[string, string | null, string | null]> = times
    ? [
        ['Início do atendimento', times.inicio.aparelho, times.inicio.servidor],
        ['Fim do atendimento', times.fim.aparelho, context.fimRecebidoEm],
        ['Aceite do cliente', times.aceite.aparelho, times.aceite.servidor],
      ]
    : [];
  if (context.seal) rows.push(['Selo', null, context.seal.seladoEm]);
  return html`<h3>Horários</h3>
    <table class="times">
      <thead>
        <tr>
          <th>Momento</th>
          <th>No aparelho</th>
          <th>No servidor</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([label, device, server]) =>
            html`<tr>
              <td>${label}</td>
              <td>${device ? when(device) : '—'}</td>
              <td>${server ? when(server) : '—'}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${
      context.positions.length > 0 &&
      html`<p class="positions">
        ${context.positions.map(
          (position) =>
            html`<span data-posicao="${position.momento}"
                >${positionText(position)} — ${position.tecnico}, ${when(position.em)}</span
              ><br />`,
        )}
      </p>`
    }`;
}

function sealBox(
  content: VisitContent,
  context: VisitPrintContext,
  when: (iso: string | null) => string,
): SafeHtml {
  const { seal } = context;
  if (!seal) {
    const pending = context.pending;
    return html`<div class="note">
      ${
        pending
          ? html`<b>Relatório ainda não selado</b>: o cliente assinou o resumo; o selo é feito
              quando todos os itens do resumo chegarem ao servidor.
              ${
                pending.pendentes.length > 0 &&
                html`<p>Aguardando: ${pending.pendentes.join('; ')}.</p>`
              }
              ${
                pending.divergentes.length > 0 &&
                html`<p class="warning">Diferente do resumo: ${pending.divergentes.join('; ')}.</p>`
              }`
          : html`<b>Relatório ainda não selado</b>: o selo é feito quando o aceite do cliente é
              registrado.`
      }
    </div>`;
  }
  const over =
    content.versao === 2
      ? 'sobre o resumo que o cliente assinou (cada item, os hashes das fotos enviadas e da assinatura, os horários do aparelho e do servidor)'
      : 'no aceite do cliente (com os hashes das fotos e da assinatura)';
  return html`<div class="seal note">
    <div>
      <b>Selo do relatório</b> — selado em ${when(seal.seladoEm)}, ${over}. SHA-256 do conteúdo
      (JSON canônico):
      <div class="hash">${seal.sha256}</div>
      <p>
        Código de verificação: <b>${seal.codigo}</b><br />
        Confira em ${seal.verificacaoUrl} (sem login): a página diz se o relatório está selado e
        oferece o conteúdo selado para baixar e conferir.
      </p>
    </div>
    ${context.qrSvg && html`<div class="qr">${trustedHtml(context.qrSvg)}</div>`}
  </div>`;
}

function list<T>(items: T[], empty: string, head: SafeHtml, row: (item: T) => SafeHtml): SafeHtml {
  if (items.length === 0) return html`<p class="empty">${empty}</p>`;
  return html`<table>
    <thead>
      <tr>
        ${head}
      </tr>
    </thead>
    <tbody>
      ${items.map(
        (item) =>
          html`<tr>
            ${row(item)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function photoGrid(
  photos: VisitContent['fotos'],
  images: Map<string, string>,
  addenda = false,
): SafeHtml | false {
  if (photos.length === 0) return !addenda && html`<p class="empty">Nenhuma foto.</p>`;
  return html`<div class="photos">
    ${photos.map(
      (photo) =>
        html`<div class="photo">
          ${
            images.get(photo.id)
              ? html`<img src="${images.get(photo.id)!}" alt="Foto ${photo.rotulo}" />`
              : html`<p class="empty">Imagem indisponível</p>`
          }
          <div class="caption">
            <b>${PHOTO_LABEL_NAMES[photo.rotulo]}</b>${photo.legenda ? ` — ${photo.legenda}` : ''}
          </div>
        </div>`,
    )}
  </div>`;
}

function acceptance(
  content: VisitContent,
  context: VisitPrintContext,
  when: (iso: string | null) => string,
): SafeHtml {
  const accepted = content.aceite;
  if (!accepted) return html`<p class="empty">Aceite do cliente ainda não registrado.</p>`;
  if (accepted.tipo === 'AUSENTE')
    return html`<p>
      <b>Cliente ausente</b> (registrado em ${when(accepted.em)}). Motivo: ${accepted.motivo ?? ''}
    </p>`;
  return html`<div class="acceptance signature">
    <dl class="facts">
      <dt>Nome</dt>
      <dd>${accepted.nome ?? ''}</dd>
      ${
        accepted.cargo !== undefined
          ? html`<dt>Cargo</dt>
              <dd>${accepted.cargo ?? '—'}</dd>
              <dt>Documento</dt>
              <dd>${accepted.documento ?? '—'}</dd>`
          : html`<dt>Cargo ou documento</dt>
              <dd>${accepted.documento ?? '—'}</dd>`
      }
      <dt>Assinado em</dt>
      <dd>${when(accepted.em)}</dd>
      ${
        accepted.assinanteConhecido === false &&
        html`<dd class="warning" data-aviso="assinante">
          Assinante não consta entre os contatos do cliente
        </dd>`
      }
    </dl>
    ${
      context.signature
        ? html`<img src="${context.signature}" alt="Assinatura do cliente" />`
        : html`<p class="empty">Assinatura indisponível</p>`
    }
  </div>`;
}

function addendumText(addendum: Addendum, names: ReadonlyMap<string, string>): string {
  const item = addendum.item as Record<string, unknown>;
  switch (addendum.lista) {
    case 'servicos':
      return [item['descricao'], item['observacao']].filter(Boolean).join(' — ');
    case 'leituras':
      return `${readingLabel(String(item['grandeza']), names)}: ${formatDecimal(Number(item['valor']), 2)} ${item['unidade']}`;
    case 'materiais':
      return `${item['descricao']}: ${formatDecimal(Number(item['quantidade']), 3)} ${item['unidade']}`;
    case 'recomendacoes':
      return String(item['texto']);
    case 'checklist':
      return `${item['item']}: ${item['naoSeAplica'] ? 'não se aplica' : item['conforme'] ? 'conforme' : 'não conforme'}${item['observacao'] ? ` — ${item['observacao']}` : ''}`;
    case 'fluidos':
      return `${item['tipoGas']} ${String(item['tipoEvento']).toLowerCase()} ${formatKg(Number(item['quantidadeKg']))}`;
    case 'fotos':
      return `${PHOTO_LABEL_NAMES[item['rotulo'] as keyof typeof PHOTO_LABEL_NAMES]}${item['legenda'] ? ` — ${item['legenda']}` : ''}`;
    case 'causaRaiz':
      return String(item['causaRaiz'] ?? '');
  }
}
