import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAuth } from "../../../lib/auth.tsx";
import { passwordMinLength as min } from "../../../lib/validation.ts";
import { useChangePassword } from "../api/change-password.ts";
import { checkNewPassword, checkPassword } from "../validation.ts";
import "./account-form.css";

/** Change Password (privacy section): the current password and a new one, typed twice. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorDialog();
  const { signIn } = useAuth();
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [touched, setTouched] = useState({ current: false, next: false, repeat: false });

  const message = (key: string | null) => (key ? t(key, { min }) : null);
  const errors = {
    current: message(checkPassword(current)),
    next: message(checkNewPassword(next)),
    repeat: repeat !== next ? t("account.errors.passwordMismatch") : null,
  };
  const valid = !errors.current && !errors.next && !errors.repeat;
  const close = () => {
    setCurrent("");
    setNext("");
    setRepeat("");
    setTouched({ current: false, next: false, repeat: false });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (result) => {
          signIn(result);
          toast.show({ message: t("account.toasts.passwordChanged"), tone: "success", durationMs: 3000 });
          close();
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t("account.password.title")}>
      <form className="account-form account-form--dialog" onSubmit={submit} noValidate>
        <TextField
          label={t("account.password.current")}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          onBlur={() => setTouched((all) => ({ ...all, current: true }))}
          error={touched.current ? errors.current : null}
          required
        />
        <TextField
          label={t("account.password.new")}
          type="password"
          autoComplete="new-password"
          hint={t("account.password.hint", { min })}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          onBlur={() => setTouched((all) => ({ ...all, next: true }))}
          error={touched.next ? errors.next : null}
          required
        />
        <TextField
          label={t("account.password.repeat")}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          onBlur={() => setTouched((all) => ({ ...all, repeat: true }))}
          error={touched.repeat ? errors.repeat : null}
          required
        />
        <div className="account-dialog__actions">
          <Button variant="ghost" onClick={close}>
            {t("account.password.cancel")}
          </Button>
          <Button type="submit" disabled={!valid} loading={change.isPending}>
            {t("account.password.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
