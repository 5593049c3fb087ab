export { itemsPage, LIST_LOADING, listLoadError, listPage } from './list-story-states';
