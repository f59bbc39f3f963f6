/** The nginx configuration CI uses: round robin over the instances, the client's address appended. */
export function nginxConfig(listenPort: number, upstreams: string[], prefix: string): string;
