import { useState } from "react";
import { useTenant } from "../config/tenant-context.tsx";
import "./brand-logo.css";

/**
 * The logo's box, in CSS pixels: the demo logos' 3.5 : 1 at the header's 36 px height. Any other
 * shape is fitted inside it (object-fit), so the header never shifts when the image arrives.
 */
export const brandLogoSize = { width: 126, height: 36 } as const;

/**
 * The storefront's logo (its page config's `logoUrl`) with the brand name as alt text; the brand
 * name written out when the storefront has no logo or the image is missing.
 */
export function BrandLogo({ className }: { className?: string }) {
  const { brandName, logoUrl } = useTenant();
  const [failed, setFailed] = useState<string | null>(null);
  if (!logoUrl || failed === logoUrl) {
    return (
      <span className={["brand-text", className ?? ""].join(" ")} dir="auto">
        {brandName}
      </span>
    );
  }
  return (
    <img
      className={["brand-logo", className ?? ""].join(" ")}
      src={logoUrl}
      alt={brandName}
      width={brandLogoSize.width}
      height={brandLogoSize.height}
      decoding="async"
      onError={() => setFailed(logoUrl)}
    />
  );
}
