import { DESIGN_NAME_MAX_LENGTH } from '@tirage/domain';
import { t } from '../../../i18n/translate.js';

/** Where the design area is, to find a design just saved. */
const DESIGN_AREA_PATH = '/personal-area/my-design-area/';

/** What saving the page's selection as a design is doing, and how it ended last time. */
export interface SaveDesignState {
  readonly busy: boolean;
  /** Why the last save was refused, in French. */
  readonly error: string | undefined;
  /** The name the last design was saved under. */
  readonly savedName: string | undefined;
}

/**
 * "Enregistrer ma création": a customer names the product page's selection and saves it to the
 * design area; a guest is offered to log in and come back to the page. The form posts the
 * selection to the page (`intent=saveDesign`), so a design is saved even before hydration (the
 * page then reloads without a word); once hydrated, `onSave` sends the current selection and the
 * answer is shown.
 */
export function SaveDesign({
  loggedIn,
  loginPath,
  defaultName,
  selection,
  disabled,
  state,
  onSave,
}: {
  readonly loggedIn: boolean;
  /** The login page, which brings the guest back to this page. */
  readonly loginPath: string;
  /** The name offered to start with. */
  readonly defaultName: string;
  /** The page's selection as JSON, posted by the form when the page is not hydrated yet. */
  readonly selection: string;
  /** The selection cannot be saved yet (the page is still being priced). */
  readonly disabled: boolean;
  readonly state: SaveDesignState;
  readonly onSave: (name: string) => void;
}) {
  if (!loggedIn) {
    return (
      <p className="save-design">
        <a href={loginPath}>{t('designs.save.login')}</a>
      </p>
    );
  }
  return (
    <details className="save-design">
      <summary>{t('designs.save.open')}</summary>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          const name = new FormData(event.currentTarget).get('name');
          onSave(typeof name === 'string' ? name : '');
        }}
      >
        <input type="hidden" name="intent" value="saveDesign" />
        <input type="hidden" name="selection" value={selection} />
        <div className="field">
          <label htmlFor="design-name">{t('designs.save.name')}</label>
          <input
            id="design-name"
            name="name"
            required
            maxLength={DESIGN_NAME_MAX_LENGTH}
            defaultValue={defaultName}
          />
        </div>
        {state.error === undefined ? null : (
          <p className="alert alert-danger" role="alert">
            {state.error}
          </p>
        )}
        <button type="submit" disabled={disabled || state.busy}>
          {state.busy ? t('designs.save.saving') : t('designs.save.submit')}
        </button>
      </form>
      {state.savedName === undefined || state.busy ? null : (
        <p className="alert alert-success" role="status">
          {t('designs.save.saved', { name: state.savedName })}{' '}
          <a href={DESIGN_AREA_PATH}>{t('designs.save.toArea')}</a>
        </p>
      )}
    </details>
  );
}
