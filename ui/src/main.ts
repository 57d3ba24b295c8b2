/**
 * Entry point: apply the theme before the first paint, then mount the app.
 */
import { mount } from "svelte";
import "./app.css";
import App from "./App.svelte";
import { themeSetting } from "./lib/themeSetting.svelte";

themeSetting.start();

const target = document.getElementById("app");
if (!target) throw new Error("index.html has no #app element to mount Drydock into");

export default mount(App, { target });
