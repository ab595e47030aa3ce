import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { precompress } from '../web/build/precompress'

/**
 * The game pages are built into the site's own folder, under inhouse/: the server serves them
 * at /inhouse/ with the site's static handler, same origin as the /game page that frames them.
 * Run after the site's build (which empties its folder first): the root `npm run build` does.
 */
const PAGES = ['slot', 'baccarat', 'verify', 'error']
const API_TARGET = 'http://127.0.0.1:8080'

export default defineConfig({
  base: '/inhouse/',
  plugins: [precompress()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/inhouse/api': { target: API_TARGET }, '/inhouse/launch': { target: API_TARGET } },
  },
  build: {
    outDir: '../web/dist/inhouse',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: Object.fromEntries(PAGES.map((page) => [page, resolve(import.meta.dirname, `${page}.html`)])),
    },
  },
})
