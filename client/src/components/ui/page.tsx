import type { ReactNode } from 'react';
import { SITE_NAME } from '../../content/event';

/** A page: its own browser-tab title and its one visible heading. */
export function Page({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <h1 className="page-title">{heading ?? title}</h1>
      {children}
    </>
  );
}
