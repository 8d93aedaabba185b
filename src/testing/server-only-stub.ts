// Stands in for the `server-only` package under Vitest, where modules are not split into client and server.
export {};
