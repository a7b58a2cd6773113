/**
 * Resolves in a task of its own, after whatever the browser has queued (a paint, a click):
 * a message to oneself, which unlike setTimeout is never clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
