/**
 * Resolves once the window has drawn its first frame: after the page's
 * `load` event (WebKit holds a page's first paint until then, and a backend
 * call in flight counts as a pending load) and one animation frame. The
 * start screen asks for its data only after this, so the window's frame is
 * on screen before the database is read (see docs/performance.md, "start to
 * first paint").
 */
export async function firstFrameDrawn(): Promise<void> {
  if (document.readyState !== "complete") {
    await new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  }
  // The callback runs just before the frame is painted; the timeout after it.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
