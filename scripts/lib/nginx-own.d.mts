export declare function ownNginxProcess(dir: string, options?: { workerConnections?: number }): string;
export declare function ownNginxTempPaths(dir: string): string;
