// The containers' health check (docker-compose.yml): exits 0 when this container's own
// /healthz answers 200 on $PORT. The slim Node image has no curl or wget; Node has fetch.
const port = process.env.PORT ?? '8080';

try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(2_000),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
