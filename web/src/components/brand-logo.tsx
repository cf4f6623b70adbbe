import { useState } from "react";
import { useTenant } from "../config/tenant-context.tsx";
import "./brand-logo.css";

/** The tenant's logo with the brand name as alt text; falls back to the name if the image is missing. */
export function BrandLogo({ className }: { className?: string }) {
  const { brandName } = useTenant();
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={["brand-text", className ?? ""].join(" ")}>{brandName}</span>;
  return (
    <img
      className={["brand-logo", className ?? ""].join(" ")}
      src="/media/brand/logo.svg"
      alt={brandName}
      height={36}
      onError={() => setFailed(true)}
    />
  );
}
