import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serviceNames } from '@fc/contracts/services';
import {
  collectProcessMetrics,
  defaultMetricsPorts,
  metricsRegistry,
} from '@fc/service-kit/metrics';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { passwordVariable, serviceRoleName } from '../../scripts/database-roles.ts';
import { processList, settingsOf } from '../k8s/process-settings.ts';

/**
 * There is no Docker engine on our machines (docs/adr/0001-own-migration-runner.md), so docker-compose.yml
 * cannot be run here (infra/test/image.test.ts reads the Dockerfile). This test reads it and checks what would otherwise
 * only show at `docker compose up`: every part is there, starts from a file that exists,
 * waits for what it needs, and agrees with the others on addresses, ports and secrets.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string | number> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: (string | { target?: number; published?: number | string })[];
  expose?: (string | number)[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  user?: string;
  restart?: string;
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;

const BACKEND_PORTS = {
  auth: 4001,
  learning: 4002,
  market: 4003,
  budget: 4004,
  rewards: 4005,
} as const;
const BACKENDS = Object.keys(BACKEND_PORTS) as (keyof typeof BACKEND_PORTS)[];
const NODE_SERVICES = ['gateway', ...BACKENDS, 'market-worker'];
/** A required variable: compose stops with the message when it is not set. */
const REQUIRED = (name: string) => new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`);
const GATEWAY_URL_KEYS = {
  auth: 'AUTH_URL',
  learning: 'LEARNING_URL',
  market: 'MARKET_URL',
  budget: 'BUDGET_URL',
  rewards: 'REWARDS_URL',
} as const;

function serviceNamed(name: string): ComposeService {
  const service = services[name];
  if (!service) throw new Error(`docker-compose.yml has no service "${name}"`);
  return service;
}

function environmentOf(name: string): Record<string, string> {
  const environment = serviceNamed(name).environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const separator = entry.indexOf('=');
        return separator === -1
          ? [entry, '']
          : [entry.slice(0, separator), entry.slice(separator + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, String(value)]),
  );
}

function dependenciesOf(name: string): Record<string, string | undefined> {
  const dependsOn = serviceNamed(name).depends_on ?? {};
  if (Array.isArray(dependsOn))
    return Object.fromEntries(dependsOn.map((dependency) => [dependency, undefined]));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([dependency, spec]) => [dependency, spec.condition]),
  );
}

function commandOf(name: string): string[] {
  const command = serviceNamed(name).command;
  return typeof command === 'string' ? command.split(/\s+/) : (command ?? []);
}

/** The container ports a service publishes on the host, as host:container pairs. */
function publishedPorts(name: string): { host: number; container: number }[] {
  return (serviceNamed(name).ports ?? []).map((port) => {
    if (typeof port === 'string') {
      const parts = port.split(':');
      return { host: Number(parts.at(-2)), container: Number(parts.at(-1)) };
    }
    return { host: Number(port.published), container: Number(port.target) };
  });
}

function containerPorts(name: string): number[] {
  const service = serviceNamed(name);
  return [
    ...(service.expose ?? []).map(Number),
    ...publishedPorts(name).map((port) => port.container),
  ];
}

describe('docker-compose.yml', () => {
  it('when read, then every part of the system is there', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        ...['postgres', 'redis', 'mailpit', 'migrate', 'gateway', ...BACKENDS, 'market-worker'],
        // The observability profile's (docker compose --profile observability up).
        ...['prometheus', 'grafana', 'jaeger'],
      ].sort(),
    );
  });

  it('when an image is pulled, then it is pinned to an exact version', () => {
    expect(serviceNamed('postgres').image).toMatch(/^postgres:16\.\d+-alpine$/);
    expect(serviceNamed('redis').image).toMatch(/^redis:7\.\d+\.\d+-alpine$/);
    expect(serviceNamed('mailpit').image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    expect(serviceNamed('prometheus').image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(serviceNamed('grafana').image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
    expect(serviceNamed('jaeger').image).toMatch(/^jaegertracing\/jaeger:\d+\.\d+\.\d+$/);
    // Our own image is built here, from this checkout; FINANCE_CLUB_TAG names a published one.
    for (const name of [...NODE_SERVICES, 'migrate'])
      expect(serviceNamed(name).image).toBe('finance-club:${FINANCE_CLUB_TAG:-local}');
  });

  it('when the compose file is linted with dclint, then it reports no error and no warning', () => {
    const output = execFileSync(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'dclint'),
      ['docker-compose.yml', '--max-warnings', '0', '--color', 'false'],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(output).not.toMatch(/\b(error|warning)\b/);
  });

  it('when PostgreSQL and Redis start, then they have health checks and the database exists', () => {
    expect(serviceNamed('postgres').healthcheck?.test).toBeDefined();
    expect(serviceNamed('redis').healthcheck?.test).toBeDefined();
    expect(environmentOf('postgres').POSTGRES_DB).toBe('finance_club');
  });

  it.each([...NODE_SERVICES, 'migrate'])(
    'when %s is built, then it uses infra/Dockerfile from the repository root',
    (name) => {
      const build = serviceNamed(name).build;
      expect(build?.dockerfile).toBe('infra/Dockerfile');
      expect(path.resolve(REPO_ROOT, build?.context ?? '')).toBe(REPO_ROOT);
    },
  );

  it.each(processList.map((process) => [process.name, process]))(
    'when %s starts, then it runs the compiled bundle of its own entry point with plain node',
    (name, process) => {
      // The image holds dist/ (scripts/build-services.mjs); the checkout has the source it is
      // built from.
      expect(commandOf(name)).toEqual(['node', process.bundle]);
      expect(existsSync(path.join(REPO_ROOT, process.entry)), `${process.entry} must exist`).toBe(
        true,
      );
    },
  );

  it('when the system starts, then the migrate step creates the roles and migrates, once', () => {
    const command = commandOf('migrate');
    expect(command).toEqual(['node', 'scripts/migrate.ts', '--create-roles']);
    expect(existsSync(path.join(REPO_ROOT, 'scripts/migrate.ts'))).toBe(true);
    expect(serviceNamed('migrate').restart).toBe('no');
    expect(dependenciesOf('migrate').postgres).toBe('service_healthy');
    const environment = environmentOf('migrate');
    expect(environment.DATABASE_URL).toBe(
      `postgresql://postgres:${environmentOf('postgres').POSTGRES_PASSWORD}@postgres:5432/finance_club`,
    );
    for (const service of serviceNames)
      expect(environment[passwordVariable(service)]).toMatch(REQUIRED(passwordVariable(service)));
  });

  it.each(NODE_SERVICES)(
    'when %s uses PostgreSQL or Redis, then it waits for them to be healthy',
    (name) => {
      const environment = environmentOf(name);
      const dependencies = dependenciesOf(name);
      const usesPostgres = Object.values(environment).some((value) => value.includes('@postgres:'));
      const usesRedis = Object.values(environment).some((value) => value.includes('@redis:'));
      expect(usesPostgres || usesRedis).toBe(true);
      if (usesPostgres) expect(dependencies.postgres).toBe('service_healthy');
      if (usesRedis) expect(dependencies.redis).toBe('service_healthy');
      if (usesPostgres) expect(dependencies.migrate).toBe('service_completed_successfully');
    },
  );

  it.each(BACKENDS)(
    'when %s starts, then it has the database, Redis, the shared secret and its port',
    (name) => {
      const environment = environmentOf(name);
      // Its own role, which owns its schema and nothing else (scripts/database-roles.ts).
      expect(environment.DATABASE_URL).toBe(
        `postgresql://${serviceRoleName('finance_club', name)}:${environmentOf('migrate')[passwordVariable(name)]}@postgres:5432/finance_club`,
      );
      expect(environment.MIGRATE_ON_START).toBe('false');
      expect(environment.REDIS_URL).toBe(environmentOf('gateway').REDIS_URL);
      expect(environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET[:?}-]/);
      expect(environment.PUBLIC_URL).toContain('http://localhost:8080');
      expect(environment.PORT).toBe(String(BACKEND_PORTS[name]));
    },
  );

  it('when the market worker starts, then it has the database, Redis and the shared secret', () => {
    const environment = environmentOf('market-worker');
    expect(environment.DATABASE_URL).toBe(environmentOf('market').DATABASE_URL);
    expect(environment.REDIS_URL).toBe(environmentOf('market').REDIS_URL);
    expect(environment.JWT_SECRET).toBe(environmentOf('market').JWT_SECRET);
  });

  it('when every service signs or checks sessions, then they all read the same JWT_SECRET', () => {
    const secrets = new Set(
      [...BACKENDS, 'market-worker', 'gateway'].map((name) => environmentOf(name).JWT_SECRET),
    );
    expect(secrets.size).toBe(1);
  });

  it.each(BACKENDS)(
    "when the gateway calls %s, then its address names the service and the service's port",
    (name) => {
      const address = new URL(environmentOf('gateway')[GATEWAY_URL_KEYS[name]] ?? '');
      expect(address.hostname).toBe(name);
      expect(Number(address.port)).toBe(BACKEND_PORTS[name]);
      expect(environmentOf(name).PORT).toBe(address.port);
      expect(containerPorts(name)).toContain(BACKEND_PORTS[name]);
    },
  );

  it.each(BACKENDS)(
    "when %s runs outside compose, then the gateway's default address uses the same port",
    (name) => {
      const defaults = loadGatewayConfig({ NODE_ENV: 'test' });
      expect(Number(new URL(defaults[GATEWAY_URL_KEYS[name]]).port)).toBe(BACKEND_PORTS[name]);
    },
  );

  it('when the system is up, then the gateway is published on 8080 and waits for the services', () => {
    expect(publishedPorts('gateway')).toContainEqual({ host: 8080, container: 8080 });
    expect(environmentOf('gateway').PORT).toBe('8080');
    const dependencies = dependenciesOf('gateway');
    for (const backend of BACKENDS) expect(dependencies[backend]).toBe('service_healthy');
  });

  it('when only the gateway is published, then no service or database is reachable from outside', () => {
    for (const name of ['postgres', 'redis', ...BACKENDS, 'market-worker']) {
      expect(publishedPorts(name), name).toEqual([]);
    }
  });

  it("when auth sends mail, then it goes to the mail catcher's SMTP port", () => {
    const smtp = new URL(environmentOf('auth').SMTP_URL ?? '');
    expect(smtp.protocol).toBe('smtp:');
    expect(smtp.hostname).toBe('mailpit');
    expect(smtp.port).toBe('1025');
    expect(containerPorts('mailpit')).toContain(1025);
    expect(containerPorts('mailpit')).toContain(8025);
    expect(dependenciesOf('auth')).toHaveProperty('mailpit');
  });

  it('when auth first starts, then the admin password must come from the environment', () => {
    expect(environmentOf('auth').ADMIN_PASSWORD).toMatch(REQUIRED('ADMIN_PASSWORD'));
  });

  it('when Redis runs, then it requires the password every REDIS_URL carries', () => {
    const password = environmentOf('redis').REDIS_PASSWORD ?? '';
    expect(password).toMatch(REQUIRED('REDIS_PASSWORD'));
    expect(commandOf('redis').join(' ')).toContain('--requirepass "$$REDIS_PASSWORD"');
    expect(String(serviceNamed('redis').healthcheck?.test)).toContain('REDISCLI_AUTH');
    for (const name of NODE_SERVICES)
      expect(environmentOf(name).REDIS_URL, name).toBe(`redis://:${password}@redis:6379`);
  });

  it('when a password or secret is passed, then it has no default anybody could look up', () => {
    for (const name of Object.keys(services)) {
      for (const [key, value] of Object.entries(environmentOf(name))) {
        if (/(^|_)(PASSWORD|SECRET)$/.test(key))
          expect(value, `${name} ${key}`).toMatch(REQUIRED(key));
        expect(value, `${name} ${key}`).not.toMatch(/:postgres@|\$\{\w*(PASSWORD|SECRET):-/);
      }
    }
  });

  it.each(processList.map((process) => process.name))(
    'when %s starts, then compose passes every setting its config schema reads',
    (name) => {
      const environment = environmentOf(name);
      const missing = settingsOf(name).filter((key) => !(key in environment));
      expect(missing).toEqual([]);
    },
  );

  it('when the market worker runs, then its health check calls its own /healthz', () => {
    const test = serviceNamed('market-worker').healthcheck?.test ?? [];
    const port = environmentOf('market-worker').WORKER_HEALTH_PORT;
    expect(String(test)).toContain(`http://127.0.0.1:${port}/healthz`);
  });

  it.each(['gateway', ...BACKENDS])(
    'when %s runs, then its health check calls a script that exists',
    (name) => {
      const test = serviceNamed(name).healthcheck?.test;
      const parts = typeof test === 'string' ? test.split(/\s+/) : (test ?? []);
      const script = parts.find((part) => part.endsWith('.mjs'));
      expect(script, `health check of ${name}`).toBeDefined();
      expect(existsSync(path.join(REPO_ROOT, script ?? ''))).toBe(true);
      expect(readRepoFile(script ?? '')).toContain('/healthz');
    },
  );
});

