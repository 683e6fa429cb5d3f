// Import canvas through this folder only: it keeps system fonts off (see no-system-fonts.ts).
export * from './canvas.js';
export * from './fonts.js';
export * from './png.js';
export * from './draw.js';
export * from './hex-layout.js';
export * from './marks.js';
