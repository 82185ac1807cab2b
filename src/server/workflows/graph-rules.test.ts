import { describe, expect, it } from 'vitest';
import type { WorkflowEdge, WorkflowNode } from '../../common/workflows';
import { AppError } from '../platform/errors';
import { checkWorkflowGraph, findCycle } from './graph-rules';

const NO_PRIVATE = { all: false, hosts: [] };
const node = (id: string, type: WorkflowNode['type'], config?: Record<string, unknown>): WorkflowNode => ({ id, type, position: { x: 0, y: 0 }, data: { label: id, config } });
const edge = (source: string, target: string): WorkflowEdge => ({ source, target });

function errorOf(nodes: WorkflowNode[], edges: WorkflowEdge[] = []): AppError {
  try {
    checkWorkflowGraph({ nodes, edges }, NO_PRIVATE);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the graph to be refused');
}

describe('checkWorkflowGraph', () => {
  it('adds the agent node when missing and fills config defaults', () => {
    const checked = checkWorkflowGraph({ nodes: [node('email-1', 'email', { to: 'a@b.co' })], edges: [edge('agent-1', 'email-1')] }, NO_PRIVATE);
    expect(checked.nodes.map((n) => n.id)).toEqual(['agent-1', 'email-1']);
    expect(checked.nodes[1].data.config).toMatchObject({ to: 'a@b.co', template: 'custom', useAIGeneration: false, subject: 'Notification from {{agent.name}}' });
  });

  it('answers 400 VALIDATION_ERROR naming the field', () => {
    const err = errorOf([node('agent-1', 'agent'), node('e', 'email')], [edge('agent-1', 'e'), edge('e', 'ghost')]);
    expect(err.statusCode).toBe(400);
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.message).toMatch(/^edges\.1\.target: Unknown node "ghost"/);
  });

  it('refuses duplicate ids, a second agent node and cycles', () => {
    expect(errorOf([node('x', 'email'), node('x', 'webhook')]).message).toMatch(/^nodes\.1\.id: Duplicate node id/);
    expect(errorOf([node('agent-2', 'agent')]).message).toMatch(/^nodes\.0\.id: /);
    expect(errorOf([node('agent-1', 'email')]).message).toMatch(/^nodes\.0\.type: /);
    const cyclic = errorOf([node('a', 'email'), node('b', 'webhook')], [edge('agent-1', 'a'), edge('a', 'b'), edge('b', 'a')]);
    expect(cyclic.message).toMatch(/^edges: The workflow has a cycle \(a → b → a\)/);
    expect(errorOf([node('a', 'email')], [edge('a', 'a')]).message).toMatch(/^edges: /);
  });

  it('parses each config with its schema', () => {
    expect(errorOf([node('t', 'trigger', { type: 'on_the_moon' })]).message).toMatch(/^nodes\.0\.data\.config\.type: /);
    expect(errorOf([node('w', 'webhook', { method: 'DELETE' })]).message).toMatch(/^nodes\.0\.data\.config\.method: /);
    expect(errorOf([node('e', 'email', { to: 'not an address' })]).message).toMatch(/^nodes\.0\.data\.config\.to: /);
    expect(checkWorkflowGraph({ nodes: [node('e', 'email', { to: '{{user.email}}' })], edges: [] }, NO_PRIVATE).nodes).toHaveLength(2);
  });

  it('checks cron expressions and time zones of scheduled triggers', () => {
    expect(errorOf([node('t', 'trigger', { type: 'scheduled', cron: '61 * * * *' })]).message).toMatch(/^nodes\.0\.data\.config\.cron: /);
    expect(errorOf([node('t', 'trigger', { type: 'scheduled', cron: '* * *' })]).message).toMatch(/^nodes\.0\.data\.config\.cron: /);
    expect(errorOf([node('t', 'trigger', { type: 'scheduled', cron: '' })]).message).toMatch(/^nodes\.0\.data\.config\.cron: /);
    expect(errorOf([node('t', 'trigger', { type: 'scheduled', cron: '0 9 * * 1', timeZone: 'Mars/Olympus' })]).message).toMatch(/^nodes\.0\.data\.config\.timeZone: /);
    const ok = checkWorkflowGraph({ nodes: [node('t', 'trigger', { type: 'scheduled', cron: '0 9 * * 1-5', timeZone: 'Europe/Madrid' })], edges: [edge('t', 'agent-1')] }, NO_PRIVATE);
    expect(ok.nodes[1].data.config).toMatchObject({ cron: '0 9 * * 1-5', timeZone: 'Europe/Madrid' });
  });

  it('puts webhook addresses through the SSRF policy', () => {
    expect(errorOf([node('w', 'webhook', { url: 'http://169.254.169.254/latest/meta-data' })]).message).toMatch(/^nodes\.0\.data\.config\.url: .*metadata/);
    expect(errorOf([node('w', 'webhook', { url: 'http://127.0.0.1:8080/hook' })]).message).toMatch(/^nodes\.0\.data\.config\.url: /);
    expect(errorOf([node('w', 'webhook', { url: 'ftp://example.com/x' })]).message).toMatch(/^nodes\.0\.data\.config\.url: /);
    expect(() => checkWorkflowGraph({ nodes: [node('w', 'webhook', { url: 'https://hooks.example.com/in' })], edges: [] }, NO_PRIVATE)).not.toThrow();
    expect(() => checkWorkflowGraph({ nodes: [node('w', 'webhook', { url: 'http://127.0.0.1:8080/hook' })], edges: [] }, { all: true, hosts: [] })).not.toThrow();
  });
});

describe('findCycle', () => {
  it('finds none in a diamond and one in a long loop', () => {
    expect(findCycle(['a', 'b', 'c', 'd'], [edge('a', 'b'), edge('a', 'c'), edge('b', 'd'), edge('c', 'd')])).toBeNull();
    const ids = Array.from({ length: 200 }, (_, i) => `n${i}`);
    const chain = ids.slice(1).map((id, i) => edge(ids[i], id));
    expect(findCycle(ids, chain)).toBeNull();
    expect(findCycle(ids, [...chain, edge('n199', 'n100')])?.[0]).toBe('n100');
  });
});
