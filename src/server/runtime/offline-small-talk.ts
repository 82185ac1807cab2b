import { plainWords } from './offline-words';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

// matched on the message in lower case without accents, its words joined by single spaces
const GOODBYE = /\b(bye|goodbye|see you|that ?s all|adios|chao|hasta luego|eso es todo)\b/;
// a message that is only a greeting ("¡Hola!", "Hello there!", "buenas tardes, ¿qué tal?")
const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|hola|buenas|buen dia|buenos dias|buenas (tardes|noches)|saludos)( (there|everyone|all|a todos))?( (how are you|how s it going|que tal|como estas|como va))?$/;
// a message that is only thanks ("Thanks a lot!", "ok, thank you", "¡Muchas gracias!")
const THANKS =
  /^((ok|okay|great|perfect|awesome|nice|vale|perfecto|genial|estupendo|muy bien) )?(thanks|thank you|thank u|thx|ty|many thanks|cheers|much appreciated|gracias|muchas gracias|muchisimas gracias|mil gracias|te lo agradezco|se agradece)( (so much|very much|a lot|a million|again|for (your|the) help|for everything|por (tu|su) ayuda|por todo|de nuevo|otra vez))?$/;
const SPANISH = /\b(hola|buen[oa]s?|dia|saludos|que tal|como estas|gracias|agradezco|agradece|vale|perfecto|genial|estupendo|muy bien|adios|chao|hasta luego)\b/;
const ENGLISH = /\b(hi|hello|hey|hiya|howdy|greetings|good|thanks?|thx|cheers|great|perfect|awesome|bye|goodbye)\b/;

/** What a message that asks nothing is: a greeting, thanks or a goodbye; null for anything else. */
export function smallTalkOf(message: string): SmallTalk | null {
  const text = plainWords(message).join(' ');
  if (GOODBYE.test(text)) return 'goodbye';
  if (THANKS.test(text)) return 'thanks';
  if (GREETING.test(text)) return 'greeting';
  return null;
}

/** The language of a greeting or thanks, when its words tell; null leaves it to the agent's language. */
export function smallTalkLanguage(message: string): 'en' | 'es' | null {
  const text = plainWords(message).join(' ');
  if (SPANISH.test(text)) return 'es';
  if (ENGLISH.test(text)) return 'en';
  return null;
}
