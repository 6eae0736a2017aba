import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { defaultMetricsPorts } from '@fc/service-kit/metrics';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { serviceNames } from '@fc/contracts/services';
import { passwordVariable, serviceRoleName } from '../../scripts/database-roles.ts';
import { loadSettingsOf, processList, settingsOf } from '../k8s/process-settings.ts';

/**
 * infra/k8s is plain Kustomize (base + overlays) for `kubectl apply -k`. Neither kubectl nor
 * kustomize runs on our machines, so this test renders each overlay itself, implementing the
 * few Kustomize features the files use (resources, namespace, images, replicas, and patches of
 * JSON 6902 operations aimed by kind and name) as Kustomize defines them, and refusing any other
 * field, so a file that needs more fails here rather than renders differently. Each object is
 * then validated against the Kubernetes JSON schemas (kubernetes-models).
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const K8S = path.join(REPO_ROOT, 'infra', 'k8s');
const OVERLAYS = readdirSync(path.join(K8S, 'overlays')).sort();

type Json = Record<string, unknown>;
interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [key: string]: unknown;
}
interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace';
  path: string;
  value?: unknown;
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'replicas',
  'patches',
]);
const CLUSTER_SCOPED = new Set(['Namespace']);

function readYamlDocuments(file: string): KubeObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => document.toJS() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);
}

function pointerParts(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** RFC 6902 add, remove and replace, as Kustomize applies them. */
function applyJsonPatch(target: Json, operations: JsonPatchOperation[]): void {
  for (const operation of operations) {
    const parts = pointerParts(operation.path);
    const last = parts.pop();
    if (last === undefined) throw new Error(`patch path ${operation.path} names no member`);
    let parent: unknown = target;
    for (const part of parts) {
      parent = (parent as Record<string, unknown>)[part];
      if (parent === undefined) throw new Error(`patch path ${operation.path} does not exist`);
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (operation.op === 'add') parent.splice(index, 0, operation.value);
      else if (index >= parent.length) throw new Error(`patch path ${operation.path} is missing`);
      else if (operation.op === 'remove') parent.splice(index, 1);
      else parent[index] = operation.value;
      continue;
    }
    const record = parent as Record<string, unknown>;
    if (operation.op !== 'add' && !(last in record))
      throw new Error(`patch path ${operation.path} is missing (${operation.op})`);
    if (operation.op === 'remove') delete record[last];
    else if (operation.op === 'add' || operation.op === 'replace') record[last] = operation.value;
    else throw new Error(`unsupported patch operation ${String(operation.op)}`);
  }
}

function containersOf(object: KubeObject): Json[] {
  const template = (object.spec as { template?: { spec?: { containers?: Json[] } } } | undefined)
    ?.template;
  return template?.spec?.containers ?? [];
}

/** `kustomize build <dir>`, for the features above. */
function render(dir: string): KubeObject[] {
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Json;
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0)
    throw new Error(`${dir}: this test does not render ${unsupported.join(', ')}`);

  const objects: KubeObject[] = [];
  for (const resource of (kustomization.resources as string[] | undefined) ?? []) {
    const file = path.join(dir, resource);
    objects.push(...(statSync(file).isDirectory() ? render(file) : readYamlDocuments(file)));
  }

  for (const { target, patch } of (kustomization.patches as
    { target: { kind?: string; name?: string }; patch: string }[] | undefined) ?? []) {
    const operations = parse(patch) as JsonPatchOperation[];
    if (!Array.isArray(operations)) throw new Error(`${dir}: only JSON 6902 patches are rendered`);
    const matched = objects.filter(
      (object) =>
        (target.kind === undefined || object.kind === target.kind) &&
        (target.name === undefined || object.metadata.name === target.name),
    );
    if (matched.length === 0) throw new Error(`${dir}: a patch matches nothing`);
    for (const object of matched) applyJsonPatch(object, operations);
  }

  const namespace = kustomization.namespace as string | undefined;
  if (namespace) {
    for (const object of objects)
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = namespace;
  }

  for (const image of (kustomization.images as
    { name: string; newName?: string; newTag?: string }[] | undefined) ?? []) {
    for (const object of objects) {
      for (const container of containersOf(object)) {
        const current = String(container.image);
        const [name, tag] = current.split(':');
        if (name !== image.name) continue;
        const newTag = image.newTag ?? tag;
        container.image = `${image.newName ?? name}${newTag ? `:${newTag}` : ''}`;
      }
    }
  }

  for (const { name, count } of (kustomization.replicas as
    { name: string; count: number }[] | undefined) ?? []) {
    const matched = objects.filter(
      (object) =>
        object.metadata.name === name && ['Deployment', 'StatefulSet'].includes(object.kind),
    );
    if (matched.length === 0) throw new Error(`${dir}: replicas for unknown ${name}`);
    for (const object of matched) (object.spec as Json).replicas = count;
  }
  return objects;
}

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  Deployment,
  Service,
  ConfigMap,
  Secret,
  Namespace,
  Job,
  NetworkPolicy,
  PodDisruptionBudget,
  HorizontalPodAutoscaler,
};

