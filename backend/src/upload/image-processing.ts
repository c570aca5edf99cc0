import { createHash } from 'node:crypto';
import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';

/** The largest upload read (multer stops reading past it: 413). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A decoded image of more pixels than this is refused (a decompression bomb): 8000 x 5000. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images fit in this box (never enlarged). */
export const MAX_DIMENSION = 1200;

// One image at a time per process and no decoded-image cache: memory stays bounded.
sharp.concurrency(1);
sharp.cache(false);

export type ImageFormat = 'jpeg' | 'png' | 'gif';

/** The format the first bytes announce (magic numbers), or null: the name and the client's type are ignored. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export interface ProcessedImage {
  id: string;
  contentType: 'image/jpeg' | 'image/png';
  data: Buffer;
  width: number;
  height: number;
}

const NOT_AN_IMAGE = 'image must be a JPEG, GIF or PNG picture (.jpg, .jpeg, .gif, .png).';

/**
 * Checks that the bytes are a JPEG, GIF or PNG that decodes whole, then re-encodes it: turned
 * upright, fitted in MAX_DIMENSION, metadata (EXIF, GPS, comments) dropped; a JPEG stays a JPEG,
 * a GIF (its first frame) or PNG becomes a PNG. The id is the SHA-256 of the result.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffImage(bytes);
  if (!format) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  let meta: Metadata;
  try {
    // The header only (nothing is decoded): the size is checked below, with a clearer refusal.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  }
  if (meta.format !== format) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeException(
      `image is ${width} x ${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels are accepted.`,
    );
  }
  const pipeline = sharp(bytes, options).rotate().resize({
    width: MAX_DIMENSION,
    height: MAX_DIMENSION,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const jpeg = format === 'jpeg';
  try {
    const { data, info } = await (
      jpeg ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 6 })
    ).toBuffer({ resolveWithObject: true });
    return {
      id: createHash('sha256').update(data).digest('hex'),
      contentType: jpeg ? 'image/jpeg' : 'image/png',
      data,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new BadRequestException(
      'image could not be read whole (a damaged or truncated file); save it again and retry.',
    );
  }
}

/** The part of multer's file that is read (memory storage). */
export interface UploadedImage {
  buffer: Buffer;
}
