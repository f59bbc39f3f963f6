// Shared by the multi-instance suite (cluster.ts) and the benchmark's PostgreSQL part (bench/postgres.mjs),
// and shown in docs/multi-instance.md.
/**
 * The nginx configuration CI uses: round robin over the instances, the client's address appended.
 * @param {number} listenPort
 * @param {string[]} upstreams host:port of each instance
 * @param {string} prefix nginx's working folder (pid, logs, temp files)
 * @returns {string}
 */
export function nginxConfig(listenPort, upstreams, prefix) {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 10m;
  upstream haat {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://haat;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The shop runs with TRUST_PROXY=1: it reads the last entry, the one nginx adds here.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}
