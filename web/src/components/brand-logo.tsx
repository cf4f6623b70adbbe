import { useState } from "react";
import { useTenant } from "../config/tenant-context.tsx";
import "./brand-logo.css";

/**
 * The storefront's logo (its page config's `logoUrl`) with the brand name as alt text; the brand
 * name written out when the storefront has no logo or the image is missing.
 */
export function BrandLogo({ className }: { className?: string }) {
  const { brandName, logoUrl } = useTenant();
  const [failed, setFailed] = useState<string | null>(null);
  if (!logoUrl || failed === logoUrl) {
    return <span className={["brand-text", className ?? ""].join(" ")}>{brandName}</span>;
  }
  return (
    <img
      className={["brand-logo", className ?? ""].join(" ")}
      src={logoUrl}
      alt={brandName}
      height={36}
      onError={() => setFailed(logoUrl)}
    />
  );
}
