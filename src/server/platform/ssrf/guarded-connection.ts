import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertFetchableUrl, createGuardedLookup, type PrivateAccess } from './ssrf-guard';

interface KeepAliveAgents {
  'http:': http.Agent;
  'https:': https.Agent;
}

// Model calls keep their connections open between turns (a TCP and TLS handshake per turn would
// cost more than the rest of it). A pooled socket skips the guarded lookup, so each access policy
// gets its own pool: a socket checked under one policy never serves another.
const poolsByAccess = new WeakMap<PrivateAccess, KeepAliveAgents>();

function keepAliveAgentsFor(access: PrivateAccess): KeepAliveAgents {
  let agents = poolsByAccess.get(access);
  if (!agents) {
    agents = {
      'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
      'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' }),
    };
    poolsByAccess.set(access, agents);
  }
  return agents;
}

/**
 * What a node:http(s) request to a model provider needs to go through the SSRF guard: throws
 * BlockedUrlError for a URL refused outright, else gives the pooled agent and the lookup that
 * checks (and pins) the addresses a new connection goes to.
 */
export function guardedConnection(url: URL, access: PrivateAccess): { agent: http.Agent; lookup: LookupFunction } {
  assertFetchableUrl(url, access);
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  return { agent: keepAliveAgentsFor(access)[protocol], lookup: createGuardedLookup(url, access) };
}
