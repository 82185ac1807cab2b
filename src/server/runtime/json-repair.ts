/** How a JSON answer was read out of a model's text. */
export type TextReading = { value: unknown; repaired: boolean } | null;

const FENCE = /```(?:json|JSON)?\s*([\s\S]*?)```/;

/** The first balanced {...} in `text`, minding strings and escapes. */
function firstObject(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // small models often leave a comma before a closing bracket
    try {
      return JSON.parse(text.replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/**
 * The JSON object in a model's text answer: as is when the whole answer is JSON, else repaired
 * (code fences stripped, the first object cut out of surrounding prose, trailing commas dropped).
 */
export function readJsonFromText(text: string): TextReading {
  const whole = text.trim();
  try {
    return { value: JSON.parse(whole), repaired: false };
  } catch {
    // not plain JSON: repair below
  }
  const fenced = FENCE.exec(whole)?.[1];
  for (const candidate of [fenced, firstObject(fenced ?? whole), firstObject(whole)]) {
    if (!candidate) continue;
    const value = tryParse(candidate.trim());
    if (value !== undefined) return { value, repaired: true };
  }
  return null;
}
