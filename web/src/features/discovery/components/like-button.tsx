import { useTranslation } from "react-i18next";
import { useAuth } from "../../../lib/auth.tsx";
import { useToggleLike } from "../api/likes.ts";
import "./like-button.css";
import { isolateData } from "../../../lib/format.ts";

/** Save / unsave a store (spec §4); guests are asked to sign in first. */
export function LikeButton({ shopId, liked, storeName }: { shopId: number; liked: boolean; storeName: string }) {
  const { t, i18n } = useTranslation();
  const { isSignedIn, openAuth } = useAuth();
  const toggle = useToggleLike(shopId);
  const pressed = toggle.isPending && toggle.variables !== undefined ? !toggle.variables : liked;
  return (
    <button
      type="button"
      className="like-btn"
      aria-pressed={isSignedIn ? pressed : false}
      aria-label={t("discovery.store.save", { store: isolateData(storeName, i18n.language) })}
      onClick={() => (isSignedIn ? toggle.mutate(liked) : openAuth("signin"))}
      disabled={toggle.isPending}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={isSignedIn && pressed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{isSignedIn && pressed ? t("discovery.store.saved") : t("discovery.store.saveShort")}</span>
    </button>
  );
}
