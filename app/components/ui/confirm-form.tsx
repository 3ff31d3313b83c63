// The last step before the office does something it cannot simply undo (publish, roll back,
// delete a photo, remove a document): one form with the confirming button and the way back,
// so that every such step reads and works alike, with and without scripts.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass, type ButtonVariant } from "./button.tsx";

export function ConfirmForm({
  action,
  fields,
  confirm,
  cancel,
  variant = "primary",
  reloadDocument,
}: {
  /** Where the confirmed form is posted. */
  action: string;
  /** What the post carries (hidden, so that any way of sending the form sends them): `intent` names what is confirmed, the rest which thing. */
  fields: { intent: string } & Record<string, string | number>;
  /** The confirming button's words; without them only the way back is offered, and no intent is there to send (nothing can be confirmed yet). */
  confirm: string | null;
  /** The way back: a plain link, so the page is drawn again as it was before the step. */
  cancel: { href: string; label: ReactNode };
  variant?: ButtonVariant;
  /** Posted as a full page load, for an answer that is a new page (a redirect) rather than data. */
  reloadDocument?: boolean;
}) {
  const { intent, ...which } = fields;
  return (
    <Form method="post" action={action} reloadDocument={reloadDocument} className="flex flex-wrap gap-3">
      {Object.entries(which).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm === null ? null : (
        <>
          <input type="hidden" name="intent" value={intent} />
          <button type="submit" className={buttonClass(variant)}>
            {confirm}
          </button>
        </>
      )}
      <Link to={cancel.href} className={buttonClass("outline")}>
        {cancel.label}
      </Link>
    </Form>
  );
}
