/** A stage of the start of its own (main.tsx): the router and the query cache. */
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
