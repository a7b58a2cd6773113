/** @size-limit/file ships no types: its default export is the plugin list size-limit takes. */
declare module '@size-limit/file' {
  import type sizeLimit from 'size-limit';

  const plugins: Parameters<typeof sizeLimit>[0];
  export default plugins;
}
