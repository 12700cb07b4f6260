// Fixture: a domain module that breaks the layer rules on purpose.
import { ofetch } from 'ofetch';

export const client = ofetch;
