/**
 * @napi-rs/canvas scans the machine's font folders when its module is first
 * evaluated, unless DISABLE_SYSTEM_FONTS_LOAD is set at that moment. This
 * module is imported (for its side effect) before the canvas module, so
 * renders use only our bundled fonts and look the same on every machine.
 * ES modules evaluate their imports in order, which makes this reliable as
 * long as nothing in the process imports '@napi-rs/canvas' before
 * src/core/render: import canvas through this folder only.
 */
process.env.DISABLE_SYSTEM_FONTS_LOAD = '1';

export {};
