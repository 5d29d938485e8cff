// `npm run dev`: the sync server (reloaded on change by tsx) and Vite with its /api proxy.
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false, env: process.env });
const server = run('npx', ['tsx', 'watch', 'sync-server/src/server.ts']);
const vite = run('npx', ['vite']);
const stop = () => { server.kill(); vite.kill(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
