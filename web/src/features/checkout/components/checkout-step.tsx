import type { ReactNode } from "react";

/** One numbered step card of the checkout (spec §2): its heading — number and title — labels the section. */
export function CheckoutStep({
  id,
  step,
  title,
  children,
}: {
  id: string;
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout-card" aria-labelledby={id}>
      <h2 id={id} className="checkout-card__title">
        <span className="checkout-card__step" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
