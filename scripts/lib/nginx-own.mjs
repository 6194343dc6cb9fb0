// What every nginx the tests and the bench start has in common: it runs in the foreground from a
// folder of its own (pid, logs and temporary files there, not in root's /var/lib/nginx).

/** The top of such an nginx.conf: process, pid, error log, events. */
export function ownNginxProcess(dir, { workerConnections = 1024 } = {}) {
  // Root (in CI) must say so: nginx would otherwise switch its workers to `nobody`.
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }`;
}

/** nginx's temporary folders, in that folder (for the inside of the `http` block). */
export function ownNginxTempPaths(dir) {
  return `client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}
