/** Each first page's address and its route module's name (first-pages.mjs). */
export declare const FIRST_PAGES: Readonly<Record<string, string>>;
