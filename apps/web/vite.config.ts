import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress'

/** The API server that `npm run serve` starts; the dev server forwards API paths to it. */
const API_TARGET = 'http://127.0.0.1:8080'
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/docs']

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    // The Host header is kept so the server resolves the brand from the site's own host.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET }])),
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
