// Pages the build drew ahead of time (apps/web/vite/prerender.ts) need only the document and
// the stylesheet for their first paint. Their app scripts wait in a template, so a slow
// connection carries the stylesheet first; once the page has been painted (the frame after
// the first animation frame) they are put in the head, which fetches and runs them. The
// entry script goes first and the module preloads follow a few to a task: starting each
// preload costs the browser about a millisecond, four times that on a slow phone, and all
// of them at once held the main thread for longer than a tap may wait.
const PRELOADS_PER_TASK = 4;

requestAnimationFrame(() => {
  setTimeout(() => {
    const scripts = document.getElementById('app-scripts');
    if (!(scripts instanceof HTMLTemplateElement)) return;
    const tags = [...document.importNode(scripts.content, true).children];
    const appendSome = () => {
      document.head.append(...tags.splice(0, PRELOADS_PER_TASK));
      if (tags.length > 0) setTimeout(appendSome);
    };
    appendSome();
  });
});
