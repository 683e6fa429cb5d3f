import v8 from 'node:v8';

/**
 * Reading a frame back from the canvas allocates a multi-megabyte native
 * buffer per render. With V8's default young generation (16 MB semi-spaces at
 * most) these buffers are collected so often that the allocator keeps handing
 * fresh pages to the kernel and faulting them back in: measured here, a
 * 1280×960 readback took ~15 ms instead of ~0.5 ms. A larger semi-space makes
 * those collections rarer. Raised once, on the first render, and never
 * lowered if the process was started with a bigger value.
 */
const SEMI_SPACE_MB = 64;
let tuned = false;

export function tuneHeapForRendering(): void {
  if (tuned) return;
  tuned = true;
  const current = /--max-semi-space-size[= ](\d+)/.exec(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`);
  if (current && Number(current[1]) >= SEMI_SPACE_MB) return;
  v8.setFlagsFromString(`--max-semi-space-size=${SEMI_SPACE_MB}`);
}
