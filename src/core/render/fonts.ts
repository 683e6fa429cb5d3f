import './no-system-fonts.js';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';

/** Bundled font files (assets/fonts, open licences: see its README). */
const FONT_FILES: readonly { file: string; family: string }[] = [
  { file: 'Inter_400Regular.ttf', family: 'Inter' },
  { file: 'Inter_400Regular_Italic.ttf', family: 'Inter' },
  { file: 'Inter_600SemiBold.ttf', family: 'Inter' },
  { file: 'Inter_700Bold.ttf', family: 'Inter' },
  { file: 'Cinzel_700Bold.ttf', family: 'Cinzel' },
  // Wide symbol coverage (arrows, stars, dice, chess…) as a per-glyph fallback.
  { file: 'DejaVuSans.ttf', family: 'DejaVu Sans' },
];

export const FONTS_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

/** Font stacks: every stack ends with DejaVu Sans so symbols always have a glyph. */
export const FONT = {
  sans: 'Inter, "DejaVu Sans"',
  display: 'Cinzel, Inter, "DejaVu Sans"',
  symbol: '"DejaVu Sans"',
} as const;

export const BUNDLED_FAMILIES: readonly string[] = [...new Set(FONT_FILES.map((f) => f.family))];

let registered = false;

/** Registers the bundled fonts once per process; throws naming the file that failed. */
export function registerFonts(): void {
  if (registered) return;
  const stray = unbundledFamilies();
  if (stray.length > 0) {
    throw new Error(
      `render: system fonts were loaded (${stray.slice(0, 3).join(', ')}…): something imported '@napi-rs/canvas' ` +
        'before src/core/render. Import canvas APIs from src/core/render so renders match on every machine.',
    );
  }
  for (const { file, family } of FONT_FILES) {
    const path = FONTS_DIR + file;
    if (!existsSync(path)) throw new Error(`render: bundled font missing: ${path}`);
    const key = GlobalFonts.registerFromPath(path, family);
    if (key === null) throw new Error(`render: could not register font ${path} as "${family}"`);
  }
  registered = true;
}

/** Font families known to the canvas that we did not bundle (empty when system fonts stayed off). */
export function unbundledFamilies(): string[] {
  return GlobalFonts.families.map((f) => f.family).filter((name) => !BUNDLED_FAMILIES.includes(name));
}

/** A CSS font string, e.g. font(20, 700) → `700 20px Inter, "DejaVu Sans"`. */
export function font(sizePx: number, weight: number | 'normal' | 'bold' = 400, family: string = FONT.sans, italic = false): string {
  return `${italic ? 'italic ' : ''}${weight} ${Math.round(sizePx * 10) / 10}px ${family}`;
}
