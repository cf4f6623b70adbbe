import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";

/** The server could not be reached or failed: trying again may work (a 4xx refusal will not). */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * A failed cart call, said until dismissed (issue 16 item 12): the server's refusal in its words, or
 * that it could not be reached, with Retry that sends the same change again. One notice at a time.
 */
export function useCartErrorNotice(fallbackKey: "cart.errors.add" | "cart.errors.change") {
  const { t } = useTranslation();
  const toast = useToast();
  return (error: unknown, retry: () => void) => {
    const retryable = isRetryable(error);
    toast.show({
      key: "cart-error",
      tone: "error",
      durationMs: null,
      message: retryable
        ? t("cart.errors.unreachable")
        : error instanceof ApiError && error.message
          ? error.message
          : t(fallbackKey),
      action: retryable ? { label: t("errors.retry"), onAction: retry } : undefined,
    });
  };
}
