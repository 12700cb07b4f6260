// Where the built browser files are (`react-router build`): the server serves them as they are.
import { fileURLToPath } from 'node:url';

export const clientDirectory = fileURLToPath(new URL('./build/client/', import.meta.url));
