// `npm run dev`: the API with reload on change, and Vite's dev server (hot reload) proxying
// /api and /uploads to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'client'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
