export declare const NGINX_SETTINGS: Record<string, string>;
export declare function renderNginxConf(env?: NodeJS.ProcessEnv): string;
