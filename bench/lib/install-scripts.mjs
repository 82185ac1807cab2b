// Finds installed packages that run code at install time (npm lifecycle scripts, or an implicit
// `node-gyp rebuild` for a binding.gyp), and whether that code can reach the network.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LIFECYCLE = ['preinstall', 'install', 'postinstall'];
const NETWORK = /\bhttps?:\/\/|\bhttps?\.(get|request)\(|\bfetch\(|\bcurl\b|\bwget\b|prebuild-install|node-pre-gyp|download/i;

function scriptFiles(pkgDir, command) {
  return command
    .split(/\s+/)
    .filter((token) => /\.(c?js|mjs)$/.test(token))
    .map((token) => path.join(pkgDir, token))
    .filter((file) => existsSync(file));
}

function mayDownload(pkgDir, command) {
  if (NETWORK.test(command)) return true;
  return scriptFiles(pkgDir, command).some((file) => NETWORK.test(readFileSync(file, 'utf8')));
}

function inspect(pkgDir, found) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  } catch {
    return;
  }
  const scripts = pkg.scripts ?? {};
  for (const hook of LIFECYCLE) {
    if (scripts[hook]) found.push({ package: `${pkg.name}@${pkg.version}`, hook, command: scripts[hook], mayDownload: mayDownload(pkgDir, scripts[hook]) });
  }
  if (!scripts.install && !scripts.preinstall && existsSync(path.join(pkgDir, 'binding.gyp'))) {
    found.push({ package: `${pkg.name}@${pkg.version}`, hook: 'install (implicit)', command: 'node-gyp rebuild', mayDownload: true });
  }
}

/** Every package under node_modules (nested and scoped included) with install-time code. */
export function findInstallScripts(nodeModules) {
  const found = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.')) continue;
      const full = path.join(dir, entry);
      if (!lstatSync(full).isDirectory()) continue;
      if (entry.startsWith('@')) {
        walk(full);
        continue;
      }
      inspect(full, found);
      walk(path.join(full, 'node_modules'));
    }
  };
  walk(nodeModules);
  return found.sort((a, b) => a.package.localeCompare(b.package));
}
