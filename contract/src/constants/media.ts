/**
 * Console image uploads (issue 15, docs/media.md): what `Media/Upload` accepts and how it sizes
 * each purpose. No zod: the web app's upload control reads the same limits before it sends.
 */

/** What an image is for: decides the box it is resized into. */
export const imagePurposes = ["logo", "banner", "item", "brandLogo", "brandHeader"] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

export const mediaLimits = {
  /** The largest upload, in bytes (5 MB). */
  maxUploadBytes: 5 * 1024 * 1024,
  /** The smallest width and height an upload may have, in pixels. */
  minDimension: 64,
  /** The largest width and height an upload may have, in pixels. */
  maxDimension: 6000,
  /** The largest stored image after resizing and re-encoding, in bytes (2 MB). */
  maxStoredBytes: 2 * 1024 * 1024,
  /** The image types accepted, decided by the file's bytes. */
  acceptedTypes: ["image/jpeg", "image/png", "image/webp"],
} as const;

/** The box each purpose's image is resized to fit in (never enlarged), width × height in pixels. */
export const imageBoxes: Record<ImagePurpose, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  brandLogo: { width: 512, height: 512 },
  banner: { width: 1600, height: 600 },
  brandHeader: { width: 1600, height: 600 },
  item: { width: 800, height: 800 },
};

/** The purpose of an upload that names none. */
export const defaultImagePurpose: ImagePurpose = "item";

/** Where an uploaded image is served: `/media/uploads/<id>.webp`. */
export const uploadedImagePath = (id: string) => `/media/uploads/${id}.webp`;

/** The texts of the upload's refusals (the envelope's `error.message`). */
export const mediaTexts = {
  notAnImage: "The file is not a valid image.",
  wrongType: "Only JPEG, PNG and WebP images can be uploaded.",
  tooLarge: "The image is larger than 5 MB.",
  tooSmall: `The image must be at least ${mediaLimits.minDimension}×${mediaLimits.minDimension} pixels.`,
  tooBig: `The image must be at most ${mediaLimits.maxDimension}×${mediaLimits.maxDimension} pixels.`,
  noFile: "Send the image as multipart/form-data in a field named file.",
  oneFile: "Send one image per upload, in the field file (and optionally purpose).",
  badPurpose: `The purpose must be one of ${imagePurposes.join(", ")}.`,
  storedTooLarge: "The image is too detailed to store; please upload a simpler or smaller one.",
} as const;
