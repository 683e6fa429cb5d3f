import { endianness } from 'node:os';
import sharp from 'sharp';
import type { Canvas } from '@napi-rs/canvas';
import type { Image } from '../game.js';
import { startedOpaque } from './canvas.js';
import { encodeSeconds } from '../../metrics.js';

/**
 * PNG encoding of canvas frames with sharp (libvips, its zlib-ng deflate):
 * the canvas's own encoder spends most of its time compressing hard; boards
 * are flat colours, so level 1 over unfiltered rows is several times faster
 * for a similar size. Opaque frames (every board we draw) are written as
 * RGB, a quarter fewer bytes to deflate. sharp replaced our own encoder
 * (rows assembled in JavaScript, node:zlib): on the same pixels it wrote the
 * PNG faster than node:zlib's deflate alone (bench/render.ts measures both).
 * The work runs on libuv's thread pool: the calling thread is free meanwhile.
 *
 * Process tuning, measured on our 2-core VMs: reading a 1280×960 frame back
 * (canvas.data() / getImageData, 4.9 MB) costs ~15 ms with glibc's default
 * malloc because freed frames shrink the heap and the next one faults its
 * pages back in; with MALLOC_TRIM_THRESHOLD_=268435456 (or
 * MALLOC_MMAP_THRESHOLD_) in the environment at process start it costs
 * ~0.6 ms. It cannot be set from inside the process.
 */

// Raw frames are never reused: sharp's operation cache would only hold memory.
sharp.cache(false);

const LITTLE_ENDIAN = endianness() === 'LE';

/** Level 1, no row filters: the fastest setting, and flat-colour boards compress well with it. */
export const PNG_OPTIONS = { compressionLevel: 1, adaptiveFiltering: false } as const;

/** True when every pixel of an RGBA buffer has alpha 255. */
export function isOpaque(rgba: Uint8Array | Uint8ClampedArray): boolean {
  if (LITTLE_ENDIAN && rgba.byteOffset % 4 === 0) {
    const px = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2);
    for (let i = 0; i < px.length; i++) if (px[i]! < 0xff000000) return false;
    return true;
  }
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** Encodes straight (not premultiplied) RGBA pixels as a PNG, RGB when fully opaque. */
export function encodeRgbaPng(
  width: number,
  height: number,
  rgba: Uint8Array | Uint8ClampedArray,
  opaque: boolean = isOpaque(rgba),
): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    return Promise.reject(new RangeError(`png: bad size ${width}x${height}`));
  }
  if (rgba.length !== width * height * 4) {
    return Promise.reject(new RangeError(`png: expected ${width * height * 4} bytes, got ${rgba.length}`));
  }
  const image = sharp(rgba, { raw: { width, height, channels: 4 } });
  return (opaque ? image.removeAlpha() : image).png(PNG_OPTIONS).toBuffer();
}

/** Where encode times go: this thread's histogram; a render thread hands them to the main thread's instead. */
let recordEncode: (seconds: number) => void = (seconds) => encodeSeconds.observe(seconds);

/** Sends this thread's encode times to `record` (render-worker.ts: the metrics live on the main thread). */
export function onEncodeTime(record: (seconds: number) => void): void {
  recordEncode = record;
}

/** Encodes a canvas (the pixels are read here, then deflated off this thread). */
export async function encodePng(canvas: Canvas): Promise<Buffer> {
  const started = performance.now();
  try {
    const { width, height } = canvas;
    // data() is premultiplied, which equals straight RGBA when every pixel is opaque.
    const stored = canvas.data();
    if (startedOpaque(canvas) || isOpaque(stored)) return await encodeRgbaPng(width, height, stored, true);
    return await encodeRgbaPng(width, height, canvas.getContext('2d').getImageData(0, 0, width, height).data, false);
  } finally {
    recordEncode((performance.now() - started) / 1000);
  }
}

/** Wraps a canvas as the contract's Image (name gets a .png suffix when missing). */
export async function toImage(canvas: Canvas, name: string): Promise<Image> {
  const fileName = name.toLowerCase().endsWith('.png') ? name : `${name}.png`;
  return { name: fileName, png: await encodePng(canvas), width: canvas.width, height: canvas.height };
}
