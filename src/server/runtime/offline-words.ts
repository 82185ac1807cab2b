// Words that say little about what is asked, in English and Spanish (accents folded).
const STOPWORDS = new Set(
  (
    'the a an and or but of to in on at by for with from into about as if is are was were be been being am what which who whom whose how when where why ' +
    'do does did done can could would should will shall may might must have has had having get got gets there here this that these those it its ' +
    'i me my mine you your yours we us our ours they them their he him his she her not no yes any some all also just please tell know ' +
    'much many more most than then too very so up out over after before until happen happens happened way thing things ok okay ' +
    'de la el los las y o u en un una unos unas que es son esta estan este esto estos estas ese esa eso por para con sin se del al lo le les ' +
    'como cual cuales cuando donde quien quienes cuanto cuanta cuantos cuantas mi mis tu tus su sus nos vos os yo me te ya si no mas muy ' +
    'hay tengo tiene tienen tienes puedo puede pueden podria hacer hace sobre entre hasta desde pero porque tambien algo alguna alguno'
  ).split(' '),
);

// Longest first; each leaves a stem of at least 4 letters (see stem()).
const SUFFIXES = ['aciones', 'ations', 'acion', 'ation', 'iones', 'mente', 'ments', 'ment', 'ings', 'ing', 'ion', 'ed', 'ly'];
const STEM_LENGTH = 6;

/**
 * A rough stem, the same for a word's usual forms in English and Spanish: a common ending is
 * removed, then a plural s and a final e, and what remains is cut at six letters
 * (cancel, cancels, cancelled, cancellation and cancelación all give "cancel").
 */
export function stem(word: string): string {
  let w = word;
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 4);
  if (suffix) w = w.slice(0, -suffix.length);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w.slice(0, STEM_LENGTH);
}

/** The text's words, lower case without accents, in order (stopwords included). */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stems of the words that carry meaning: no stopwords, nothing shorter than three characters. */
export function meaningfulStems(text: string): Set<string> {
  return new Set(
    plainWords(text)
      .filter((w) => w.length > 2 && !STOPWORDS.has(w))
      .map(stem),
  );
}
