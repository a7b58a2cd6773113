/** A stage of the start of its own (main.tsx): Mantine's core, the theme and styles API. */
export { MantineProvider } from '@mantine/core';