describe('the observability profile', () => {
  const prometheus = parse(readRepoFile('infra/observability/prometheus.yml')) as {
    scrape_configs: { static_configs: { targets: string[]; labels: { process: string } }[] }[];
  };
  const targets = prometheus.scrape_configs.flatMap((job) => job.static_configs);

  it('when started, then Prometheus, Grafana and Jaeger come up only with the profile', () => {
    for (const name of ['prometheus', 'grafana', 'jaeger']) {
      expect((services[name] as { profiles?: string[] }).profiles).toEqual(['observability']);
    }
  });

  it('when Prometheus scrapes, then every process is a target at its own metrics port', () => {
    expect(Object.fromEntries(targets.map((t) => [t.labels.process, t.targets]))).toEqual(
      Object.fromEntries(
        Object.entries(defaultMetricsPorts).map(([process, port]) => [
          process,
          [`${process}:${port}`],
        ]),
      ),
    );
  });

  it('when the dashboard is provisioned, then every metric it charts is one the processes export', async () => {
    collectProcessMetrics();
    const exported = new Set(
      (await metricsRegistry.getMetricsAsJSON()).flatMap((metric) =>
        String(metric.type) === 'histogram'
          ? [`${metric.name}_bucket`, `${metric.name}_count`, `${metric.name}_sum`]
          : [metric.name],
      ),
    );
    const dashboard = JSON.parse(
      readRepoFile('infra/observability/grafana/dashboards/finance-club.json'),
    ) as { panels: { title: string; targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) {
      const names = panel.targets.flatMap((target) => target.expr.match(/\bfc_\w+/g) ?? []);
      expect(names.length, panel.title).toBeGreaterThan(0);
      for (const name of names) expect(exported, `${panel.title}: ${name}`).toContain(name);
    }
  });
});