const secretTemplate = readYamlDocuments(path.join(K8S, 'secret.example.yaml'))[0] as KubeObject & {
  stringData: Record<string, string>;
};

function named<T = KubeObject>(objects: KubeObject[], kind: string, name: string): T {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as T;
}

const matchesLabels = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  return (
    matchesLabels(selector.matchLabels ?? {}, labels) &&
    (selector.matchExpressions ?? []).every((expression) => {
      const value = labels[expression.key];
      if (expression.operator === 'In')
        return value !== undefined && !!expression.values?.includes(value);
      if (expression.operator === 'NotIn') return !expression.values?.includes(value ?? '');
      if (expression.operator === 'Exists') return value !== undefined;
      return value === undefined;
    })
  );
}

interface Container {
  command: string[];
  image: string;
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { key: string; optional?: boolean } };
  }[];
  envFrom?: { configMapRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  startupProbe?: unknown;
  livenessProbe?: unknown;
  readinessProbe?: unknown;
  ports?: { containerPort: number }[];
}

/** The environment a container gets: ConfigMaps, then env in order with $(VAR) expanded. */
function environmentOf(objects: KubeObject[], container: Container): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name ?? '';
    Object.assign(
      environment,
      named<{ data: Record<string, string> }>(objects, 'ConfigMap', name).data,
    );
  }
  for (const variable of container.env ?? []) {
    const secretKey = variable.valueFrom?.secretKeyRef;
    if (secretKey) {
      const value = secretTemplate.stringData[secretKey.key];
      if (value === undefined && !secretKey.optional)
        throw new Error(`secret key ${secretKey.key} is not in secret.example.yaml`);
      if (value !== undefined) environment[variable.name] = value;
      continue;
    }
    // Kubernetes expands $(NAME) when NAME was defined before; otherwise it stays as written.
    environment[variable.name] = (variable.value ?? '').replace(
      /\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g,
      (whole, name: string) => environment[name] ?? whole,
    );
  }
  return environment;
}

