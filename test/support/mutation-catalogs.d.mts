// Types of test/support/mutation-catalogs.mjs (read by stryker.config.mjs, which is plain JavaScript).
export declare const CATALOG_CODE: Record<string, [file: string, marker: string]>;
export declare function catalogCode(group: string, root: URL | string): string[];
