import {
  formatInstant,
  type PrivacyNoticeView,
  SEAL_VERIFICATION_ALIAS,
  type SealCheck,
  type SealVerification,
} from '@campo/contracts';
import { html, noticeSection, type SafeHtml, trustedHtml } from '@campo/platform';

/**
 * The public verification page of a sealed visit report, rendered on the server: phone
 * first, no script, pt-BR. It says whether a sealed report has the code, what it is, offers
 * the canonical content to download, and checks a file against the seal.
 */

/** Dates on the page read in Brasília time (the page knows no company's zone). */
const ZONE = 'America/Sao_Paulo';

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2731;background:#f3f6f9}
main{max-width:44rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.35rem;margin:.25rem 0 1rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
.card{background:#fff;border:1px solid #d5dee7;border-radius:10px;padding:1rem 1.1rem;margin:0 0 1rem}
.status{display:flex;gap:.6rem;align-items:center;font-weight:600;font-size:1.05rem}
.status--ok{color:#11643a}.status--bad{color:#9b1c1c}
.mark{display:inline-grid;place-items:center;width:1.8rem;height:1.8rem;border-radius:50%;color:#fff;font-weight:700}
.status--ok .mark{background:#1a7f4b}.status--bad .mark{background:#b42323}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.35rem .9rem;margin:.75rem 0 0}
dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}
/* The privacy notice wraps each term and its value in a div: the pair is the grid's row. */
.privacy dl{display:block}.privacy dl div{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.9rem;margin:.35rem 0}
.hash{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}
.button{display:inline-block;background:#1f5fa8;color:#fff;border:0;border-radius:8px;padding:.7rem 1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.muted{color:#52606d;font-size:.92rem}
input[type=file]{display:block;margin:.6rem 0 .9rem;max-width:100%}
`;

function layout(title: string, body: SafeHtml): string {
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
        <main>${body}</main>
      </body>
    </html>`.value;
}

const when = (iso: string) => formatInstant(iso, ZONE);

function facts(report: SealVerification): SafeHtml {
  return html`<section class="card" aria-label="Relatório selado">
    <p class="status status--ok">
      <span class="mark" aria-hidden="true">✓</span>Relatório selado encontrado
    </p>
    <dl>
      <dt>Empresa</dt>
      <dd>${report.empresa}</dd>
      <dt>Ordem de serviço</dt>
      <dd>${report.ordem}</dd>
      <dt>Data do aceite</dt>
      <dd>${when(report.data)}</dd>
      <dt>Cliente</dt>
      <dd>${report.cliente ?? '—'}</dd>
      <dt>Assinado por</dt>
      <dd>${report.assinante ?? 'Cliente ausente'}</dd>
      <dt>Selado em</dt>
      <dd>${when(report.seladoEm)}</dd>
      <dt>Código</dt>
      <dd>${report.codigo}</dd>
      <dt>SHA-256</dt>
      <dd class="hash">${report.sha256}</dd>
    </dl>
  </section>`;
}

function checkForm(report: SealVerification): SafeHtml {
  return html`<section class="card" aria-labelledby="conteudo">
      <h2 id="conteudo">Conteúdo selado</h2>
      <p class="muted">
        O selo é o SHA-256 do conteúdo do relatório em JSON canônico (chaves em ordem, sem espaços):
        serviços, medições, peças, checklist, fluido, hashes das fotos e da assinatura, horários e
        aceite. Baixe o arquivo para guardar ou conferir com qualquer ferramenta de SHA-256.
      </p>
      ${
        report.conteudoUrl
          ? html`<a class="button" href="${report.conteudoUrl}" download
              >Baixar o conteúdo (JSON)</a
            >`
          : html`<p>
              O conteúdo deste relatório foi eliminado em ${when(report.conteudoEliminadoEm ?? '')},
              ao fim do prazo de guarda dos dados (LGPD). O selo continua: quem guardou o arquivo do
              conteúdo pode conferi-lo abaixo.
            </p>`
      }
    </section>
    <section class="card" aria-labelledby="conferir">
      <h2 id="conferir">Conferir um arquivo</h2>
      <form
        method="post"
        enctype="multipart/form-data"
        action="${SEAL_VERIFICATION_ALIAS}${report.codigo}"
      >
        <label for="arquivo">Arquivo do conteúdo (JSON) que você recebeu</label>
        <input id="arquivo" type="file" name="arquivo" accept="application/json,.json" required />
        <button class="button" type="submit">Conferir com o selo</button>
      </form>
    </section>`;
}

/** The line under each page that names who treats the data shown and links the notice. */
function privacyLink(report: SealVerification): SafeHtml {
  return html`<p class="muted">
    Os dados pessoais deste relatório são tratados por ${report.empresa}.
    <a href="${SEAL_VERIFICATION_ALIAS}${report.codigo}/privacidade">Aviso de privacidade</a>
  </p>`;
}

export function verificationPage(report: SealVerification): string {
  return layout(
    `Verificação do relatório ${report.ordem}`,
    html`<h1>Verificação de relatório de atendimento</h1>
      ${facts(report)} ${checkForm(report)} ${privacyLink(report)}`,
  );
}

/** The full privacy notice of the public report page (`/v/<código>/privacidade`). */
export function verificationPrivacyPage(code: string, notice: PrivacyNoticeView): string {
  return layout(
    `Aviso de privacidade — ${notice.empresa.nome}`,
    html`<div class="card">${noticeSection(notice)}</div>
      <p><a href="${SEAL_VERIFICATION_ALIAS}${code}">Voltar à verificação</a></p>`,
  );
}

export function checkPage(report: SealVerification, check: SealCheck): string {
  const result = check.confere
    ? html`<section class="card" data-resultado="confere">
        <p class="status status--ok">
          <span class="mark" aria-hidden="true">✓</span>O arquivo confere com o selo
        </p>
        <p class="muted">O conteúdo enviado é exatamente o que foi selado.</p>
        <dl>
          <dt>SHA-256</dt>
          <dd class="hash">${check.sha256Arquivo}</dd>
        </dl>
      </section>`
    : html`<section class="card" data-resultado="nao-confere">
        <p class="status status--bad">
          <span class="mark" aria-hidden="true">✕</span>O arquivo NÃO confere com o selo
        </p>
        <p class="muted">
          O conteúdo enviado difere do que foi selado (basta um caractere diferente).
        </p>
        <dl>
          <dt>SHA-256 do arquivo</dt>
          <dd class="hash">${check.sha256Arquivo}</dd>
          <dt>SHA-256 do selo</dt>
          <dd class="hash">${check.sha256Selo}</dd>
        </dl>
      </section>`;
  return layout(
    `Verificação do relatório ${report.ordem}`,
    html`<h1>Verificação de relatório de atendimento</h1>
      ${result} ${facts(report)} ${checkForm(report)} ${privacyLink(report)}`,
  );
}

export function verificationErrorPage(message: string): string {
  return layout(
    'Verificação de relatório',
    html`<h1>Verificação de relatório de atendimento</h1>
      <section class="card" data-resultado="nao-encontrado">
        <p class="status status--bad"><span class="mark" aria-hidden="true">✕</span>${message}</p>
      </section>`,
  );
}
