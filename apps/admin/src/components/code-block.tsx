import { CopyButton } from './copy-button';

/** A block of code (a command, a JSON body) with a copy button. */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  return (
    <div className="code-block">
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
