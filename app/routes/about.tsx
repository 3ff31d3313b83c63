// Placeholder until the website issue builds this page.
export function meta() {
  return [{ title: "About | Vidyanjali Schools" }];
}

export default function About() {
  return (
    <main>
      <h1>About</h1>
    </main>
  );
}
