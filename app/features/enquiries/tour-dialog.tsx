import { lazy, type ComponentProps } from "react";
import { FormDialog } from "#app/components/ui/form-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";

// Loaded when the dialog first opens: pages carry the form (and its validation) only on demand.
const TourForm = lazy(() => import("./tour-form.tsx").then((module) => ({ default: module.TourForm })));

type DialogProps = Pick<ComponentProps<typeof FormDialog>, "trigger" | "open" | "onOpenChange">;

/** 'Book a School Tour' from the home page's hero and call to action. */
export function TourDialog(props: DialogProps) {
  const { m } = useI18n();
  return (
    <FormDialog fallback="/book-tour" title={m.tourForm.title} description={m.tourForm.description} {...props}>
      {(close) => <TourForm onDone={close} />}
    </FormDialog>
  );
}
