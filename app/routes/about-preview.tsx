// Placeholder until the website issue builds this page.
export function meta() {
  return [{ title: "AboutPreview | Vidyanjali Schools" }];
}

export default function AboutPreview() {
  return (
    <main>
      <h1>AboutPreview</h1>
    </main>
  );
}
