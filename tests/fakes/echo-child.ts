// A child for src/platform/idle-child.ts (tests/integration/idle-child.test.ts): answers each request
// with its own pid and the request's text; a request asking it to exit makes it exit at once.

type EchoRequest = { id: number; text: string; exit?: boolean };

process.on('message', (request: EchoRequest) => {
  if (request.exit) process.exit(3);
  process.send?.({ id: request.id, pid: process.pid, text: request.text.toUpperCase() });
});
process.on('disconnect', () => process.exit(0));
