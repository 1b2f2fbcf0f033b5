import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  /** A link back to the parent page. */
  back?: { to: string; label: string };
}

export function PageHeader({ title, lead, actions, back }: PageHeaderProps) {
  return (
    <header className="page-header">
      {back && (
        <Link to={back.to} className="back-link">
          ← {back.label}
        </Link>
      )}
      <div className="page-header__row">
        <h1>{title}</h1>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
      {lead && <p className="page__lead">{lead}</p>}
    </header>
  );
}

interface PageProps extends PageHeaderProps {
  /** Classes of the page besides `page` (`page--narrow`, say). */
  className?: string;
  children?: ReactNode;
}

/** A page: a section with its header (title, lead, actions, back link), then its content. */
export function Page({ className, children, ...header }: PageProps) {
  return (
    <section className={['page', className].filter(Boolean).join(' ')}>
      <PageHeader {...header} />
      {children}
    </section>
  );
}
