/** What stands for a secret (a password link) wherever the outbox is read. */
export const PROTECTED_LINK = '[link protegido: só o destinatário o recebe]';

/** The SecretBox context of a sealed body: it opens in `mail_outbox.corpo_cifrado` only. */
export const SEALED_BODY_CONTEXT = 'mail_outbox.corpo_cifrado';

/** The text with each of `secrets` replaced by PROTECTED_LINK. */
export function withoutSecrets(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((redacted, secret) => redacted.split(secret).join(PROTECTED_LINK), text);
}

const URL = /\bhttps?:\/\/[^\s/?#]+[^\s]*/g;

/**
 * A body as the outbox shows it: every link cut to its site (`https://host/…`), so that no
 * token in a path, query or fragment (a password link, a public report's address) can be
 * read back, whoever wrote the message and whenever it was stored.
 */
export function redactLinks(text: string): string {
  return text.replace(URL, (url) => {
    const origin = /^https?:\/\/[^\s/?#]+/.exec(url)![0];
    return url === origin || url === `${origin}/` ? url : `${origin}/… ${PROTECTED_LINK}`;
  });
}
