/**
 * Messages after duplicating a cart line (specification section 8): a success message from the
 * dictionary that says which paid services were copied with the line; on failure the server's
 * message when the dictionary knows it, else the generic duplication error, shown as danger.
 */

export const DUPLICATION_SUCCESS_KEYS = {
  standard: 'duplication_success_message',
  withFileCheck: 'duplication_success_message_file_check',
  withDesignService: 'duplication_success_message_design_service',
} as const;

export const DUPLICATION_ERROR_KEY = 'duplication_error_message';

export interface DuplicationNotice {
  /** The dictionary key of the text to show. */
  readonly key: string;
  readonly variant: 'success' | 'danger';
}

/** Which success message to show for the duplicated line's services. */
export function duplicationSuccess(services: {
  readonly fileCheck: boolean;
  readonly designService: boolean;
}): DuplicationNotice {
  // The design service replaces the file check (upload type hds), so it is named first.
  const key = services.designService
    ? DUPLICATION_SUCCESS_KEYS.withDesignService
    : services.fileCheck
      ? DUPLICATION_SUCCESS_KEYS.withFileCheck
      : DUPLICATION_SUCCESS_KEYS.standard;
  return { key, variant: 'success' };
}

/**
 * What to show when duplication failed: the server's message is itself a dictionary key when the
 * dictionary has an entry for it; anything else falls back to the generic message.
 */
export function duplicationFailure(
  serverMessage: string | undefined,
  hasDictionaryEntry: (key: string) => boolean,
): DuplicationNotice {
  const key =
    serverMessage !== undefined && serverMessage.trim() !== '' && hasDictionaryEntry(serverMessage)
      ? serverMessage
      : DUPLICATION_ERROR_KEY;
  return { key, variant: 'danger' };
}
