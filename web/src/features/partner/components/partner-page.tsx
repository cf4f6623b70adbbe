import type { ReactNode } from "react";
import "./partner-page.css";

/** A partner landing: a hero (title, lead, benefits) beside the card holding the form. */
export function PartnerPage({
  title,
  lead,
  benefits,
  formTitle,
  children,
}: {
  title: string;
  lead: string;
  benefits: string[];
  formTitle: string;
  children: ReactNode;
}) {
  return (
    <div className="partner-page">
      <section className="partner-page__hero" aria-labelledby="partner-title">
        <h1 id="partner-title" className="partner-page__title">
          {title}
        </h1>
        <p className="partner-page__lead">{lead}</p>
        <ul className="partner-page__benefits">
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section className="partner-page__card" aria-labelledby="partner-form-title">
        <h2 id="partner-form-title" className="partner-page__card-title">
          {formTitle}
        </h2>
        {children}
      </section>
    </div>
  );
}
