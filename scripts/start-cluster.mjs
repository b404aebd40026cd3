// `npm run start:cluster -- N`: N app processes on PostgreSQL behind nginx (Debian's package) on loopback,
// as production runs them behind its reverse proxy. SIGHUP restarts the apps one at a time (rolling);
// SIGTERM or Ctrl-C stops everything, each app draining its requests first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const count = Number(process.argv[2] ?? 3);
const port = Number(process.env.PORT ?? 3000);
const host = '127.0.0.1';
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';

if (!Number.isInteger(count) || count < 1 || count > 16) fail('the number of app processes must be 1 to 16');
if (!process.env.DATABASE_URL) fail('several app processes need PostgreSQL: set DATABASE_URL');

function fail(message) {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

const say = (message) => console.log(`cluster: ${message}`);

const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-needed.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const prefix = mkdtempSync(join(tmpdir(), 'mesonet-cluster-'));
mkdirSync(join(prefix, 'logs'));
const apps = Array.from({ length: count }, (_, i) => ({ number: i + 1, port: port + 1 + i, child: undefined }));

/** Nginx in front: least busy process first; a process that refuses a connection is skipped at once. */
function nginxConfig() {
  const upstreams = apps.map((app) => `    server ${host}:${app.port} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 10m;
  upstream mesonet {
    least_conn;
${upstreams}
    keepalive 32;
  }
  server {
    listen ${host}:${port};
    location / {
      proxy_pass http://mesonet;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${count};
      proxy_buffering off;
      # Which process answered: for whoever watches a rolling restart.
      add_header X-Mesonet-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function healthy(app) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (app.child.exitCode !== null) throw new Error(`app ${app.number} exited with ${app.child.exitCode}`);
    const ok = await fetch(`http://${host}:${app.port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`app ${app.number} did not become healthy`);
}

async function startApp(app) {
  app.child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    env: { ...process.env, PORT: String(app.port), HOST: host, TRUST_PROXY: '1' },
    stdio: 'inherit',
  });
  app.child.once('exit', (code, signal) => say(`app ${app.number} on port ${app.port} stopped (${signal ?? code})`));
  await healthy(app);
  say(`app ${app.number} listening on ${host}:${app.port} (pid ${app.child.pid})`);
}

async function stopApp(app) {
  const child = app.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let nginx;
let stopping = false;
let restarting = Promise.resolve();

async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping`);
  await restarting;
  nginx?.kill('SIGQUIT');
  await Promise.all(apps.map(stopApp));
  process.exit(0);
}

async function rollingRestart() {
  for (const app of apps) {
    if (stopping) return;
    say(`restarting app ${app.number}`);
    await stopApp(app);
    await startApp(app);
  }
  say('rolling restart done');
}

process.on('SIGTERM', () => void stopAll('SIGTERM'));
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGHUP', () => {
  restarting = restarting.then(rollingRestart).catch(giveUp);
});

/** Nothing is left running when the cluster cannot start or restart. */
function giveUp(error) {
  console.error(`start:cluster: ${error.message}`);
  stopping = true;
  nginx?.kill('SIGQUIT');
  for (const app of apps) app.child?.kill('SIGTERM');
  process.exit(1);
}

try {
  // One after another: the first migrates the database and seeds what is missing before the others start.
  for (const app of apps) await startApp(app);
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig());
  nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  nginx.once('exit', (code) => {
    if (!stopping) giveUp(new Error(`nginx exited with ${code} (see ${prefix}/logs/error.log)`));
  });
  say(`${count} app processes behind nginx on http://${host}:${port}`);
} catch (error) {
  giveUp(error);
}
