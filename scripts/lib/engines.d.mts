export interface RunningEngine {
  port: number;
  /** Stops the server and removes its temporary folder. */
  stop: () => Promise<void>;
}

export interface RunningPostgres extends RunningEngine {
  /** A superuser's URL to the `postgres` database (it may create others). */
  url: string;
}

export interface RunningRedis extends RunningEngine {
  url: string;
}

export interface RunningS3 extends RunningEngine {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The STORAGE=s3 settings for a bucket of this server. */
  env: (bucket: string) => Record<string, string>;
  createBucket: (bucket: string) => Promise<void>;
}

export declare function startPostgres(options?: { durable?: boolean }): Promise<RunningPostgres>;
export declare function startRedis(): Promise<RunningRedis>;
export declare function startS3Server(): Promise<RunningS3>;
