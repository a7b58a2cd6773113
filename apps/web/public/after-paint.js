// Pages the build drew ahead of time (apps/web/vite/prerender.ts) need only the document and
// the stylesheet for their first paint. Their app scripts wait in a template, so a slow
// connection carries the stylesheet first; once the page has been painted (the frame after
// the first animation frame) they are put in the head, which fetches and runs them. The
// entry script goes first and the module preloads follow two to a task: starting a preload
// costs the browser up to a millisecond, several times that on a slow phone, and four to a
// task came to 10-16 ms of this host's time in traces (issue 27). Each task is a message
// to the page itself, which unlike setTimeout is never held back to 4 ms.
const PRELOADS_PER_TASK = 2;

requestAnimationFrame(() => {
  setTimeout(() => {
    const scripts = document.getElementById('app-scripts');
    if (!(scripts instanceof HTMLTemplateElement)) return;
    const tags = [...document.importNode(scripts.content, true).children];
    const channel = new MessageChannel();
    const appendSome = () => {
      document.head.append(...tags.splice(0, PRELOADS_PER_TASK));
      if (tags.length > 0) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port1.onmessage = appendSome;
    appendSome();
  });
});
