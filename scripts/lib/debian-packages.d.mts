export declare function ensureDebianPackage(pkg: string, binaries: string[], afterInstall?: () => void): string;
export declare function ensureNginx(): string;
export declare function ensurePostgres(): { initdb: string; pgCtl: string };
export declare function ensureRedis(): string;
