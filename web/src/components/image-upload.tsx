import type { ImagePurpose, MediaFile } from "@dutchpot/contract";
import { endpoints, mediaLimits, mediaTexts } from "@dutchpot/contract/constants";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ApiClient, ApiError } from "../lib/api-client.ts";
import { Button } from "./ui/button.tsx";
import "./image-upload.css";

/** Sends one image to `Media/Upload`; a console passes its own client's (`uploadImageWith(client)`). */
export type UploadImage = (file: File, purpose: ImagePurpose) => Promise<{ url: string }>;

/** The upload call of a console's API client (its token decides the tenant, docs/media.md). */
export function uploadImageWith(client: ApiClient): (file: File, purpose: ImagePurpose) => Promise<MediaFile> {
  return (file, purpose) => {
    const form = new FormData();
    form.append("purpose", purpose);
    form.append("file", file, file.name);
    return client.post<MediaFile>(endpoints["Media.Upload"].path, form);
  };
}

export interface ImageUploadProps {
  /** The file control's name, e.g. "Upload logo". */
  label: string;
  /** The image's URL, or null when there is none. */
  value: string | null;
  /** Told the new image's URL after an upload, or null when the image is removed. */
  onChange: (url: string | null) => void;
  purpose: ImagePurpose;
  upload: UploadImage;
  /** Replaces the default hint (accepted types and size). */
  hint?: string;
  disabled?: boolean;
}

type ErrorKey = "wrongType" | "tooLarge" | "notAnImage" | "tooSmall" | "tooBig" | "tooMany" | "network" | "failed";

const acceptedTypes: readonly string[] = mediaLimits.acceptedTypes;

/** Which translated sentence says why an upload failed (the server's texts are in the contract). */
function errorKeyOf(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 0) return "network";
  if (error.status === 413 || error.message === mediaTexts.tooLarge) return "tooLarge";
  if (error.status === 415 || error.message === mediaTexts.wrongType) return "wrongType";
  if (error.status === 429) return "tooMany";
  if (error.message === mediaTexts.notAnImage) return "notAnImage";
  if (error.message === mediaTexts.tooSmall) return "tooSmall";
  if (error.message === mediaTexts.tooBig) return "tooBig";
  return "failed";
}

/**
 * An image field for the consoles: a labelled file control (JPEG, PNG, WebP up to 5 MB), the
 * current image's preview, a loader while it uploads, the refusal in the reader's language and a
 * remove button. The server checks, resizes and stores the image; this only says what went wrong.
 */
export function ImageUpload({ label, value, onChange, purpose, upload, hint, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<ErrorKey | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    // The server decides by the file's bytes; these two only spare a pointless upload.
    if (file.type && !acceptedTypes.includes(file.type)) return setError("wrongType");
    if (file.size > mediaLimits.maxUploadBytes) return setError("tooLarge");
    setError(null);
    setUploading(true);
    try {
      const { url } = await upload(file, purpose);
      if (mounted.current) onChange(url);
    } catch (cause) {
      if (mounted.current) setError(errorKeyOf(cause));
    } finally {
      if (mounted.current) setUploading(false);
    }
  };

  const remove = () => {
    setError(null);
    onChange(null);
  };

  return (
    <div className="image-upload" aria-busy={uploading || undefined}>
      <div className="image-upload__preview" data-purpose={purpose}>
        {value ? (
          <img src={value} alt={t("common.imageUpload.preview")} />
        ) : (
          <span className="image-upload__empty">{t("common.imageUpload.noImage")}</span>
        )}
        {uploading ? <span className="image-upload__spinner" aria-hidden="true" /> : null}
      </div>
      <div className="image-upload__controls">
        <input
          id={inputId}
          className="image-upload__input visually-hidden"
          type="file"
          accept={acceptedTypes.join(",")}
          disabled={disabled || uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
          onChange={choose}
        />
        <label htmlFor={inputId} className="btn btn--secondary btn--md image-upload__button">
          {label}
        </label>
        {value && !uploading ? (
          <Button
            variant="ghost"
            size="md"
            onClick={remove}
            disabled={disabled}
            aria-label={`${t("common.imageUpload.remove")} (${label})`}
          >
            {t("common.imageUpload.remove")}
          </Button>
        ) : null}
      </div>
      <span id={hintId} className="field__hint">
        {hint ?? t("common.imageUpload.hint")}
      </span>
      <span className="image-upload__status" role="status">
        {uploading ? t("common.imageUpload.uploading") : ""}
      </span>
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {t(`common.imageUpload.errors.${error}`)}
        </span>
      ) : null}
    </div>
  );
}
