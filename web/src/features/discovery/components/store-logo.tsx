import { useState } from "react";
import "./store-logo.css";

/** A store's logo, or its initial on a coloured disc when it has none (or it fails to load). */
export function StoreLogo({ url, name, size = "md" }: { url: string | null; name: string; size?: "md" | "lg" }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return <img className={`store-logo store-logo--${size}`} src={url} alt="" onError={() => setFailed(true)} />;
  }
  return (
    <span className={`store-logo store-logo--${size} store-logo--initial`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
