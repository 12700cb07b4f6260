/** Why a form was refused, announced to screen readers; nothing when there is no message. */
export function FormAlert({ message }: { readonly message: string | undefined }) {
  if (message === undefined || message === '') return null;
  return (
    <p role="alert" className="alert alert-danger">
      {message}
    </p>
  );
}
