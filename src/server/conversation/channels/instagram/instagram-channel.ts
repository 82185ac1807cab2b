import { instagramChannelView, saveInstagramBody, INSTAGRAM_MAX_CHARS } from '../../../../common/channels';
import { metaChannelDefinition } from '../meta/meta-channel';

/** Instagram Direct: a professional account's messages, routed by the account id (entry[].id). */
export const instagramChannel = metaChannelDefinition({
  kind: 'instagram',
  label: 'Instagram',
  object: 'instagram',
  saveBody: saveInstagramBody,
  view: instagramChannelView,
  routeField: 'accountId',
  routeLabel: (id) => `The Instagram account ${id}`,
  maxChars: INSTAGRAM_MAX_CHARS,
  // code 10, subcode 2534022: the message is sent outside the allowed window
  windowSubcode: 2534022,
});
