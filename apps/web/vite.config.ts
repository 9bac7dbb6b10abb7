import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No inline scripts or module-preload polyfill: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: a separate chunk stays cached across releases.
        // The console's own libraries stay out of it, so players never download them.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](?!qrcode[\\/]|dijkstrajs[\\/])/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/ws': { target: SERVER, ws: true },
      '/dev': SERVER,
      '/sandbox': SERVER,
      '/healthz': SERVER,
    },
  },
});
