import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useTenant } from "../../../config/tenant-context.tsx";

/**
 * A console section's heading: the document title follows it and it takes the focus when the
 * section opens, so keyboard and screen-reader users land on the new section.
 */
export function SectionHeading({ children, title, id }: { children: ReactNode; title: string; id?: string }) {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t("merchantShell.title")} · ${brandName}`;
  }, [title, t, brandName]);
  useEffect(() => ref.current?.focus({ preventScroll: false }), []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="merchant-section__title">
      {children}
    </h1>
  );
}
