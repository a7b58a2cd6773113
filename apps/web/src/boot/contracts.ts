/**
 * A stage of the start of its own (main.tsx): the contracts' identity and scalar schemas,
 * which the session and most answers are read with. zod builds them as their module is
 * evaluated; in the session's task, with its own schemas, that was 12–27 ms of this host's
 * time in traces of a cold load (issue 27).
 */
export { userSchema } from '@portal/contracts';
