export const badge = 'badge';