describe.each(OVERLAYS)('infra/k8s/overlays/%s', (overlay) => {
  const objects = render(path.join(K8S, 'overlays', overlay));
  const deployments = objects.filter((object) => object.kind === 'Deployment');
  const containerOf = (name: string) =>
    containersOf(named(objects, 'Deployment', name))[0] as unknown as Container;

  it('when rendered, then every object is valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      const Model = MODELS[object.kind];
      expect(Model, `a model for ${object.kind}`).toBeDefined();
      if (Model)
        expect(
          () => new Model(object as never).validate(),
          `${object.kind} ${object.metadata.name}`,
        ).not.toThrow();
    }
    new Secret(secretTemplate).validate();
  });

  it('when rendered, then every namespaced object is in the overlay namespace', () => {
    const namespace = named(
      objects,
      'Namespace',
      objects.find((o) => o.kind === 'Namespace')?.metadata.name ?? '',
    );
    for (const object of objects.filter((o) => o.kind !== 'Namespace'))
      expect(object.metadata.namespace, `${object.kind} ${object.metadata.name}`).toBe(
        namespace.metadata.name,
      );
  });

  it.each(processList.map((process) => [process.name, process]))(
    'when %s runs, then it has a Deployment running its bundle with three probes, requests and limits',
    (name, process) => {
      const container = containerOf(name);
      expect(container.command).toEqual(['node', process.bundle]);
      expect(existsSync(path.join(REPO_ROOT, process.entry))).toBe(true);
      expect(container.startupProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(container.readinessProbe).toBeDefined();
      for (const key of ['cpu', 'memory']) {
        expect(container.resources?.requests?.[key], `${name} requests ${key}`).toBeDefined();
        expect(container.resources?.limits?.[key], `${name} limits ${key}`).toBeDefined();
      }
      if (process.port !== undefined) {
        const service = named<{
          spec: { ports: { port: number }[]; selector: Record<string, string> };
        }>(objects, 'Service', name);
        expect(service.spec.ports[0]?.port).toBe(process.port);
        expect(container.ports?.[0]?.containerPort).toBe(process.port);
      }
    },
  );

  it('when an image is deployed, then it is the one named by the overlay', () => {
    const images = new Set(deployments.map((deployment) => containersOf(deployment)[0]?.image));
    expect(images.size).toBe(1);
    const [image] = images;
    expect(String(image)).toMatch(/^ghcr\.io\/[\w.-]+\/finance-club:[\w.-]+$/);
    if (overlay === 'production') expect(String(image)).toMatch(/:\d+\.\d+\.\d+$/);
    const job = named(objects, 'Job', 'migrate');
    expect(containersOf(job)[0]?.image).toBe(image);
  });

  it.each(processList.map((process) => process.name))(
    'when %s is disrupted, then a PodDisruptionBudget keeps it available',
    (name) => {
      const labels = (
        named(objects, 'Deployment', name).spec as {
          template: { metadata: { labels: Record<string, string> } };
        }
      ).template.metadata.labels;
      const budgets = objects.filter(
        (object) =>
          object.kind === 'PodDisruptionBudget' &&
          selects((object.spec as { selector: LabelSelector }).selector, labels),
      );
      expect(budgets).toHaveLength(1);
    },
  );

  it.each(['gateway', 'market'])('when %s is busy, then an autoscaler adds replicas', (name) => {
    const autoscaler = named<{
      spec: {
        scaleTargetRef: { kind: string; name: string };
        minReplicas: number;
        maxReplicas: number;
      };
    }>(objects, 'HorizontalPodAutoscaler', name);
    expect(autoscaler.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    expect(autoscaler.spec.maxReplicas).toBeGreaterThan(autoscaler.spec.minReplicas);
  });

  it('when something outside calls, then only the gateway takes it; services take only the gateway', () => {
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy') as unknown as {
      spec: {
        podSelector: LabelSelector;
        policyTypes: string[];
        ingress?: {
          from?: {
            podSelector?: LabelSelector;
            ipBlock?: unknown;
            namespaceSelector?: { matchLabels?: Record<string, string> };
          }[];
          ports?: { port: number; endPort?: number }[];
        }[];
      };
    }[];
    const labelsOf = (name: string) =>
      (
        named(objects, 'Deployment', name).spec as {
          template: { metadata: { labels: Record<string, string> } };
        }
      ).template.metadata.labels;
    for (const process of processList) {
      const labels = labelsOf(process.name);
      const governing = policies.filter(
        (policy) =>
          policy.spec.policyTypes.includes('Ingress') && selects(policy.spec.podSelector, labels),
      );
      // A policy that selects the pod makes every ingress it does not allow denied.
      expect(governing.length, process.name).toBeGreaterThan(0);
      const rules = governing.flatMap((policy) => policy.spec.ingress ?? []);
      if (process.name === 'gateway') {
        expect(rules.some((rule) => rule.from === undefined || rule.from.length === 0)).toBe(true);
        continue;
      }
      for (const rule of rules) {
        // Prometheus from the monitoring namespace, to the metrics ports only.
        const isMetricsScrape =
          (rule.from ?? []).length > 0 &&
          (rule.from ?? []).every(
            (peer) =>
              peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ===
                'monitoring' && peer.podSelector === undefined,
          );
        if (isMetricsScrape) {
          for (const port of rule.ports ?? []) {
            expect(port.port).toBeGreaterThanOrEqual(
              Math.min(...Object.values(defaultMetricsPorts)),
            );
            expect(port.endPort ?? port.port).toBeLessThanOrEqual(
              Math.max(...Object.values(defaultMetricsPorts)),
            );
          }
          expect(rule.ports?.length, 'a metrics rule names its ports').toBeGreaterThan(0);
          continue;
        }
        expect(rule.from?.length, `${process.name} admits only named pods`).toBeGreaterThan(0);
        for (const peer of rule.from ?? []) {
          expect(peer.ipBlock ?? peer.namespaceSelector).toBeUndefined();
          const admitted = processList.filter((other) =>
            selects(peer.podSelector ?? {}, labelsOf(other.name)),
          );
          expect(admitted.map((other) => other.name)).toEqual(['gateway']);
        }
      }
    }
  });

  it('when a release is rolled out, then the migration Job creates the roles and migrates', () => {
    const job = named(objects, 'Job', 'migrate');
    const container = containersOf(job)[0] as unknown as Container;
    expect(container.command).toEqual(['node', 'scripts/migrate.ts', '--create-roles']);
    expect(existsSync(path.join(REPO_ROOT, 'scripts/migrate.ts'))).toBe(true);
    const environment = environmentOf(objects, container);
    expect(environment.DATABASE_URL).toBe(secretTemplate.stringData.DATABASE_ADMIN_URL);
    for (const service of serviceNames)
      expect(environment[passwordVariable(service)], service).toBeDefined();
    expect(
      (job.spec as { template: { spec: { restartPolicy: string } } }).template.spec.restartPolicy,
    ).toBe('Never');
  });

  it.each(processList.map((process) => process.name))(
    'when %s starts, then the ConfigMap and Secret supply every setting its config reads, and it parses',
    (name) => {
      const environment = environmentOf(objects, containerOf(name));
      const missing = settingsOf(name).filter((key) => !(key in environment));
      expect(missing).toEqual([]);
      expect(Object.values(environment).filter((value) => /\$\(/.test(value))).toEqual([]);
      expect(() => loadSettingsOf(name, environment)).not.toThrow();
      if (name !== 'gateway') {
        const schema = name === 'market-worker' ? 'market' : name;
        const url = new URL(environment.DATABASE_URL ?? '');
        expect(url.username).toBe(serviceRoleName(environment.DATABASE_NAME ?? '', schema));
        expect(decodeURIComponent(url.password)).toBe(
          secretTemplate.stringData[passwordVariable(schema)],
        );
      }
      expect(new URL(environment.REDIS_URL ?? '').password).toBe(
        secretTemplate.stringData.REDIS_PASSWORD,
      );
    },
  );

  it('when applied, then no Secret with placeholder values is part of it', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
  });
});

describe('infra/k8s/secret.example.yaml', () => {
  it('when read, then it holds placeholders only, and every key the manifests read', () => {
    for (const [key, value] of Object.entries(secretTemplate.stringData))
      expect(value, key).toMatch(/REPLACE/);
    const used = new Set(
      OVERLAYS.flatMap((overlay) => render(path.join(K8S, 'overlays', overlay)))
        .flatMap((object) => [...containersOf(object)])
        .flatMap((container) => (container as unknown as Container).env ?? [])
        .map((variable) => variable.valueFrom?.secretKeyRef?.key)
        .filter((key): key is string => key !== undefined),
    );
    expect([...used].sort()).toEqual(Object.keys(secretTemplate.stringData).sort());
  });
});
