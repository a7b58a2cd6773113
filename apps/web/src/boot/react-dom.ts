/** A stage of the start of its own (main.tsx): React DOM's client is its largest module. */
export { createRoot } from 'react-dom/client';
