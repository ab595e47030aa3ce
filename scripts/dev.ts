// `npm run dev`: the API with reload on port 8080 and the Vite dev server (hot reload) on 5173,
// which proxies the API paths to 8080. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process'

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIR: '' },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit', cwd: 'apps/web' }),
]
console.log('dev: site http://localhost:5173  API http://localhost:8080  docs http://localhost:8080/docs')

let stopping = false
const stop = (code: number) => {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
