import { lazy, type ComponentProps } from "react";
import { FormDialog } from "#app/components/ui/form-dialog.tsx";
import type { BookingWords } from "#app/forms/availability.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

// Loaded when the dialog first opens: pages carry the form (and its validation) only on demand.
const TourForm = lazy(() => import("./tour-form.tsx").then((module) => ({ default: module.TourForm })));

type DialogProps = Pick<ComponentProps<typeof FormDialog>, "trigger" | "open" | "onOpenChange">;

/** 'Book a School Tour' from the home page's hero and call to action. */
export function TourDialog({ text, booking, ...props }: DialogProps & { text: PageText<"tourForm">; booking: BookingWords }) {
  return (
    <FormDialog fallback="/book-tour" title={text.tourForm.title} description={text.tourForm.description} {...props}>
      {(close) => <TourForm text={text} booking={booking} onDone={close} />}
    </FormDialog>
  );
}
