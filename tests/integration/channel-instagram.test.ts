import { describeMetaChannel } from './meta-channel-suite';

describeMetaChannel({
  kind: 'instagram',
  object: 'instagram',
  routeField: 'accountId',
  maxChars: 1000,
  window: 'window-instagram',
  windowSubcode: 2534022,
  // Instagram's ids are longer than the stored column: kept as their digest
  mid: (n) => `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDAxOTYwNzg4NzQ4OjM0MDI4MjM2Njg0MTcxMDMwMDk0OTEyODE3MTk0OTU2MDg2NzMyNjozMTMzNjIwMTMxMjE0MDg3MjQ5NjcxMTQ2NTcx${String(n).padStart(6, '0')}ZDZD`,
});
