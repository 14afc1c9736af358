// A listener that cannot start says so in one line naming the variable to change, never a stack trace.

/** One clear line for ops when the port cannot be bound. */
export function listenErrorMessage(
  error: NodeJS.ErrnoException,
  host: string,
  port: number,
  /** The variables that chose the address (the metrics listener has its own). */
  names: { port: string; host: string } = { port: 'PORT', host: 'HOST' },
): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Cannot listen on ${where}: the port is already in use (another server is running there). Stop it or set ${names.port} to a free port.`;
    case 'EACCES':
      return `Cannot listen on ${where}: permission denied (ports below 1024 need privileges). Set ${names.port} to a port above 1023.`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${where}: the address is not available on this machine. Check ${names.host}.`;
    default:
      return `Cannot listen on ${where} (${names.port}): ${error.message}`;
  }
}

/** The metrics listener's variables, for listenErrorMessage. */
export const METRICS_ADDRESS_NAMES = { port: 'METRICS_PORT', host: 'METRICS_HOST' };
