import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import {
  BUNDLED_FAMILIES,
  FONT,
  encodePng,
  encodeRgbaPng,
  fitHexLayout,
  fitTextBox,
  gridLayout,
  hexCorners,
  hexToPixel,
  newCanvas,
  pixelToHex,
  registerFonts,
  renderGrid,
  drawCardFrame,
  toImage,
  unbundledFamilies,
  wrapText,
  font,
  loadImage,
  isOpaque,
  startedOpaque,
  textWidth,
} from '../../src/core/render/index.js';
import fs from 'node:fs';
import path from 'node:path';
import { hexesWithin, hexKey } from '../../src/core/hex.js';
import { drawSampleBoard } from '../../bench/render.js';

/** Decodes a PNG with the canvas library (an independent decoder) and returns straight RGBA pixels. */
async function decode(png: Buffer): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const { canvas, ctx } = newCanvas(img.width, img.height, null);
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, rgba: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
}

function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  let o = 8;
  while (o < png.length) {
    const len = png.readUInt32BE(o);
    const type = png.toString('latin1', o + 4, o + 8);
    const crc = png.readUInt32BE(o + 8 + len);
    expect(zlib.crc32(png.subarray(o + 4, o + 8 + len))).toBe(crc);
    types.push(type);
    o += 12 + len;
  }
  return types;
}

describe('PNG encoding (sharp)', () => {
  it('writes an opaque frame as RGB that decodes to the same pixels', async () => {
    const { canvas, ctx } = newCanvas(97, 61, '#204060');
    ctx.fillStyle = '#ff8800';
    ctx.fillRect(10, 5, 40, 30);
    ctx.fillStyle = '#12ab34';
    ctx.beginPath();
    ctx.arc(70, 40, 15, 0, Math.PI * 2);
    ctx.fill();
    const png = await encodePng(canvas);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png[25]).toBe(2); // IHDR colour type: RGB
    expect(chunkTypes(png)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']); // libvips writes the resolution (72 dpi)
    const decoded = await decode(png);
    expect([decoded.width, decoded.height]).toEqual([97, 61]);
    expect(Buffer.from(decoded.rgba)).toEqual(Buffer.from(ctx.getImageData(0, 0, 97, 61).data));
  });

  it('keeps transparency as RGBA', async () => {
    const { canvas, ctx } = newCanvas(40, 30, null);
    ctx.fillStyle = 'rgba(255, 0, 0, 1)';
    ctx.fillRect(0, 0, 20, 30);
    ctx.fillStyle = 'rgba(0, 0, 255, 0.5)';
    ctx.fillRect(20, 0, 20, 15);
    const png = await encodePng(canvas);
    expect(png[25]).toBe(6); // RGBA
    const decoded = await decode(png);
    const px = (x: number, y: number) => Array.from(decoded.rgba.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4));
    expect(px(5, 5)).toEqual([255, 0, 0, 255]);
    expect(px(39, 29)).toEqual([0, 0, 0, 0]);
    expect(px(30, 5)[3]).toBeGreaterThan(120);
    expect(px(30, 5)[3]).toBeLessThan(135);
    expect(px(30, 5)[2]).toBeGreaterThan(240);
  });

  it('encodes raw RGBA exactly (random pixels survive a round trip)', async () => {
    const w = 33;
    const h = 17;
    const rgba = new Uint8Array(w * h * 4);
    let seed = 12345;
    for (let i = 0; i < rgba.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      rgba[i] = i % 4 === 3 ? 255 : seed >>> 24;
    }
    const decoded = await decode(await encodeRgbaPng(w, h, rgba));
    expect(Buffer.from(decoded.rgba)).toEqual(Buffer.from(rgba));
  });

  it('knows a canvas that started with an opaque colour is opaque, and scans the others', async () => {
    expect(startedOpaque(newCanvas(8, 8, '#204060').canvas)).toBe(true);
    expect(startedOpaque(newCanvas(8, 8, '#fff').canvas)).toBe(true);
    expect(startedOpaque(newCanvas(8, 8).canvas)).toBe(true); // the table colour
    expect(startedOpaque(newCanvas(8, 8, null).canvas)).toBe(false);
    expect(startedOpaque(newCanvas(8, 8, 'rgba(0, 0, 0, 0.5)').canvas)).toBe(false);
    expect(startedOpaque(newCanvas(8, 8, '#20406080').canvas)).toBe(false);
    // Half-transparent paint over an opaque start stays opaque (source-over), and is written as RGB.
    const { canvas, ctx } = newCanvas(20, 10, '#000000');
    ctx.fillStyle = 'rgba(0, 0, 255, 0.5)';
    ctx.fillRect(0, 0, 20, 10);
    expect(isOpaque(canvas.data())).toBe(true);
    expect((await encodePng(canvas))[25]).toBe(2);
    // A start with a translucent colour is scanned, and kept RGBA.
    expect((await encodePng(newCanvas(20, 10, 'rgba(0, 0, 0, 0.5)').canvas))[25]).toBe(6);
  });

  it('no drawing code can make an opaque start transparent again (no clearRect, compositing modes or putImageData)', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'generated') walk(file);
        } else if (
          /\.(ts|mjs)$/.test(entry.name) &&
          /\.clearRect\(|globalCompositeOperation\s*=|\.putImageData\(/.test(fs.readFileSync(file, 'utf8'))
        ) {
          offenders.push(file);
        }
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });

  it('rejects a pixel buffer of the wrong size', async () => {
    await expect(encodeRgbaPng(2, 2, new Uint8Array(15))).rejects.toThrow(/expected 16 bytes/);
    await expect(encodeRgbaPng(0, 2, new Uint8Array(0))).rejects.toThrow(/bad size 0x2/);
  });

  it('toImage names the file and reports its size', async () => {
    const { canvas } = newCanvas(12, 8);
    const img = await toImage(canvas, 'board');
    expect(img).toMatchObject({ name: 'board.png', width: 12, height: 8 });
    expect((await toImage(canvas, 'hand.png')).name).toBe('hand.png');
  });
});

