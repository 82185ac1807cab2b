import { describe, expect, it } from 'vitest';
import { widgetCustomConfig } from '@common/widgets';
import { buildWidgetTemplate, type WidgetTexts } from './default-template';
import { applyDesign, readDataAttribute, readRoundedBorders, setDataAttribute, textOn, themeBlock } from './design';
import { previewHtml, testHtml } from './frame-html';

const config = widgetCustomConfig.parse({});
const texts: WidgetTexts = {
  greeting: 'Hi </script><b>',
  placeholder: 'Type…',
  send: 'Send',
  online: 'Online',
  open: 'Open chat',
  close: 'Close chat',
  ended: 'Ended',
  error: 'Oops',
  noText: 'No text',
  chatWith: 'Chat with Bot',
};
const template = (name = 'Bot "<x>"') =>
  buildWidgetTemplate({ apiBase: 'https://app.example', versionId: 'v-1', agentName: name, language: 'en', texts, design: { config, roundedBorders: true } });

describe('widget template design', () => {
  it('builds a template whose settings live in data attributes, with names and texts escaped', () => {
    const html = template();
    expect(readDataAttribute(html, 'data-af-version-id')).toBe('v-1');
    expect(readDataAttribute(html, 'data-af-api-base')).toBe('https://app.example');
    expect(html).toContain('<strong class="af-title">Bot &quot;&lt;x&gt;&quot;</strong>');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('--af-primary:#667eea');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('rewrites the theme block and the auto-open and logo attributes, keeping the rest of the code', () => {
    const html = template().replace('<header class="af-header">', '<header class="af-header" data-custom="kept">');
    const next = applyDesign(html, {
      config: { ...config, primaryColor: '#ffee00', theme: 'auto', shadows: false, autoOpen: true, logoUrl: 'https://x/o?a=1&b="2"' },
      roundedBorders: false,
    });
    expect(next).toContain('--af-primary:#ffee00;--af-on-primary:#111827');
    expect(next).toContain('--af-shadow:none');
    expect(next).toContain('@media (prefers-color-scheme:dark)');
    expect(next).toContain('data-custom="kept"');
    expect(readDataAttribute(next, 'data-af-auto-open')).toBe('true');
    expect(readDataAttribute(next, 'data-af-logo-url')).toBe('https://x/o?a=1&b="2"');
    expect(readRoundedBorders(next)).toBe(false);
    expect(readRoundedBorders(applyDesign(next, { config, roundedBorders: true }))).toBe(true);
    expect(next.match(/af-theme:start/g)).toHaveLength(1);
  });

  it('leaves hand-written HTML without markers alone', () => {
    const own = '<div>mine</div>';
    expect(applyDesign(own, { config, roundedBorders: false })).toBe(own);
    expect(setDataAttribute(own, 'data-af-session-id', 'x')).toBe(own);
    expect(readRoundedBorders(own)).toBe(true);
  });

  it('prepares the preview (guard first, opens after 100 ms) and the test session', () => {
    const preview = previewHtml(template(), 'Preview only');
    expect(preview.startsWith('<script>')).toBe(true);
    expect(preview).toContain('"Preview only"');
    expect(readDataAttribute(preview, 'data-af-auto-open-delay')).toBe('100');
    const test = testHtml(template(), 'test_agent_abc');
    expect(readDataAttribute(test, 'data-af-session-id')).toBe('test_agent_abc');
    expect(readDataAttribute(test, 'data-af-auto-open')).toBe('true');
  });

  it('picks readable text for the primary colour and a dark palette for the dark theme', () => {
    expect(textOn('#667eea')).toBe('#ffffff');
    expect(textOn('#ffffff')).toBe('#111827');
    expect(themeBlock({ config: { ...config, theme: 'dark' }, roundedBorders: true })).toContain('--af-bg:#111827');
  });
});
