/** Writes `<file>.br` and `<file>.gz` for every text file of `dist` over 1 KB; what it compressed. */
export declare function precompress(dist: string): Promise<{ files: number; bytes: number; brotli: number }>;
