// Svelte compiler options shared by Vite and svelte-check: runes everywhere.
/** @type {import("@sveltejs/vite-plugin-svelte").SvelteConfig} */
export default {
  compilerOptions: { runes: true },
};
