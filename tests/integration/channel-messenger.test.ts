import { describeMetaChannel } from './meta-channel-suite';

describeMetaChannel({
  kind: 'messenger',
  object: 'page',
  routeField: 'pageId',
  maxChars: 2000,
  window: 'window-messenger',
  windowSubcode: 2018278,
  mid: (n) => `m_AG5Hz2Uq7tuwNEhXfYYKj8mJEM_QPpz5jdCK48PnKAjSdjfipqxqMvK8ma6AC8fplwlqLP_5cg${String(n).padStart(6, '0')}`,
});
