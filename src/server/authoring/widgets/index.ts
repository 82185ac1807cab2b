/** What other features may use of authoring/widgets: everything else in this folder is its own. */
export { createWidget, listWidgets } from './service';
