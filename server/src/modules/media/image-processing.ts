import { type ImagePurpose, imageBoxes, mediaLimits, mediaTexts } from "@dutchpot/contract";
import type { Metadata, OutputInfo } from "sharp";
import { AppError, BusinessRuleError } from "../../lib/errors.ts";

type Sharp = typeof import("sharp")["default"];
let sharpLoading: Promise<Sharp> | undefined;
/**
 * sharp, loaded on the first upload: its native libvips is ~20 MiB of resident memory and start-up
 * time that a server which never receives an upload (most of them) does not need (decision 041).
 */
function loadSharp(): Promise<Sharp> {
  sharpLoading ??= import("sharp").then((loaded) => {
    const sharp = loaded.default;
    // Decoded images are not kept between uploads (each is read once); the default cache only costs memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

export type ImageType = "jpeg" | "png" | "webp";

/** A processed image, ready to store. */
export interface ProcessedImage {
  bytes: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type named by the file's first bytes (its magic number), never by its name or the
 * declared content type: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF····WEBP`.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export const notAnImage = () => new BusinessRuleError(mediaTexts.notAnImage);
export const wrongType = () => new AppError(415, mediaTexts.wrongType);
export const tooLarge = () => new AppError(413, mediaTexts.tooLarge);

/** A decoder that refuses what it cannot read whole (a truncated file) and anything past 6000×6000. */
const decoder = (sharp: Sharp, bytes: Buffer) =>
  sharp(bytes, {
    failOn: "warning",
    limitInputPixels: mediaLimits.maxDimension * mediaLimits.maxDimension,
    // An animated WebP keeps its first frame.
    pages: 1,
  });

/** WebP qualities tried in turn until the result fits `maxStoredBytes`. */
const qualities = [82, 70, 55];

/**
 * Checks an upload and makes the stored image (docs/media.md): type by magic bytes (JPEG, PNG,
 * WebP: else 415), at most 5 MB (413), decodable whole (400 "The file is not a valid image."),
 * 64–6000 px a side as displayed (400); then turned upright, resized to fit the purpose's box
 * (never enlarged), metadata stripped (EXIF, GPS, ICC comments: sharp writes none unless asked),
 * re-encoded as WebP of at most 2 MB.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (bytes.length > mediaLimits.maxUploadBytes) throw tooLarge();
  if (bytes.length === 0) throw notAnImage();
  const type = sniffImageType(bytes);
  if (!type) throw wrongType();

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await decoder(sharp, bytes).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== type || !metadata.width || !metadata.height) throw notAnImage();
  // EXIF orientations 5–8 are stored on their side: the displayed image is the other way round.
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = sideways ? metadata.height : metadata.width;
  const height = sideways ? metadata.width : metadata.height;
  if (width < mediaLimits.minDimension || height < mediaLimits.minDimension) {
    throw new BusinessRuleError(mediaTexts.tooSmall);
  }
  if (width > mediaLimits.maxDimension || height > mediaLimits.maxDimension) {
    throw new BusinessRuleError(mediaTexts.tooBig);
  }

  const box = imageBoxes[purpose];
  for (const quality of qualities) {
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await decoder(sharp, bytes)
        .rotate()
        .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
        .webp({ quality, effort: 4 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // Header fine, pixels not: a truncated or corrupt file.
      throw notAnImage();
    }
    if (output.data.length <= mediaLimits.maxStoredBytes) {
      return { bytes: output.data, contentType: "image/webp", width: output.info.width, height: output.info.height };
    }
  }
  throw new BusinessRuleError(mediaTexts.storedTooLarge);
}
