export declare const S3RVER_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
