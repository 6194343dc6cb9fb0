/** The contracts' entries read from their sources (source-aliases.mjs). */
export declare const contractsSourceAliases: { find: RegExp; replacement: string }[];
