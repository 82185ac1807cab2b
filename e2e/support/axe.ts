import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Makes axe-core available in every page of the context. An init script runs before the page's
 * own scripts and outside its Content Security Policy, so the policy stays as strict as it is.
 */
export async function enableAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/** The serious and critical axe findings of the page as it is now, one line each (empty when clean). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  return (await axeFindings(page)).filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.impact} ${f.id}: ${f.targets}`);
}

/** Collects the serious findings of several screens, each line labelled; a journey ends with `expect(findings).toEqual([])`. */
export function axeCollector(): { findings: string[]; check: (page: Page, label: string) => Promise<void> } {
  const findings: string[] = [];
  const check = async (page: Page, label: string) => {
    findings.push(...(await seriousAxeFindings(page)).map((f) => `${label}: ${f}`));
  };
  return { findings, check };
}

export interface AxeFinding {
  id: string;
  impact: string;
  /** the first few elements, as CSS selectors */
  targets: string;
}

/** Every axe finding of the page as it is now (all impacts), for a report. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  return page.evaluate(async () => {
    // colours are judged once fades and zooms have ended (endless ones, like spinners, aside)
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const { violations } = await axe.run({ resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact ?? 'minor', targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ') }));
  });
}
