import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { displayPhone } from "../../../lib/phone.ts";
import { codeLength, toCodeDigits } from "../../../lib/validation.ts";
import { useConfirmPhone, useGeneratePhoneCode } from "../api/phone-code.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { checkCode } from "../validation.ts";
import "./account-form.css";

interface VerifyPhoneDialogProps {
  open: boolean;
  countryCode: string;
  phoneNumber: string;
  onClose: () => void;
  onVerified: () => void;
}

/**
 * Verifies a changed phone: the number is saved as pending, a code is sent by SMS, and the code
 * makes it the profile's phone ('Mobile Number updated successfully').
 */
export function VerifyPhoneDialog({ open, countryCode, phoneNumber, onClose, onVerified }: VerifyPhoneDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { signIn } = useAuth();
  const update = useUpdateProfile();
  const send = useGeneratePhoneCode();
  const confirm = useConfirmPhone();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const sendCode = () => {
    setError(null);
    const failed = () => toast.show({ message: t("account.toasts.failed"), tone: "error", durationMs: 2000 });
    update.mutate(
      { phoneNumber, phoneCountryCode: countryCode },
      {
        onError: failed,
        onSuccess: () =>
          send.mutate(
            { phoneNumber, countryCode },
            {
              onSuccess: () => toast.show({ message: t("account.toasts.otpSent"), tone: "success", durationMs: 2000 }),
              onError: failed,
            },
          ),
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one code per opening of the dialog
  useEffect(() => {
    if (!open) return;
    setCode("");
    sendCode();
  }, [open]);

  const valid = checkCode(code) === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t("account.errors.codeInvalid"));
      return;
    }
    confirm.mutate(
      { confirmationCode: code, phoneNumber, countryCode },
      {
        onSuccess: (result) => {
          if (result?.accessToken) signIn(result);
          toast.show({ message: t("account.toasts.phoneVerified"), tone: "success", durationMs: 3000 });
          onVerified();
        },
        onError: (cause) => {
          const reason = cause instanceof ApiError && cause.status !== 0 ? cause.details || cause.message : null;
          setError(reason ? `${t("account.errors.codeInvalid")} ${reason}` : t("account.errors.codeInvalid"));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t("account.verify.title")} initialFocusRef={inputRef}>
      <form className="account-form account-form--dialog" onSubmit={submit} noValidate>
        <p className="account-dialog__lead">
          {t("account.verify.text")}{" "}
          <bdi className="account-dialog__phone">{displayPhone(countryCode, phoneNumber)}</bdi>
        </p>
        <TextField
          ref={inputRef}
          label={t("account.verify.code")}
          hint={t("account.verify.codeHint")}
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength}
          value={code}
          onChange={(event) => {
            setCode(toCodeDigits(event.target.value));
            setError(null);
          }}
          error={error}
          required
        />
        <div className="account-dialog__actions">
          <Button variant="ghost" onClick={sendCode} loading={update.isPending || send.isPending}>
            {t("account.verify.resend")}
          </Button>
          <Button type="submit" disabled={!valid} loading={confirm.isPending}>
            {t("account.verify.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
