import type { SocialNetwork } from "@dutchpot/contract/constants";
import type { ReactNode } from "react";

/** Line icons of the footer's social networks (24 × 24, `currentColor`); decorative: the link carries the name. */
const shapes: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M16 3.5h-1.8c-2.1 0-3.4 1.3-3.4 3.5v13.5M8 10h7" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  x: <path d="M4.5 4h4.2l10.8 16h-4.2zM19.2 4l-5.9 6.7M10.8 13.4 4.8 20" />,
  tiktok: <path d="M14 3.5v11.2a3.8 3.8 0 1 1-3.8-3.8M14 3.5c.4 2.6 2.4 4.6 5 4.8" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.2 9.2 4.6 2.8-4.6 2.8z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[network]}
    </svg>
  );
}
