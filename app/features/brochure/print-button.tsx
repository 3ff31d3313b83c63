// 'Print Brochure': the browser's print dialog, which uses the page's print styles.
import { Printer } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function PrintButton({ text }: { text: PageText<"brochure"> }) {
  return (
    <Button variant="outline" size="lg" onClick={() => window.print()}>
      <Printer aria-hidden className="size-5" />
      {text.brochure.contact.print}
    </Button>
  );
}
