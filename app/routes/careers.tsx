// Placeholder until the website issue builds this page.
export function meta() {
  return [{ title: "Careers | Vidyanjali Schools" }];
}

export default function Careers() {
  return (
    <main>
      <h1>Careers</h1>
    </main>
  );
}
