import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The API server that `npm run serve` starts; the dev server forwards the API to it. */
const API_TARGET = 'http://127.0.0.1:8080'

// The console lives under /admin/ on the server (apps/server/src/http/admin-app.ts).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/wps': { target: API_TARGET } },
  },
  // One bundle, loaded once per working day: it carries the contract's schemas the forms check
  // against, so it is larger than Vite's warning level for pages a visitor waits on.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
})
