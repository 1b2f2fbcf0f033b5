import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatShortDateTime } from '../lib/format';

interface PrintSheetProps {
  /** The company, at the top of every printed report. */
  company: string;
  title: string;
  /** Scope and filters, under the title. */
  subtitle?: ReactNode;
  back: { to: string; label: string };
  /** The content has loaded: the browser's print dialog opens once. */
  ready: boolean;
  children: ReactNode;
}

/**
 * A print view: no navigation, a header with the company, the title and when it
 * was issued, and a toolbar that is not printed. Pages are A4 landscape
 * (`@page landscape` in styles/print.css); table headers repeat on every page.
 */
export function PrintSheet({ company, title, subtitle, back, ready, children }: PrintSheetProps) {
  const [issuedAt] = useState(() => new Date().toISOString());
  const printed = useRef(false);

  useEffect(() => {
    if (!ready || printed.current) return;
    // After the first paint of the content, so the dialog shows it.
    const timer = setTimeout(() => {
      printed.current = true;
      window.print();
    }, 300);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — ${company}`;
    return () => {
      document.title = previous;
    };
  }, [title, company]);

  return (
    <div className="print-sheet">
      <div className="print-toolbar">
        <Link to={back.to} className="button">
          ← {back.label}
        </Link>
        <p className="print-toolbar__hint">Visão de impressão · A4 paisagem</p>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimir
        </button>
      </div>
      <header className="print-sheet__header">
        <div className="print-sheet__brand">
          <span className="brand">Campo</span>
          <span>{company}</span>
        </div>
        <div className="print-sheet__title">
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </div>
        <p className="print-sheet__issued">Emitido em {formatShortDateTime(issuedAt)}</p>
      </header>
      <main className="print-sheet__body">{children}</main>
    </div>
  );
}
