import { socialNetworks } from "@dutchpot/contract/constants";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../config/paths.ts";
import { useTenant } from "../config/tenant-context.tsx";
import { SocialIcon } from "./social-icons.tsx";
import { TransText } from "./trans-text.tsx";
import "./site-footer.css";

/** Opens a legal PDF in a new tab; the accessible name says so. */
export function PdfLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> ({t("common.opensPdf")})</span>
    </a>
  );
}

/**
 * One footer column: a heading over a list. A column of links is a `nav` named by its heading; one
 * mixing links and text is a plain block. Without a heading it holds free content (the language select).
 */
export function FooterColumn({
  heading,
  nav = false,
  className,
  children,
}: {
  heading?: string;
  nav?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = ["site-footer__col", className ?? ""].join(" ").trim();
  if (heading === undefined) return <div className={classes}>{children}</div>;
  const body = (
    <>
      <h2>{heading}</h2>
      <ul>{children}</ul>
    </>
  );
  return nav ? (
    <nav aria-label={heading} className={classes}>
      {body}
    </nav>
  ) : (
    <div className={classes}>{body}</div>
  );
}

/** The partner sign-up links both footers list (list items, for a `FooterColumn`). */
export function PartnerLinks() {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <Link to={paths.partner.joinRider.href()}>{t("footer.becomeDriver")}</Link>
      </li>
      <li>
        <Link to={paths.partner.homeChef.href()}>{t("footer.becomeHomeChef")}</Link>
      </li>
      <li>
        <Link to={paths.partner.joinConvenience.href()}>{t("footer.listStore")}</Link>
      </li>
    </>
  );
}

/** The terms and privacy column under the given heading. */
export function LegalColumn({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <FooterColumn heading={heading} nav>
      <li>
        <PdfLink href={paths.legal.terms.href()} label={t("footer.terms")} />
      </li>
      <li>
        <PdfLink href={paths.legal.privacy.href()} label={t("footer.privacy")} />
      </li>
    </FooterColumn>
  );
}

/**
 * The storefront's social profiles (tenant settings, host console brand form) as icon links that
 * open in a new tab; nothing when none is set.
 */
export function SocialLinks() {
  const { t } = useTranslation();
  const { brandName, socialLinks = {} } = useTenant();
  const set = socialNetworks.flatMap((network) => {
    const url = socialLinks[network];
    return url ? [{ network, url }] : [];
  });
  if (set.length === 0) return null;
  return (
    <nav className="site-footer__social" aria-label={t("footer.social.heading")}>
      <ul>
        {set.map(({ network, url }) => (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={network} />
              <span className="visually-hidden">
                {t("footer.social.link", { brand: brandName, network: t(`footer.social.${network}`) })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer (the customer area's and the landing page's): its columns, the storefront's social
 * links, then the rights line with the year and the tenant's brand.
 */
export function SiteFooter({ children }: { children: ReactNode }) {
  const { brandName } = useTenant();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">{children}</div>
      <SocialLinks />
      <p className="site-footer__rights">
        {/* The brand name keeps its own direction inside the sentence (an English name in Afghani). */}
        <TransText i18nKey="footer.rights" values={{ year: String(new Date().getFullYear()), brand: brandName }} />
      </p>
    </footer>
  );
}
