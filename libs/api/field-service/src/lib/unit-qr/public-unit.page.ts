import {
  formatInstant,
  ORDER_PRIORITIES,
  ORDER_PRIORITY_LABELS,
  type OrderPriority,
  type PrivacyNoticeView,
  type ServiceRequestReceipt,
  type ServiceRequestTracking,
  type SuccessResponse,
} from '@campo/contracts';
import type { Request, Response } from 'express';
import { html, noticeSection, type SafeHtml, trustedHtml } from '@campo/platform';

/**
 * The public page behind a unit's QR code, rendered on the server: phone first, a few
 * kilobytes, no script (works on any phone's browser), in pt-BR. It shows the company,
 * the unit's tag and sector and its last visit, and nothing else; the form posts back
 * to the same address as multipart (for the photo).
 */

/** The page's own policy: inline styles, data: images (the logo), forms to itself only. */
export const PUBLIC_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Whether the caller reads pages (a browser) rather than JSON (an API client). */
export const wantsPage = (request: Request) => request.accepts(['json', 'html']) === 'html';

/**
 * A public page with its policy and no referrer (the QR page, the seal's verification page);
 * `no-store` and `noindex` come from the app's `unlistedPrefixes` (http-options.ts).
 */
export function sendPage(response: Response, status: number, page: string) {
  response
    .status(status)
    .setHeader('Content-Security-Policy', PUBLIC_PAGE_POLICY)
    .setHeader('Referrer-Policy', 'no-referrer')
    .type('html')
    .send(page);
}

/**
 * A public route's answer: its page for a browser, else `{ sucesso: true, dados }` for a
 * program (the same data the page shows); `page` is rendered only when a page is wanted.
 */
export async function sendPageOrData<T>(
  request: Request,
  response: Response,
  dados: T,
  page: () => string | Promise<string>,
) {
  if (!wantsPage(request)) {
    response.status(200).json({ sucesso: true, dados } satisfies SuccessResponse<T>);
    return;
  }
  sendPage(response, 200, await page());
}

export interface PublicUnitView {
  empresa: string;
  logoDataUrl: string | null;
  telefone: string | null;
  timeZone: string;
  codigo: string;
  setor: string | null;
  ultimaVisita: Date | null;
  /** Whether a request can be opened from here (the unit's contract names a client). */
  aceitaSolicitacao: boolean;
}

/** What the visitor typed, sent back with the problems when the form is refused. */
export interface RequestFormValues {
  descricao?: string;
  urgencia?: string;
  contatoNome?: string;
  contatoTelefone?: string;
  contatoEmail?: string;
}

const LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;

function layout(
  title: string,
  company: Pick<PublicUnitView, 'empresa' | 'logoDataUrl'> | null,
  body: SafeHtml,
) {
  return html`<!doctype html>
    <html lang="pt-BR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${trustedHtml(STYLES)}
        </style>
      </head>
      <body>
        <main>
          ${
            company &&
            html`<header class="brand">
              ${company.logoDataUrl && LOGO.test(company.logoDataUrl) ? html`<img src="${company.logoDataUrl}" alt="" />` : ''}
              <span>${company.empresa}</span>
            </header>`
          }
          ${body}
        </main>
      </body>
    </html>`.value;
}

function unitFacts(unit: PublicUnitView) {
  return html`<section class="unit" aria-label="Equipamento">
    <h1>${unit.codigo}</h1>
    <dl>
      <div>
        <dt>Setor</dt>
        <dd>${unit.setor ?? '—'}</dd>
      </div>
      <div>
        <dt>Última visita</dt>
        <dd>
          ${
            unit.ultimaVisita
              ? formatInstant(new Date(unit.ultimaVisita).toISOString(), unit.timeZone).slice(0, 10)
              : 'Nenhuma registrada'
          }
        </dd>
      </div>
    </dl>
  </section>`;
}

function field(
  name: keyof RequestFormValues,
  label: string,
  input: SafeHtml,
  problems: Record<string, string>,
  hint?: string,
) {
  return html`<label class="field${problems[name] ? ' field--error' : ''}">
    <span>${label}</span>
    ${input} ${hint && html`<small>${hint}</small>`}
    ${problems[name] && html`<strong class="error" id="erro-${name}">${problems[name]}</strong>`}
  </label>`;
}

/**
 * What the form collects, why, for how long, by whom and whom to ask, beside the form (the
 * QR surface's categories of the notice), with the link to the full notice.
 */
function shortNotice(notice: PrivacyNoticeView, href: string) {
  const officer = notice.empresa.encarregado;
  return html`<aside class="privacy-short" aria-label="Privacidade">
    <strong>Seus dados:</strong>
    ${notice.categorias.map(
      (category) =>
        html`${category.finalidade} Base legal: ${category.baseLegal}. Prazo: ${category.retencao}`,
    )}
    Quem trata: ${notice.empresa.nome}, em nome do cliente responsável por este equipamento.
    ${officer && `Encarregado de dados: ${officer.nome} (${officer.email}).`}
    <a href="${href}">Aviso de privacidade completo</a>
  </aside>`;
}

