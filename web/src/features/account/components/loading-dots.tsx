/** Three bouncing dots shown inside a busy button (spec: Delete shows loading dots). */
import "./loading-dots.css";
export function LoadingDots() {
  return (
    <span className="loading-dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
