import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Only PUBLIC_* variables may reach the browser bundle; secrets stay on the server.
  envPrefix: 'PUBLIC_',
  build: { assetsInlineLimit: 0 },
});
