export { forgetModelNames } from './model-name-cache';
