// Vite builds the UI into ui/dist, which the Tauri shell embeds at compile
// time. Everything is bundled locally: the app's CSP allows no remote
// script, style, font or image, and no inline script.
import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Inlined assets would become data: URLs in scripts; keep files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Rolldown's note that the Svelte compiler takes most of the build
      // time is true of every build and nothing to act on: keep the log
      // for warnings that are.
      checks: { bundlerTimings: false },
    },
  },
  server: { port: 5173, strictPort: true },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
