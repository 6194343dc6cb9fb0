import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * An account form. Its fields and buttons stay disabled until the app runs: the page is
 * prerendered (decision 020), and what a visitor typed into it before would be lost, or sent
 * by the browser without the app.
 */
export function AuthForm({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  busy: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <noscript>
        <p className="alert alert--error">Ce formulaire a besoin de JavaScript : activez-le dans votre navigateur.</p>
      </noscript>
      <fieldset className="auth-form__fieldset" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
