// Imported first by server.ts, so an older Node stops here with a message of its own rather
// than somewhere later with an error about a missing API.
import { unsupportedNodeMessage } from './platform/node-version';

const message = unsupportedNodeMessage(process.version);
if (message !== null) {
  console.error(message);
  process.exit(1);
}
