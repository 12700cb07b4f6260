/** The absolute path of the built browser files (`build/client/`). */
export declare const clientDirectory: string;