/** The unit and the request form (with the visitor's values and problems after a refusal). */
export function unitPage(
  unit: PublicUnitView,
  action: string,
  notice: PrivacyNoticeView,
  values: RequestFormValues = {},
  problems: Record<string, string> = {},
): string {
  const urgency = (values.urgencia ?? 'MEDIA') as OrderPriority;
  const general = problems['geral'];
  const form = unit.aceitaSolicitacao
    ? html`<form method="post" action="${action}" enctype="multipart/form-data">
        <h2>Pedir atendimento</h2>
        ${general && html`<p class="alert" role="alert">${general}</p>`}
        ${field(
          'descricao',
          'O que está acontecendo?',
          html`<textarea name="descricao" rows="4" maxlength="2000" required>
${values.descricao ?? ''}</textarea>`,
          problems,
        )}
        <fieldset class="field">
          <legend>Urgência</legend>
          <div class="options">
            ${ORDER_PRIORITIES.map(
              (priority) =>
                html`<label class="option"
                  ><input
                    type="radio"
                    name="urgencia"
                    value="${priority}"
                    ${priority === urgency ? html` checked` : ''}
                  />
                  ${ORDER_PRIORITY_LABELS[priority]}</label
                >`,
            )}
          </div>
        </fieldset>
        ${field(
          'contatoNome',
          'Seu nome',
          html`<input
            name="contatoNome"
            maxlength="120"
            autocomplete="name"
            required
            value="${values.contatoNome ?? ''}"
          />`,
          problems,
        )}
        ${field(
          'contatoTelefone',
          'Telefone',
          html`<input
            name="contatoTelefone"
            type="tel"
            maxlength="40"
            autocomplete="tel"
            value="${values.contatoTelefone ?? ''}"
          />`,
          problems,
        )}
        ${field(
          'contatoEmail',
          'E-mail',
          html`<input
            name="contatoEmail"
            type="email"
            maxlength="254"
            autocomplete="email"
            value="${values.contatoEmail ?? ''}"
          />`,
          problems,
          'Informe telefone ou e-mail. Com e-mail, avisamos quando o chamado for aberto, agendado e concluído.',
        )}
        ${field(
          'foto' as keyof RequestFormValues,
          'Foto (opcional)',
          html`<input
            name="foto"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
          />`,
          problems,
        )}
        ${shortNotice(notice, `${action}/privacidade`)}
        <button type="submit">Enviar pedido</button>
      </form>`
    : html`<p class="alert">
        Este equipamento não está ligado a um cliente: para pedir atendimento, fale com a
        empresa${
          unit.telefone
            ? html` pelo telefone <a href="tel:${unit.telefone}">${unit.telefone}</a>`
            : ''
        }.
      </p>`;
  return layout(
    `${unit.codigo} — ${unit.empresa}`,
    unit,
    html`${unitFacts(unit)}${form}${contact(unit)}`,
  );
}

function contact(unit: Pick<PublicUnitView, 'telefone'>) {
  return unit.telefone
    ? html`<p class="contact">
        Emergência? Ligue <a href="tel:${unit.telefone}">${unit.telefone}</a>.
      </p>`
    : '';
}

/**
 * The request was received: the visitor's tracking code and its page, and what happens
 * next. Never the company's sequential `SOL-n`.
 */
export function sentPage(
  unit: PublicUnitView,
  receipt: ServiceRequestReceipt,
  emailed: boolean,
): string {
  return layout(
    'Pedido enviado',
    unit,
    html`${unitFacts(unit)}
      <section class="done" role="status">
        <h2>Pedido enviado</h2>
        <p>
          Recebemos seu pedido. Código de acompanhamento:
          <strong class="code">${receipt.codigoAcompanhamento}</strong>
        </p>
        <p>
          A equipe de manutenção vai
          analisá-lo${emailed ? ' e avisar por e-mail a cada passo' : ''}. Guarde o código ou este
          link para ver a situação:
          <a href="${receipt.acompanhamentoUrl}">acompanhar o pedido</a>.
        </p>
      </section>
      ${contact(unit)}`,
  );
}

/**
 * Where a request stands, for whoever holds its tracking link: the state and its dates,
 * and nothing of the visit (no report, signer, photo nor technician).
 */
export function trackingPage(tracking: ServiceRequestTracking): string {
  const when = (iso: string | null) => (iso ? formatInstant(iso, tracking.fusoHorario) : null);
  const steps: Array<[string, string | null]> = [
    ['Recebido em', when(tracking.recebidaEm)],
    ['Aceito em', when(tracking.aceitaEm)],
    ['Recusado em', when(tracking.recusadaEm)],
    ['Agendado para', when(tracking.agendadaPara)],
    ['Concluído em', when(tracking.concluidaEm)],
  ];
  return layout(
    `Pedido ${tracking.codigo}`,
    { empresa: tracking.empresa, logoDataUrl: null },
    html`<section class="unit tracking" aria-label="Situação do pedido">
        <h1>${tracking.situacaoRotulo}</h1>
        <dl>
          <div>
            <dt>Pedido</dt>
            <dd class="code">${tracking.codigo}</dd>
          </div>
          ${
            tracking.equipamento &&
            html`<div>
              <dt>Equipamento</dt>
              <dd>${tracking.equipamento}</dd>
            </div>`
          }
          ${steps
            .filter(([, value]) => value !== null)
            .map(
              ([label, value]) =>
                html`<div>
                  <dt>${label}</dt>
                  <dd>${value}</dd>
                </div>`,
            )}
        </dl>
      </section>
      <p class="contact">
        Esta página mostra só a situação do pedido. O relatório do atendimento é enviado ao
        responsável pelo contrato.
      </p>`,
  );
}

