// Runs once when a server process starts: migrate and seed before the first request is served.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootServer } = await import('./server/boot');
  await bootServer();
}