describe('fonts', () => {
  it('registers every bundled family and loads no system font', () => {
    registerFonts();
    registerFonts(); // idempotent
    expect(process.env.DISABLE_SYSTEM_FONTS_LOAD).toBe('1');
    expect(unbundledFamilies()).toEqual([]);
    expect(BUNDLED_FAMILIES).toEqual(['Inter', 'Cinzel', 'DejaVu Sans']);
  });

  it('draws with the bundled faces: weights differ and a symbol gets a glyph', () => {
    const { ctx } = newCanvas(10, 10);
    ctx.font = font(20, 400);
    const regular = ctx.measureText('Champion of the arena').width;
    ctx.font = font(20, 700);
    const bold = ctx.measureText('Champion of the arena').width;
    expect(bold).toBeGreaterThan(regular);
    ctx.font = font(20, 700, FONT.display);
    expect(ctx.measureText('ARENA').width).not.toBeCloseTo(bold, 0);
    ctx.font = font(20, 400, FONT.symbol);
    expect(ctx.measureText('⚔').width).toBeGreaterThan(5);
  });
});

describe('drawing helpers', () => {
  it('hex layout round-trips centres and fits a map inside its box', () => {
    const hexes = hexesWithin({ q: 0, r: 0 }, 4);
    const box = { x: 10, y: 20, w: 600, h: 400 };
    const layout = fitHexLayout(hexes, box);
    for (const h of hexes) {
      expect(hexKey(pixelToHex(layout, hexToPixel(layout, h)))).toBe(hexKey(h));
      for (const c of hexCorners(layout, h)) {
        expect(c.x).toBeGreaterThanOrEqual(box.x - 1e-6);
        expect(c.x).toBeLessThanOrEqual(box.x + box.w + 1e-6);
        expect(c.y).toBeGreaterThanOrEqual(box.y - 1e-6);
        expect(c.y).toBeLessThanOrEqual(box.y + box.h + 1e-6);
      }
    }
    // Pointy-top: the east neighbour is level, the south-east one is lower.
    const o = hexToPixel(layout, { q: 0, r: 0 });
    expect(hexToPixel(layout, { q: 1, r: 0 }).y).toBeCloseTo(o.y);
    expect(hexToPixel(layout, { q: 0, r: 1 }).y).toBeGreaterThan(o.y);
  });

  it('remembers text widths per font: the same as measuring, and another font measures anew', () => {
    const { ctx } = newCanvas(10, 10);
    for (const [px, text] of [
      [14, 'Deal 3 damage to a foe'],
      [14, 'Deal 3 damage to a foe'],
      [20, 'Deal 3 damage to a foe'],
      [20, 'Inflige 3 dégâts à un ennemi'],
    ] as const) {
      ctx.font = font(px, 400, FONT.sans);
      const measured = ctx.measureText(text).width;
      expect(textWidth(ctx, text)).toBe(measured);
      expect(textWidth(ctx, text)).toBe(measured);
    }
    ctx.font = font(14, 400, FONT.sans);
    const small = textWidth(ctx, 'Deal 3 damage to a foe');
    ctx.font = font(14, 700, FONT.sans);
    expect(textWidth(ctx, 'Deal 3 damage to a foe')).toBeGreaterThan(small);
  });

  it('wraps and shrinks text to fit a box', () => {
    const { ctx } = newCanvas(10, 10);
    const text = 'Move two hexes, then push every adjacent enemy one hex away from you.';
    ctx.font = font(16);
    const lines = wrapText(ctx, text, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
    const fit = fitTextBox(ctx, text, { x: 0, y: 0, w: 120, h: 60 }, { size: 24, minSize: 8 });
    expect(fit.size).toBeLessThan(24);
    expect(fit.lines.length * fit.lineHeight).toBeLessThanOrEqual(60);
  });

  it('lays out a hand in a grid and draws card frames into it', async () => {
    const layout = gridLayout(5, 100, 140, { columns: 3, gap: 10, padding: 8 });
    expect(layout.width).toBe(8 * 2 + 3 * 100 + 2 * 10);
    expect(layout.height).toBe(8 * 2 + 2 * 140 + 10);
    expect(layout.cells[4]).toEqual({ x: 8 + 110, y: 8 + 150, w: 100, h: 140 });
    const canvas = renderGrid(['Strike', 'Guard', 'Dash'], 120, 170, (ctx, title, cell) => {
      const frame = drawCardFrame(ctx, cell, { accent: '#aa3333', title, subtitle: 'Action' });
      expect(frame.body.y).toBeGreaterThan(cell.y);
      expect(frame.body.y + frame.body.h).toBeLessThan(cell.y + cell.h);
    });
    const decoded = await decode(await encodePng(canvas));
    expect(decoded.width).toBe(canvas.width);
  });

  it('a rendered 1280×960 board is a valid PNG under 1 MB', async () => {
    const img = await toImage(drawSampleBoard(), 'board');
    expect(img.png.length).toBeLessThan(1024 * 1024);
    expect(img.png.length).toBeGreaterThan(20_000); // real content, not an empty frame
    const decoded = await decode(img.png);
    expect([decoded.width, decoded.height]).toEqual([1280, 960]);
  });
});
