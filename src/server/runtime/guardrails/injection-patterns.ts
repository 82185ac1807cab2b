/**
 * The fixed heuristic set for prompt injection and jailbreak attempts, English and Spanish, read on
 * normalized text (normalize.ts: lower case, no accents, punctuation as spaces). Each pattern is a
 * named family so a finding says which one fired. Kept narrow: an ordinary customer question must
 * not match (bench/guardrails.bench.mjs measures both sides).
 */
export interface InjectionPattern {
  family: string;
  re: RegExp;
}

const ANY = '(?:\\w+ ){0,3}';

export const INJECTION_PATTERNS: InjectionPattern[] = [
  // ignore / forget / override the previous instructions
  {
    family: 'ignore-previous',
    re: new RegExp(
      `\\b(?:ignore|disregard|forget|override|bypass|skip|drop|discard) ${ANY}(?:previous|prior|above|earlier|preceding|former|original|initial|system|your|all|any) ${ANY}(?:instructions?|rules|prompts?|directions|directives|guidelines|guardrails|restrictions|context|programming|constraints)\\b`,
    ),
  },
  {
    family: 'ignore-previous',
    re: new RegExp(
      `\\b(?:ignora|ignore|ignorar|olvida|olvidate|olvidar|omite|omitir|descarta|descartar|salta|saltate|desobedece|anula) ${ANY}(?:instrucciones|reglas|indicaciones|ordenes|directrices|restricciones|normas|prompt|contexto)\\b`,
    ),
  },
  {
    family: 'ignore-previous',
    re: /\b(?:ignore|disregard|forget|override|bypass) (?:all |any )?(?:the |your |these |those )?(?:rules|instructions|guidelines|restrictions|directions) (?:above|before|you were given|you have been given|given to you|in your prompt)\b/,
  },
  // reveal the system prompt or hidden instructions
  {
    family: 'reveal-prompt',
    re: new RegExp(
      `\\b(?:reveal|show|print|repeat|output|display|dump|leak|tell me|give me|write out|share|copy|recite) ${ANY}(?:system prompt|initial prompt|original prompt|hidden prompt|prompt above|system message|(?:your|hidden|secret|initial|original|system|internal) (?:instructions|rules|guidelines|directives|configuration))\\b`,
    ),
  },
  {
    family: 'reveal-prompt',
    re: new RegExp(
      `\\b(?:revela|revelame|muestra|muestrame|ensename|imprime|repite|dime|escribe|copia|comparte|recita) ${ANY}(?:prompt|mensaje del sistema|instrucciones (?:del sistema|ocultas|secretas|iniciales|originales|internas)|tus instrucciones|tus reglas|reglas (?:ocultas|secretas|internas|del sistema))\\b`,
    ),
  },
  { family: 'reveal-prompt', re: /\b(?:everything|text|words?) (?:above|before) (?:this|my) (?:line|message)\b|\btodo (?:lo )?(?:que hay |el texto )?(?:arriba|anterior a) (?:de )?(?:este|mi) mensaje\b/ },
  // role play that removes the rules: DAN, developer mode, "no restrictions"
  { family: 'role-play', re: /\b(?:dan|stan|dude|aim)(?: mode)?\b.{0,60}\b(?:do anything now|no (?:rules|restrictions|limits|filters)|jailbr[eo]a?k|anything now)\b|\bdo anything now\b/ },
  { family: 'role-play', re: /\b(?:developer|god|debug|admin|sudo|unrestricted|jailbreak|jailbroken|evil|unfiltered|uncensored) mode\b|\bmodo (?:desarrollador|dios|depuracion|administrador|sin restricciones|sin censura|sin filtros|malvado|jailbreak)\b/ },
  {
    family: 'role-play',
    re: /\b(?:pretend|act|behave|roleplay|role play|imagine) (?:\w+ ){0,12}(?:without|with no|free of|free from|no longer (?:bound|restricted)|not bound by) (?:\w+ ){0,2}(?:rules|restrictions|limits|limitations|filters|guidelines|policies|censorship|ethics)\b/,
  },
  {
    family: 'role-play',
    re: /\b(?:finge|fingir|actua|actuar|comportate|imagina|haz de cuenta|juguemos|interpreta) (?:\w+ ){0,12}(?:sin|libre de|que no tienes|ya no tienes) (?:\w+ ){0,2}(?:reglas|restricciones|limites|limitaciones|filtros|normas|politicas|censura|etica)\b/,
  },
  { family: 'role-play', re: /\byou are (?:now )?(?:no longer|not) (?:an? )?(?:ai|assistant|bound|restricted|limited)\b|\bya no eres (?:un |una )?(?:asistente|ia|ai)\b|\bjailbr[eo]a?k(?:ed|ing)?\b/ },
  { family: 'role-play', re: /\byou are now (?:an? )?(?:unrestricted|unfiltered|uncensored|evil|rogue|different|new)\b|\bahora eres (?:un |una )?(?:ia |asistente )?(?:sin restricciones|sin filtros|sin censura|malvad[oa]|diferente|nuev[oa])\b/ },
  // new instructions and fake role markers
  { family: 'new-instructions', re: /\b(?:new|updated|real|actual|true|override) (?:system )?(?:instructions|rules|prompt|directive)s?(?: are| follow)?\b.{0,10}\b(?:from now|you (?:must|will|are|should))|\bnuevas (?:instrucciones|reglas|ordenes)\b|\bfrom now on,? (?:you (?:are|will|must|shall) (?:ignore|respond|answer|say|act|only|be)|ignore|respond|act)\b|\ba partir de ahora (?:eres|seras|responderas|ignoraras|actuaras|debes|vas a)\b|\bde ahora en adelante (?:eres|seras|responderas|ignoraras|actuaras|debes|vas a)\b/ },
  { family: 'role-marker', re: /\bim (?:start|end) (?:system|assistant|user)\b|\b(?:begin|end) (?:system|admin) (?:prompt|message|instructions)\b|^\s*(?:system|sistema) (?:override|prompt|message|mensaje|instrucciones?)\b/m },
  // instructions aimed at the model inside a page, a document or a tool's answer
  { family: 'addressed-to-model', re: /\b(?:note|message|instructions?|attention) (?:to|for) (?:the |any )?(?:ai|llm|assistant|language model|chatbot|bot|model)s?\b|\b(?:ai|llm|assistant|chatbot|language model)s? (?:reading|processing|summarizing|parsing) this\b|\b(?:nota|mensaje|instrucciones?|atencion) (?:para|a) (?:la |el |cualquier )?(?:ia|llm|asistente|modelo|chatbot|bot)\b/ },
  { family: 'exfiltrate', re: /\b(?:send|post|forward|email|upload|exfiltrate) (?:\w+ ){0,4}(?:conversation|chat history|system prompt|api keys?|credentials|secrets?|passwords?) (?:\w+ ){0,3}to\b|\b(?:envia|manda|reenvia) (?:\w+ ){0,4}(?:conversacion|historial|prompt|claves?|credenciales|secretos?|contrasenas?) (?:\w+ ){0,3}a\b/ },
];

/** Letters spaced out one by one are joined into one long word (normalize.ts): the phrases read that way. */
export const COMPACT_PATTERNS = /ignore(?:all|any|the|your)*(?:previous|prior|above|earlier)(?:instructions|rules|prompts?)|(?:reveal|show|print|repeat)(?:me)?(?:your|the)?(?:system|hidden|initial)(?:prompt|instructions)|(?:ignora|olvida)(?:todas)?(?:las|tus)?(?:instrucciones|reglas)|donothinganything|doanythingnow|developermode|mododesarrollador/;

/** Raw-text markers that normalization would blur: chat template tokens. */
export const RAW_MARKERS = /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?(?:INST|SYS)\]|<<\/?SYS>>/;
