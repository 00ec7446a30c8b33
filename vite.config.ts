import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress-plugin";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));

// The web app lives in src/web; the Fastify server serves dist/web in production and
// proxies nothing: in development Vite forwards /api (including the SSE stream) to it.
export default defineConfig({
  root: `${repoRoot}src/web`,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    rolldownOptions: {
      output: {
        // zod is for forms (checkout, client area, back office): in its own chunk it stays off
        // the catalog and product pages, which share only small UI modules with those forms.
        codeSplitting: { groups: [{ name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
});
