/** The query flag that tells the login page the shopper's session has just expired. */
export const EXPIRED_PARAM = 'expired';
