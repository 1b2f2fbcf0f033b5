import { CopyButton } from './copy-button';

/**
 * A block of code (a command, a JSON body) with a copy button. `wrap` breaks long lines
 * (a token) instead of scrolling, so the whole value is in sight on a phone.
 */
export function CodeBlock({ code, label, wrap }: { code: string; label?: string; wrap?: boolean }) {
  return (
    <div className={wrap ? 'code-block code-block--wrap' : 'code-block'}>
      <div className="code-block__bar">
        <span>{label}</span>
        <CopyButton text={code} className="button button--small button--ghost" />
      </div>
      <pre>
        <code>{code}</code>
      </pre>
    </div>
  );
}
