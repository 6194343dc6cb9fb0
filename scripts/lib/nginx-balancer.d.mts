export interface Balancer {
  url: string;
  /** Stops nginx and removes its folder. */
  stop: () => Promise<void>;
}

/** The nginx configuration: one upstream of every instance, everything proxied. */
export declare function balancerConfig(options: { dir: string; port: number; upstreams: number[] }): string;
/** Debian's nginx in the foreground, balancing between the instances on `upstreams` ports. */
export declare function startBalancer(upstreams: number[]): Promise<Balancer>;
