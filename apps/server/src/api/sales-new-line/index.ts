export { createNewLineOrder, type NewLineOrderInput } from './create-new-line-order';
export { newLineRoutes } from './routes';
