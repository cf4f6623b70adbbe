/** A decorative dutch pot with steam, used by empty and placeholder states. */
export function PotIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill="#fdf1d2" />
      <path
        d="M44 30c-4 6 4 8 0 14M60 24c-4 6 4 8 0 14M76 30c-4 6 4 8 0 14"
        fill="none"
        stroke="#b3261e"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="26" y="52" width="68" height="8" rx="4" fill="#1d2621" />
      <path d="M30 60h60v18a18 18 0 0 1-18 18H48a18 18 0 0 1-18-18z" fill="#0b5d3b" />
      <rect x="18" y="64" width="14" height="6" rx="3" fill="#1d2621" />
      <rect x="88" y="64" width="14" height="6" rx="3" fill="#1d2621" />
      <rect x="54" y="46" width="12" height="6" rx="3" fill="#f2b632" />
      <path d="M38 74h44" stroke="#f2b632" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
