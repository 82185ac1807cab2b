import { messengerChannelView, saveMessengerBody, MESSENGER_MAX_CHARS } from '../../../../common/channels';
import { metaChannelDefinition } from '../meta/meta-channel';

/** Facebook Messenger: a Page's conversations, routed by the page id (entry[].id). */
export const messengerChannel = metaChannelDefinition({
  kind: 'messenger',
  label: 'Messenger',
  object: 'page',
  saveBody: saveMessengerBody,
  view: messengerChannelView,
  routeField: 'pageId',
  routeLabel: (id) => `The Facebook Page ${id}`,
  maxChars: MESSENGER_MAX_CHARS,
  // code 10, subcode 2018278: "This message is sent outside of allowed window."
  windowSubcode: 2018278,
});
