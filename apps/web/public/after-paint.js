// Pages the build drew ahead of time (apps/web/vite/prerender.ts) need only the document and
// the stylesheet for their first paint. Their app scripts wait in a template, so a slow
// connection carries the stylesheet first; once the page has been painted (the frame after
// the first animation frame) they are put in the head, which fetches and runs them.
requestAnimationFrame(() => {
  setTimeout(() => {
    const scripts = document.getElementById('app-scripts');
    if (scripts instanceof HTMLTemplateElement) {
      document.head.append(document.importNode(scripts.content, true));
    }
  });
});
