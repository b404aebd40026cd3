import type { ReactNode } from 'react';
import './page.css';

/** A content page: one h1, then the body, at a comfortable reading width. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article className="page">
      <h1 className="page__title">{title}</h1>
      {children}
    </article>
  );
}

/** A form screen: a centred card on larger screens, the full width on phones. */
export function FormCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'form-card form-card--wide' : 'form-card'} aria-labelledby="form-card-title">
      <h1 className="form-card__title" id="form-card-title">
        {title}
      </h1>
      {intro ? <div className="form-card__intro">{intro}</div> : null}
      {children}
    </section>
  );
}
