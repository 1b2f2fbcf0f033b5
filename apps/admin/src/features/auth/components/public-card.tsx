import type { ReactNode } from 'react';

/** The card of a page seen before signing in (login, forgotten password, new password). */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="login">
      <div className="login__card">
        <p className="brand">Campo</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
