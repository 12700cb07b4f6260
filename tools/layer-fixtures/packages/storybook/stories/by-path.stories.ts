import { badge } from '../../react-app/app/components/badge.js';

export const byPath = badge;
