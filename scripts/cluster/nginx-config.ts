/** What the balancer in front of the instances needs to know. */
export interface NginxSettings {
  /** The folder nginx runs in (`nginx -p`): pid, logs and temp files stay inside it. */
  prefix: string;
  /** Where the balancer listens (127.0.0.1). */
  port: number;
  /** The instances, `host:port`, in round-robin order. */
  upstreams: string[];
  /** The largest request body: the media upload's limit plus the multipart framing. */
  clientMaxBodyMegabytes: number;
  /** Instances taken out of rotation (`down`) while they drain and restart. */
  down?: string[];
}

/** The header nginx adds to every answer: which instance answered (`$upstream_addr`). */
export const upstreamHeader = "x-upstream-addr";

/**
 * The nginx.conf of `npm run cluster` (and the example of docs/operations.md): one worker in the
 * foreground under the supervisor (`daemon off`), everything it writes inside `prefix`, a
 * round-robin upstream with keep-alive connections, X-Forwarded-* set (never passed through from
 * the client) for the servers' TRUST_PROXY, and the event streams (`…/Events`) unbuffered with an hour's read timeout.
 * Idempotent requests that fail to connect go to the other instance; a POST is never re-sent.
 */
export function nginxConfig({ prefix, port, upstreams, clientMaxBodyMegabytes, down = [] }: NginxSettings): string {
  const servers = upstreams
    .map((u) => `    server ${u} max_fails=3 fail_timeout=5s${down.includes(u) ? " down" : ""};`)
    .join("\n");
  return `# Written by scripts/cluster (npm run cluster); regenerated on every start.
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/client_body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  server_tokens off;
  client_max_body_size ${clientMaxBodyMegabytes}m;

  log_format cluster '$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr $upstream_response_time';

  upstream dutchpot {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    access_log ${prefix}/access.log cluster;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    # nginx is the edge: it sets the client's address instead of appending to what the client
    # sent, so with TRUST_PROXY nobody chooses their own IP for the rate limiter.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_next_upstream error timeout http_502 http_503;
    proxy_next_upstream_tries 2;
    add_header X-Upstream-Addr $upstream_addr always;

    # Server-sent events (Orders/Events, ShoppingCart/Events, MerchantOrders/Events): each frame
    # goes out as it comes, and a quiet stream (a heartbeat every 15 s) is never cut.
    location ~* ^/api/services/app/[a-z]+/events$ {
      proxy_pass http://dutchpot;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location / {
      proxy_pass http://dutchpot;
      proxy_read_timeout 60s;
    }
  }
}
`;
}
