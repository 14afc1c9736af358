// A child for src/platform/idle-child.ts (tests/integration/idle-child.test.ts): answers each request
// with its own pid and the request's text; a request asking it to exit makes it exit at once, and one
// asking it to hang is never answered.

type EchoRequest = { id: number; text: string; exit?: boolean; hang?: boolean };

process.on('message', (request: EchoRequest) => {
  if (request.exit) process.exit(3);
  if (request.hang) return;
  process.send?.({ id: request.id, pid: process.pid, text: request.text.toUpperCase() });
});
process.on('disconnect', () => process.exit(0));
