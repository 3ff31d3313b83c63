// 'Print Brochure': the browser's print dialog, which uses the page's print styles.
import { Printer } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";

export function PrintButton() {
  const { m } = useI18n();
  return (
    <Button variant="outline" size="lg" onClick={() => window.print()}>
      <Printer aria-hidden className="size-5" />
      {m.brochure.contact.print}
    </Button>
  );
}