/** The full privacy notice of the QR page, linked from beside its form. */
export function privacyPage(
  company: Pick<PublicUnitView, 'empresa' | 'logoDataUrl'>,
  notice: PrivacyNoticeView,
  back: string,
): string {
  return layout(
    `Aviso de privacidade — ${company.empresa}`,
    company,
    html`<div class="done">${noticeSection(notice)}</div>
      <p class="contact"><a href="${back}">Voltar ao equipamento</a></p>`,
  );
}

/** A tracking code that is no request's. */
export function unknownTrackingPage(): string {
  return layout(
    'Pedido não encontrado',
    null,
    html`<section class="done">
      <h1>Pedido não encontrado</h1>
      <p>Confira se o código de acompanhamento foi copiado inteiro, com as 20 letras e números.</p>
    </section>`,
  );
}

/** An unknown, regenerated or retired unit's code. */
export function unknownPage(): string {
  return layout(
    'QR code não reconhecido',
    null,
    html`<section class="done">
      <h1>QR code não reconhecido</h1>
      <p>
        Este código não corresponde a nenhum equipamento em uso. A etiqueta pode ter sido
        substituída por uma nova ou o equipamento saiu de operação.
      </p>
      <p>Para pedir atendimento, fale com a empresa de manutenção.</p>
    </section>`,
  );
}

/** Too many requests from this unit or this connection. */
export function limitPage(unit: PublicUnitView | null, minutes: number): string {
  return layout(
    'Muitos pedidos',
    unit,
    html`<section class="done" role="alert">
        <h1>Muitos pedidos em pouco tempo</h1>
        <p>
          Já recebemos vários pedidos deste equipamento ou desta conexão. Para evitar duplicidade,
          aguarde cerca de ${minutes} minuto${minutes === 1 ? '' : 's'} antes de enviar outro.
        </p>
        <p>Se for urgente, ligue para a empresa de manutenção.</p>
      </section>
      ${unit && contact(unit)}`,
  );
}

/** Anything else that went wrong: say so, in words. */
export function errorPage(message: string): string {
  return layout(
    'Não foi possível continuar',
    null,
    html`<section class="done" role="alert">
      <h1>Não foi possível continuar</h1>
      <p>${message}</p>
    </section>`,
  );
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2935;background:#f3f6f9}
main{max-width:34rem;margin:0 auto;padding:1rem}
.brand{display:flex;align-items:center;gap:.6rem;font-weight:600;color:#33475b;margin-bottom:1rem}
.brand img{max-height:2.5rem;max-width:8rem}
.unit,form,.done,.alert{background:#fff;border:1px solid #d5dee7;border-radius:10px;padding:1rem;margin-bottom:1rem}
h1{font-size:1.7rem;margin:0 0 .5rem;overflow-wrap:anywhere}
.unit h1{word-break:break-all}
.tracking h1{word-break:normal}
h2{font-size:1.2rem;margin:0 0 .75rem}
dl{margin:0;display:grid;gap:.35rem}
dl div{display:flex;gap:.5rem}
dt{color:#52606d;min-width:7.5rem}
dd{margin:0;font-weight:600;min-width:0}
.field{display:flex;flex-direction:column;gap:.3rem;margin:0 0 .9rem;border:0;padding:0}
.field span,legend{font-weight:600}
input,textarea{font:inherit;padding:.6rem;border:1px solid #9aa7b3;border-radius:8px;width:100%;background:#fff}
input[type=radio]{width:auto}
.field--error input,.field--error textarea{border-color:#b42318}
.options{display:flex;flex-wrap:wrap;gap:.4rem}
.option{display:flex;align-items:center;gap:.35rem;padding:.45rem .7rem;border:1px solid #d5dee7;border-radius:999px}
small{color:#52606d}
.error{color:#b42318;font-size:.9rem}
.alert{border-color:#f0b429;background:#fffbea}
button{font:inherit;font-weight:600;width:100%;padding:.8rem;border:0;border-radius:8px;background:#1764b8;color:#fff}
.contact{text-align:center;color:#33475b}
.privacy-short{display:block;font-size:.85rem;color:#52606d;margin:0 0 .9rem}
.privacy h2{margin-top:1rem}
.code{font-family:ui-monospace,monospace;letter-spacing:.04em;overflow-wrap:anywhere}
a{color:#1764b8}
`;
