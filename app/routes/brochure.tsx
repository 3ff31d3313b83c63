// Placeholder until the website issue builds this page.
export function meta() {
  return [{ title: "Brochure | Vidyanjali Schools" }];
}

export default function Brochure() {
  return (
    <main>
      <h1>Brochure</h1>
    </main>
  );
}
