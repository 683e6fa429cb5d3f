/**
 * An animated GIF from PNG frames: each decoded, downscaled to one width (the
 * first frame's height ratio for all), then one palette for the whole
 * animation (from a sample of every frame) and each frame mapped to it.
 * Pure CPU work of a few hundred milliseconds for a long match: the render
 * pool runs it in a thread (render-pool.ts).
 *
 * Encoder: gifenc (pure JavaScript, no dependency, its own quantizer and
 * palette mapping).
 */
import { createRequire } from 'node:module';
import { loadImage, newCanvas } from './canvas.js';

// gifenc is CommonJS without an `exports` map: required, so Node and Vite load the same build.
const { GIFEncoder, applyPalette, quantize } = createRequire(import.meta.url)('gifenc') as typeof import('gifenc');

export interface GifImage {
  gif: Buffer;
  width: number;
  height: number;
}

export interface GifTiming {
  /** Each frame's delay in milliseconds. */
  frameMs: number;
  /** The last frame's (it stays up before the loop starts again). */
  lastFrameMs: number;
}

/** The GIF of `pngs` in order, `width` pixels wide at most; null when there is no frame. */
export async function assembleGif(pngs: readonly Uint8Array[], width: number, timing: GifTiming): Promise<GifImage | null> {
  const frames: Uint8ClampedArray[] = [];
  let size: { w: number; h: number } | null = null;
  for (const png of pngs) {
    const picture = await loadImage(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    // Every frame the size of the first (a board keeps its size during a match).
    if (!size) {
      const scale = Math.min(1, width / picture.width);
      size = { w: Math.round(picture.width * scale), h: Math.round(picture.height * scale) };
    }
    const { ctx } = newCanvas(size.w, size.h);
    ctx.drawImage(picture, 0, 0, size.w, size.h);
    frames.push(ctx.getImageData(0, 0, size.w, size.h).data);
  }
  return size ? { gif: encode(frames, size.w, size.h, timing), width: size.w, height: size.h } : null;
}

function encode(frames: Uint8ClampedArray[], width: number, height: number, timing: GifTiming): Buffer {
  const pixels = width * height;
  const sampleEvery = Math.max(1, Math.floor((pixels * frames.length) / 400_000));
  const sample = new Uint8Array(frames.length * Math.ceil(pixels / sampleEvery) * 4);
  let at = 0;
  for (const f of frames)
    for (let p = 0; p < pixels; p += sampleEvery) {
      sample.set(f.subarray(p * 4, p * 4 + 4), at);
      at += 4;
    }
  const palette = quantize(sample.subarray(0, at), 256, { format: 'rgb565' });
  const gif = GIFEncoder();
  frames.forEach((f, k) => {
    const index = applyPalette(f, palette, 'rgb565');
    gif.writeFrame(index, width, height, {
      ...(k === 0 ? { palette, repeat: 0 } : {}),
      delay: k === frames.length - 1 ? timing.lastFrameMs : timing.frameMs,
    });
  });
  gif.finish();
  return Buffer.from(gif.bytes());
}
