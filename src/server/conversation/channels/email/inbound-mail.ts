import type { ParsedMail } from 'mailparser';
import { EMAIL_BODY_MAX_CHARS } from '../../../../common/channels';

/** The sender is the visitor's key (sessions, rate limits): longer addresses are refused. */
const SENDER_MAX = 100;

export type MailDecision = { answer: false; why: string } | { answer: true; sender: string; body: string; subject: string; messageId: string; references: string[] };

/** A header's raw value (unfolded), as the sender wrote it: the parser reshapes some (List-*, Return-Path). */
const header = (mail: ParsedMail, name: string): string => {
  const line = mail.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
};

/** References as a list of ids, whatever shape the parser gave. */
function referencesOf(mail: ParsedMail): string[] {
  const refs = mail.references;
  const list = Array.isArray(refs) ? refs : refs ? refs.split(/\s+/) : [];
  return list.map((r) => r.trim()).filter((r) => /^<[^<>\s]+>$/.test(r)).slice(-20);
}

/**
 * What the visitor wrote, without the history their client quoted: lines starting with '>', and
 * everything from an "On … wrote:" line (or an Outlook "Original Message" block) on.
 */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1] ?? '';
    if (/^\s*On\b.*\bwrote:\s*$/i.test(line) || (/^\s*On\s/i.test(line) && /\bwrote:\s*$/i.test(next) && !/^\s*>/.test(next))) break;
    if (/^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Whether a mail is answered: auto-replies (Auto-Submitted other than "no"), bulk and list mail
 * (Precedence bulk, junk or list; a List-Id), bounces (an empty return path) and the agent's own
 * mail are not, so two auto-responders never answer each other.
 */
export function decideOnMail(mail: ParsedMail, agentAddress: string, fallbackId: string): MailDecision {
  const autoSubmitted = header(mail, 'auto-submitted').split(';')[0].trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return { answer: false, why: 'auto-submitted' };
  if (header(mail, 'list-id')) return { answer: false, why: 'list' };
  if (['bulk', 'junk', 'list'].includes(header(mail, 'precedence').trim().toLowerCase())) return { answer: false, why: 'bulk' };
  if (/^<\s*>$/.test(header(mail, 'return-path').trim())) return { answer: false, why: 'bounce' };
  const from = mail.from?.value[0]?.address?.trim().toLowerCase() ?? '';
  if (!from || !from.includes('@')) return { answer: false, why: 'no sender' };
  if (from.length > SENDER_MAX) return { answer: false, why: 'sender too long' };
  if (from === agentAddress.toLowerCase()) return { answer: false, why: 'own mail' };
  const messageId = (mail.messageId ?? '').trim() || fallbackId;
  return {
    answer: true,
    sender: from,
    body: withoutQuotedHistory(mail.text ?? '').slice(0, EMAIL_BODY_MAX_CHARS),
    subject: (mail.subject ?? '').replace(/[\r\n]+/g, ' ').trim().slice(0, 300),
    messageId,
    references: referencesOf(mail),
  };
}
